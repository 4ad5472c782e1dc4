import HIGModel

/// Attaches the practices of Korean-only sources to the English practices they translate, by
/// what the two share rather than by order (a translation of another version orders and counts
/// its practices differently): the Korean already attached to an English practice, Latin words
/// and links the translation keeps ("Shared Space", "iOS"), and, least, the place in the section.
/// A Korean practice that matches no English one is guidance of its own and becomes a practice.
enum KoreanAligner {
    /// What a pair must score to be a translation.
    static let threshold = 0.3

    static func align(_ drafts: [PageDraft], to practices: inout [MergedPractice]) -> [KoreanNote] {
        var notes: [KoreanNote] = []
        for draft in drafts where !draft.koreanPractices.isEmpty {
            let pairs = matches(draft.koreanPractices, in: draft, against: practices)
            var added: [MergedPractice] = []
            for (offset, korean) in draft.koreanPractices.enumerated() {
                guard let target = pairs[offset] else {
                    added.append(PracticeMerger.makeMerged(korean, from: draft))
                    continue
                }
                let location = SourceLocation(file: draft.path, line: korean.line)
                let text = korean.body.isEmpty ? korean.lead : korean.lead + "\n" + korean.body
                if Hangul.isKorean(practices[target].lead) {
                    // Guidance another Korean-only source already gave.
                } else if practices[target].ko == nil {
                    practices[target].ko = text
                    practices[target].koOrigin = KoreanOrigin(koreanOnly: korean, in: draft)
                } else if let previous = practices[target].ko, let origin = practices[target].koOrigin,
                    origin.isOlder(than: draft.edition), translatesCurrent(draft, practices[target])
                {
                    // A translation of the English given now leads; the older one stays as a note.
                    notes.append(
                        KoreanNote(
                            section: practices[target].section, english: practices[target].lead, text: previous,
                            source: origin.source))
                    practices[target].ko = text
                    practices[target].koOrigin = KoreanOrigin(koreanOnly: korean, in: draft)
                } else {
                    notes.append(
                        KoreanNote(
                            section: practices[target].section, english: practices[target].lead, text: text,
                            source: location))
                }
                if !practices[target].sources.contains(location) { practices[target].sources.append(location) }
            }
            practices += added
        }
        return notes
    }

    /// Whether a Korean-only source is at least as new as the English wording the practice gives
    /// (Apple's own translation of the current page), so its Korean says what the English says.
    private static func translatesCurrent(_ draft: PageDraft, _ practice: MergedPractice) -> Bool {
        guard let korean = draft.edition, let english = practice.textEdition else { return false }
        return korean >= english
    }

