import HIGModel

/// Finds the presentation styles a guideline names or is about: its page's (the Alerts page is
/// about alerts), and those its section, lead and body name or recommend. A style offered as
/// the alternative ("use a sheet instead"), one of a list of any interface ("an alert, modal
/// view, or other interface"), or an illustration ("For example, a share sheet …", "such as …")
/// does not count.
struct StyleReader: Sendable {
    private let matcher: PhraseMatcher
    /// Compact style names and synonyms (and their plurals) → style ID, for page titles.
    private let stylesByTitle: [String: String]
    private let multitaskingStyles: Set<String>
    /// Components that are not presentations (the split-view component): a practice is about one
    /// when its page, section or lead names it, not when its body mentions one in passing.
    private let componentStyles: Set<String>
    /// Words that put "split view" in the multitasking sense: the iPad mode, not the component.
    private static let multitaskingWords = ["multitasking", "slide over", "stage manager", "멀티태스킹"]

    init(taxonomy: Taxonomy) {
        var stylesByTitle: [String: String] = [:]
        for style in taxonomy.styles {
            for name in [style.name] + style.synonyms {
                let compact = Slug.compact(name)
                for key in [compact, compact + "s"] where stylesByTitle[key] == nil { stylesByTitle[key] = style.id }
            }
        }
        self.stylesByTitle = stylesByTitle
        matcher = PhraseMatcher(
            taxonomy.styles.flatMap { style in
                ([style.name] + style.synonyms + style.symbols).map { ($0, style.id) }
            })
        multitaskingStyles = Set(taxonomy.styles.filter { $0.family == "multitasking" }.map(\.id))
        componentStyles = Set(taxonomy.styles.filter { $0.family == "component" }.map(\.id))
    }

    /// The style a whole page is about.
    func pageStyle(title: String) -> String? {
        stylesByTitle[Slug.compact(title)]
    }

    func styles(in text: GuidelineText) -> [(String, TagReason)] {
        var found: [(String, TagReason)] = []
        func add(_ style: String, _ evidence: String, _ sentence: GuidelineText.Sentence) {
            guard !found.contains(where: { $0.0 == style }) else { return }
            found.append(
                (
                    style,
                    TagReason(
                        kind: .style, tag: style, evidence: evidence, place: sentence.place, sentence: sentence.text)
                ))
        }
        let multitasking = text.sentences.contains { sentence in
            let lowered = sentence.text.lowercased()
            // In ASCII text the words can only be found byte for byte; elsewhere Foundation's
            // search, which also finds a decomposed 멀티태스킹, stays the judge.
            if WordScalars.isASCII(lowered) {
                return Self.multitaskingWords.contains { ByteSearch.contains($0, in: lowered) }
            }
            return Self.multitaskingWords.contains { lowered.contains($0) }
        }
        for sentence in text.sentences {
            if sentence.place == .page {
                if let style = pageStyle(title: sentence.text) { add(style, sentence.text, sentence) }
                continue
            }
            let words = sentence.clauses.flatMap(\.words)
            for (index, clause) in sentence.clauses.enumerated() {
                for (range, keys) in grouped(matcher.matches(inWords: clause.words)) {
                    let context = ClauseContext(words: clause.words, cue: range)
                    // "For example, a share sheet displays …": the example's subject.
                    if sentence.isExample && index == 1 && range.lowerBound <= 2 { continue }
                    guard counts(range, in: clause, allWords: words, context: context) else { continue }
                    let evidence = clause.words[range].joined(separator: " ")
                    for key in choose(keys, clause: clause, multitasking: multitasking)
                    where sentence.place != .body || !componentStyles.contains(key) {
                        add(key, evidence, sentence)
                    }
                }
            }
        }
        return found
    }

    private func grouped(_ matches: [PhraseMatcher.Match]) -> [(Range<Int>, [String])] {
        var groups: [(Range<Int>, [String])] = []
        for match in matches {
            if let last = groups.last, last.0 == match.range {
                if !groups[groups.count - 1].1.contains(match.key) { groups[groups.count - 1].1.append(match.key) }
            } else {
                groups.append((match.range, [match.key]))
            }
        }
        return groups
    }

    /// "Split View" the iPad mode and "split view" the component share their words: the mode
    /// where the practice speaks of multitasking or writes it "Split View", the component
    /// otherwise.
    private func choose(_ keys: [String], clause: GuidelineText.Clause, multitasking: Bool) -> [String] {
        guard keys.count > 1 else { return keys }
        let modes = keys.filter(multitaskingStyles.contains)
        let others = keys.filter { !multitaskingStyles.contains($0) }
        guard !modes.isEmpty, !others.isEmpty else { return keys }
        return multitasking || clause.text.contains("Split View") ? modes : others
    }

    private func counts(
        _ range: Range<Int>, in clause: GuidelineText.Clause, allWords: [String], context: ClauseContext
    ) -> Bool {
        if context.isExampleMention { return false }
        let after = clause.words[range.upperBound...]
        let before = clause.words[..<range.lowerBound]
        if after.contains("instead") && !before.suffix(2).elementsEqual(["instead", "of"]) { return false }
        return !Self.endsOpenList(after: clause.words[range], in: allWords)
    }

    /// "an alert, modal view, or other interface": any interface, not this style.
    private static func endsOpenList(after style: ArraySlice<String>, in words: [String]) -> Bool {
        guard let start = words.indices.first(where: { words[$0...].starts(with: style) }) else { return false }
        let window = Array(words[(start + style.count)...].prefix(8))
        for index in window.indices.dropLast() where ["or", "and"].contains(window[index]) {
            if ["other", "another", "any"].contains(window[index + 1]) { return true }
        }
        return false
    }
}
