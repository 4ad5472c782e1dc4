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
    private static func splitBeforeLowercaseNames(_ text: String) -> [String] {
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
        var clauses: [Clause] = []
        var current = ""
        for character in text {
            if clauseBreaks.contains(character) {
                clauses.append(Clause(text: current, words: PhraseMatcher.words(current)))
                current = ""
            } else {
                current.append(character)
            }
        }
        clauses.append(Clause(text: current, words: PhraseMatcher.words(current)))
        clauses.removeAll { $0.words.isEmpty }
        let opening = PhraseMatcher.words(String(text.prefix(14)))
        let isExample = opening.starts(with: ["for", "example"]) || opening.starts(with: ["for", "instance"])
        return Sentence(place: place, text: text, clauses: clauses, isExample: isExample)
    }
}