    /// For each Korean practice, the practice it translates (or, from another Korean-only
    /// source, repeats), if any.
    private static func matches(_ korean: [PracticeDraft], in draft: PageDraft, against practices: [MergedPractice])
        -> [Int: Int]
    {
        let candidates = Array(practices.indices)
        let koreanSections = korean.map { draft.sectionSlug(of: $0) }
        let koreanPlaces = places(of: koreanSections)
        let englishSections = candidates.map { Slug.make(practices[$0].section) }
        let englishPlaces = places(of: englishSections)
        let koreanFeatures = korean.map {
            Features(korean: $0.lead + " " + $0.body, lead: $0.lead, body: $0.body, links: $0.links)
        }
        let englishFeatures = candidates.map { index in
            let practice = practices[index]
            let text = practice.lead + " " + practice.body
            return Features(
                korean: practice.ko ?? (Hangul.isKorean(practice.lead) ? text : ""), lead: practice.lead,
                body: practice.body, links: practice.links)
        }
        var scored: [GreedyPairing.Candidate] = []
        for (k, features) in koreanFeatures.enumerated() {
            for (e, target) in englishFeatures.enumerated() {
                let sameSection = !koreanSections[k].isEmpty && koreanSections[k] == englishSections[e]
                let place = sameSection ? 1 - abs(koreanPlaces[k] - englishPlaces[e]) : 0
                var score = 0.45 * dice(features.bigrams, target.bigrams)
                score += 0.25 * containment(features.leadAnchors, in: target.leadAnchors)
                score += 0.15 * containment(features.anchors, in: target.anchors)
                score += 0.1 * place + (sameSection ? 0.1 : 0)
                scored.append(.init(score: score, left: k, right: e))
            }
        }
        var result: [Int: Int] = [:]
        var taken: Set<Int> = []
        for (korean, english) in GreedyPairing.pairs(scored, threshold: threshold) {
            result[korean] = candidates[english]
            taken.insert(english)
        }
        // What is left in a section on both sides in equal numbers: the same guidelines in order,
        // translated too loosely to show it.
        var koreanLeft: [String: [Int]] = [:]
        for (index, section) in koreanSections.enumerated() where result[index] == nil && !section.isEmpty {
            koreanLeft[section, default: []].append(index)
        }
        var englishLeft: [String: [Int]] = [:]
        for (index, section) in englishSections.enumerated() where !taken.contains(index) {
            englishLeft[section, default: []].append(index)
        }
        for (section, koreanIndices) in koreanLeft {
            guard let englishIndices = englishLeft[section], englishIndices.count == koreanIndices.count else {
                continue
            }
            for (korean, english) in zip(koreanIndices, englishIndices) {
                result[korean] = candidates[english]
                taken.insert(english)
            }
        }
        return result
    }

    /// Each item's place within its section, from 0 (first) to 1 (last).
    private static func places(of sections: [String]) -> [Double] {
        var counts: [String: Int] = [:]
        for section in sections { counts[section, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return sections.map { section in
            let index = seen[section, default: 0]
            seen[section] = index + 1
            let count = counts[section]!
            return count > 1 ? Double(index) / Double(count - 1) : 0.5
        }
    }

    /// The share of `part` that `whole` holds.
    private static func containment(_ part: Set<String>, in whole: Set<String>) -> Double {
        part.isEmpty ? 0 : Double(part.intersection(whole).count) / Double(part.count)
    }

    private static func dice<T>(_ lhs: Set<T>, _ rhs: Set<T>) -> Double {
        guard !lhs.isEmpty, !rhs.isEmpty else { return 0 }
        return 2 * Double(lhs.intersection(rhs).count) / Double(lhs.count + rhs.count)
    }

    /// What a practice's text shares with its translation.
    private struct Features {
        /// Pairs of adjacent Hangul syllables.
        var bigrams: Set<String> = []
        /// Latin words of three letters or more, numbers and link targets.
        var anchors: Set<String> = []
        /// The lead's Latin words and numbers.
        var leadAnchors: Set<String> = []

        init(korean: String, lead: String, body: String, links: [InlineLink]) {
            var previous: Unicode.Scalar?
            for scalar in korean.unicodeScalars {
                if Hangul.isHangul(scalar) {
                    if let previous { bigrams.insert(String(previous) + String(scalar)) }
                    previous = scalar
                } else if !scalar.properties.isWhitespace {
                    previous = nil
                }
            }
            leadAnchors = Self.latinWords(lead)
            anchors = leadAnchors.union(Self.latinWords(body))
            for link in links {
                let name = link.url.split(separator: "/").last.map(String.init) ?? ""
                let stem = name.split(separator: "#").first.map { $0.replacingOccurrences(of: ".md", with: "") } ?? ""
                let target = Slug.make(stem.replacingOccurrences(of: ".html", with: ""))
                if !target.isEmpty { anchors.insert("link:" + target) }
            }
        }

        private static func latinWords(_ text: String) -> Set<String> {
            var words: Set<String> = []
            for word in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
            where word.count >= 3 || word.allSatisfy(\.isNumber) {
                words.insert(word.lowercased())
            }
            return words
        }
    }
}
