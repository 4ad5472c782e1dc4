import HIGModel

/// A practice stored as one delimited text value. Decoding it is a split, not a Codable pass:
/// JSON decoding cost more than the whole search on the query path.
enum PracticeRecord {
    private static let field: Character = "\u{1F}"
    private static let item: Character = "\u{1E}"
    private static let part: Character = "\u{1D}"
    /// Stands for a missing Korean text (NUL would end the string in SQLite's C API).
    private static let absent = "\u{1C}"

    static func encode(_ practice: Practice) -> String {
        let references = practice.references.map { reference in
            [reference.kind.rawValue, reference.target, reference.title, reference.resolved ? "1" : "0"].map(clean)
                .joined(separator: String(part))
        }
        let sources = practice.sources.map { "\(clean($0.file))\(part)\($0.line)" }
        let fields: [String] =
            [clean(practice.id), clean(practice.lead), clean(practice.body), practice.ko.map(clean) ?? absent]
            + [clean(practice.page), clean(practice.section)] + [
                practice.strength.rawValue, list(practice.platforms.map(clean)), list(practice.states.map(clean)),
                list(practice.transitions.map(clean)), list(practice.styles.map(clean)),
                references.joined(separator: String(item)), sources.joined(separator: String(item)),
                practice.outdatedEdition.map(clean) ?? absent,
                practice.staleKorean.map { clean($0.koreanEdition) + String(part) + clean($0.englishEdition) }
                    ?? absent,
            ]
        return fields.joined(separator: String(field))
    }

    static func decode(_ record: String) -> Practice? {
        let fields = split(record, field)
        guard fields.count == 15, let strength = Strength(rawValue: fields[6]) else { return nil }
        let references = items(fields[11]).compactMap { value -> Reference? in
            let parts = split(value, part)
            guard parts.count == 4, let kind = Reference.Kind(rawValue: parts[0]) else { return nil }
            return Reference(kind: kind, target: parts[1], title: parts[2], resolved: parts[3] == "1")
        }
        let sources = items(fields[12]).compactMap { value -> SourceLocation? in
            let parts = split(value, part)
            guard parts.count == 2, let line = Int(parts[1]) else { return nil }
            return SourceLocation(file: parts[0], line: line)
        }
        var practice = Practice(
            id: fields[0], lead: fields[1], body: fields[2], ko: fields[3] == absent ? nil : fields[3], page: fields[4],
            section: fields[5], strength: strength, platforms: items(fields[7]), states: items(fields[8]),
            transitions: items(fields[9]), styles: items(fields[10]), references: references, sources: sources)
        practice.outdatedEdition = fields[13] == absent ? nil : fields[13]
        let stale = split(fields[14], part)
        if fields[14] != absent, stale.count == 2 {
            practice.staleKorean = StaleKorean(koreanEdition: stale[0], englishEdition: stale[1])
        }
        return practice
    }

    private static func list(_ values: [String]) -> String {
        values.joined(separator: String(item))
    }

    private static func items(_ value: String) -> [String] {
        value.isEmpty ? [] : split(value, item)
    }

    /// Splits on a one-byte separator over UTF-8, without the grapheme breaking that
    /// `String.split` does.
    private static func split(_ value: String, _ separator: Character) -> [String] {
        let byte = separator.asciiValue!
        return value.utf8.split(separator: byte, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Separators and NUL (which ends a string in SQLite's C API) never occur in guideline text;
    /// should one appear, it becomes a space.
    private static func clean(_ value: String) -> String {
        func isReserved(_ character: Character) -> Bool {
            character == field || character == item || character == part || character == "\u{0}"
                || String(character) == absent
        }
        guard value.contains(where: isReserved) else { return value }
        return String(value.map { isReserved($0) ? " " : $0 })
    }
}
