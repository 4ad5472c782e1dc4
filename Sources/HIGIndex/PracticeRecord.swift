import HIGModel

/// A practice stored as one delimited text value. Decoding it is a split, not a Codable pass:
/// JSON decoding cost more than the whole search on the query path.
enum PracticeRecord {
    private static let field: Character = "\u{1F}"
    private static let item: Character = "\u{1E}"
    private static let part: Character = "\u{1D}"
    /// Stands for a missing Korean text (NUL would end the string in SQLite's C API).
    private static let absent = "\u{1C}"

    /// The record's fields, in the order they are stored.
    enum Field: Int, CaseIterable {
        case id, lead, body, ko, page, section, strength, platforms, states, transitions, styles, references
        case sources, outdatedEdition, staleKorean, url, koSource, koParaphrase
    }

    /// The parts of one reference.
    private enum ReferencePart: Int, CaseIterable {
        case kind, target, title, resolved
    }

    /// The parts of one source location.
    private enum SourcePart: Int, CaseIterable {
        case file, line, kind, edition
    }

    /// The editions of stale Korean text.
    private enum StalePart: Int, CaseIterable {
        case korean, english
    }

    static func encode(_ practice: Practice) -> String {
        Field.allCases.map { value(practice, $0) }.joined(separator: String(field))
    }

    private static func value(_ practice: Practice, _ name: Field) -> String {
        switch name {
        case .id: clean(practice.id)
        case .lead: clean(practice.lead)
        case .body: clean(practice.body)
        case .ko: practice.ko.map(clean) ?? absent
        case .page: clean(practice.page)
        case .section: clean(practice.section)
        case .strength: practice.strength.rawValue
        case .platforms: list(practice.platforms.map(clean))
        case .states: list(practice.states.map(clean))
        case .transitions: list(practice.transitions.map(clean))
        case .styles: list(practice.styles.map(clean))
        case .references:
            practice.references.map { reference in
                parts { (name: ReferencePart) in
                    switch name {
                    case .kind: reference.kind.rawValue
                    case .target: clean(reference.target)
                    case .title: clean(reference.title)
                    case .resolved: reference.resolved ? "1" : "0"
                    }
                }
            }.joined(separator: String(item))
        case .sources:
            practice.sources.map { source in
                parts { (name: SourcePart) in
                    switch name {
                    case .file: clean(source.file)
                    case .line: String(source.line)
                    case .kind: source.kind?.rawValue ?? ""
                    case .edition: source.edition.map(clean) ?? ""
                    }
                }
            }.joined(separator: String(item))
        case .outdatedEdition: practice.outdatedEdition.map(clean) ?? absent
        case .url: practice.url.map(clean) ?? absent
        case .staleKorean:
            practice.staleKorean.map { stale in
                parts { (name: StalePart) in
                    clean(name == .korean ? stale.koreanEdition : stale.englishEdition)
                }
            } ?? absent
        case .koSource: practice.koSource?.rawValue ?? absent
        case .koParaphrase: practice.koParaphrase.map(clean) ?? absent
        }
    }

    /// One value of every part, in order, as one field of the record.
    private static func parts<Name: CaseIterable>(_ value: (Name) -> String) -> String {
        Name.allCases.map(value).joined(separator: String(part))
    }

    static func decode(_ record: String) -> Practice? {
        let fields = Parts<Field>(split(record, field))
        guard let fields, let strength = Strength(rawValue: fields[.strength]) else { return nil }
        let references = items(fields[.references]).compactMap { value -> Reference? in
            guard let parts = Parts<ReferencePart>(split(value, part)),
                let kind = Reference.Kind(rawValue: parts[.kind])
            else { return nil }
            return Reference(
                kind: kind, target: parts[.target], title: parts[.title], resolved: parts[.resolved] == "1")
        }
        let sources = items(fields[.sources]).compactMap { value -> SourceLocation? in
            guard let parts = Parts<SourcePart>(split(value, part)), let line = Int(parts[.line]) else { return nil }
            return SourceLocation(
                file: parts[.file], line: line, kind: SourceKind(rawValue: parts[.kind]),
                edition: parts[.edition].isEmpty ? nil : parts[.edition])
        }
        var practice = Practice(
            id: fields[.id], lead: fields[.lead], body: fields[.body], ko: fields.optional(.ko), page: fields[.page],
            section: fields[.section], strength: strength, platforms: items(fields[.platforms]),
            states: items(fields[.states]), transitions: items(fields[.transitions]), styles: items(fields[.styles]),
            references: references, sources: sources)
        practice.outdatedEdition = fields.optional(.outdatedEdition)
        practice.url = fields.optional(.url)
        if let stale = fields.optional(.staleKorean).flatMap({ Parts<StalePart>(split($0, part)) }) {
            practice.staleKorean = StaleKorean(koreanEdition: stale[.korean], englishEdition: stale[.english])
        }
        practice.koSource = fields.optional(.koSource).flatMap(KoreanSource.init(rawValue:))
        practice.koParaphrase = fields.optional(.koParaphrase)
        return practice
    }

    /// Split values read by name: exactly one for each case of `Name`.
    private struct Parts<Name: RawRepresentable<Int> & CaseIterable> {
        let values: [String]

        init?(_ values: [String]) {
            guard values.count == Name.allCases.count else { return nil }
            self.values = values
        }

        subscript(_ name: Name) -> String { values[name.rawValue] }

        /// The value, or nil for the mark of an absent one.
        func optional(_ name: Name) -> String? {
            values[name.rawValue] == PracticeRecord.absent ? nil : values[name.rawValue]
        }
    }

    private static func list(_ values: [String]) -> String {
        values.joined(separator: String(item))
    }

    private static func items(_ value: String) -> [String] {
        value.isEmpty ? [] : split(value, item)
    }

    /// Splits on a one-byte separator over UTF-8, without the grapheme breaking that
    /// `String.split` does, and over the string's contiguous bytes: the generic split of a
    /// `UTF8View` cost about a tenth of an MCP search answer, which decodes ten records. The
    /// values are counted first so the result is allocated once: the split's own array, grown
    /// as it went, took as many instructions as making the strings.
    private static func split(_ value: String, _ separator: Character) -> [String] {
        let byte = separator.asciiValue!
        var value = value
        return value.withUTF8 { bytes in
            var result: [String] = []
            result.reserveCapacity(bytes.reduce(1) { $1 == byte ? $0 + 1 : $0 })
            var start = 0
            for index in bytes.indices where bytes[index] == byte {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return result
        }
    }

    /// Separators and NUL (which ends a string in SQLite's C API) never occur in guideline text;
    /// should one appear, it becomes a space.
    private static func clean(_ value: String) -> String {
        func isReserved(_ character: Character) -> Bool {
            character == field || character == item || character == part || character == "\u{0}"
                || String(character) == absent
        }
        // Each reserved character is a control character, always a Character of its own: a
        // look at the bytes tells whether there is one, without walking the Characters.
        guard value.utf8.contains(where: { $0 <= 0x1F && ($0 >= 0x1C || $0 == 0) }) else { return value }
        guard value.contains(where: isReserved) else { return value }
        return String(value.map { isReserved($0) ? " " : $0 })
    }
}
