import HIGModel

/// A practice's text as the tagger reads it: each place split into sentences, each sentence into
/// clauses of words (split the way `PhraseMatcher.words` splits), so a cue is judged by the words
/// of its own clause.
struct GuidelineText: Sendable {
    struct Sentence: Sendable {
        var place: TagPlace
        var text: String
        var clauses: [Clause]
        /// "For example, …" and "For instance, …": what it names illustrates, it is not the subject.
        var isExample: Bool
    }

    struct Clause: Sendable {
        var text: String
        var words: [String]
    }

    var sentences: [Sentence]

    init(lead: String, body: String, section: String, pageTitle: String) {
        var sentences: [Sentence] = []
        func add(_ text: String, _ place: TagPlace) {
            let trimmed = text.trimmed
            guard !trimmed.isEmpty else { return }
            sentences.append(Self.sentence(trimmed, place))
        }
        add(pageTitle, .page)
        add(section, .section)
        for sentence in Self.split(lead) { add(sentence, .lead) }
        for sentence in Self.split(body) { add(sentence, .body) }
        self.sentences = sentences
    }

    func sentences(in place: TagPlace) -> [Sentence] {
        sentences.filter { $0.place == place }
    }

    /// Sentences of a paragraph, its lines (list items) apart.
    static func split(_ text: String) -> [String] {
        var result: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = String(line).trimmed
            if rest.hasPrefix("•") { rest = String(rest.dropFirst()).trimmed }
            while !rest.isEmpty {
                let (first, remainder) = Sentences.splitFirst(rest)
                result += splitBeforeLowercaseNames(first)
                rest = remainder
            }
        }
        return result
    }

    /// "… responsive. macOS, visionOS, and watchOS don’t …": a sentence may open with a name
    /// written in lowercase (macOS, iOS, iPhone).
    static func splitBeforeLowercaseNames(_ text: String) -> [String] {
        // A split needs a period before white space, which is ASCII or not ASCII at all; most
        // sentences have none, and are not walked a Character at a time.
        guard mayHavePeriodBeforeSpace(text) else {
            let trimmed = text.trimmed
            return trimmed.isEmpty ? [] : [trimmed]
        }
        return characterSplitBeforeLowercaseNames(text)
    }

    private static func mayHavePeriodBeforeSpace(_ text: String) -> Bool {
        var previousIsPeriod = false
        for byte in text.utf8 {
            if previousIsPeriod && (byte >= 0x80 || byte == 0x20 || (0x09...0x0D).contains(byte)) { return true }
            previousIsPeriod = byte == UInt8(ascii: ".")
        }
        return false
    }

    /// The same, a Character at a time.
    static func characterSplitBeforeLowercaseNames(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            current.append(character)
            guard character == ".", characters.first?.isWhitespace == true else { continue }
            let next = characters.drop { $0.isWhitespace }
            let word = next.prefix { $0.isLetter }
            if let initial = word.first, initial.isLowercase, word.dropFirst().contains(where: \.isUppercase) {
                result.append(current.trimmed)
                current = ""
            }
        }
        if !current.trimmed.isEmpty { result.append(current.trimmed) }
        return result
    }

    private static let clauseBreaks: Set<Character> = [",", ";", ":", "—", "–", "(", ")"]

    private static func sentence(_ text: String, _ place: TagPlace) -> Sentence {
        var clauses = clauseTexts(text).map { Clause(text: $0, words: PhraseMatcher.words($0)) }
        clauses.removeAll { $0.words.isEmpty }
        let opening = PhraseMatcher.words(String(text.prefix(14)))
        let isExample = opening.starts(with: ["for", "example"]) || opening.starts(with: ["for", "instance"])
        return Sentence(place: place, text: text, clauses: clauses, isExample: isExample)
    }

    /// The text between clause breaks, empty pieces included.
    static func clauseTexts(_ text: String) -> [String] {
        // ASCII text, or ASCII with typographic quotes and dashes, is cut at the breaks' bytes
        // without walking its Characters.
        let pieces = text.utf8.withContiguousStorageIfAvailable { bytes in
            WordScalars.isASCIIOrTypographic(bytes: bytes) ? plainClauseTexts(bytes) : nil
        }
        if let pieces, let pieces { return pieces }
        return characterClauseTexts(text)
    }

    private static func plainClauseTexts(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var pieces: [String] = []
        var start = 0
        var index = 0
        func cut(skipping length: Int) {
            pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index += length
            start = index
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"):
                cut(skipping: 1)
            case 0xE2 where WordScalars.typographicMark(bytes, at: index).map({ $0 == 0x93 || $0 == 0x94 }) == true:
                // – and —.
                cut(skipping: 3)
            default:
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    /// The same, a Character at a time, for any text.
    static func characterClauseTexts(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if clauseBreaks.contains(character) {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces
    }
}
