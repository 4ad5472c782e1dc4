import HIGModel

/// Narrows the platforms of a practice's page and section by what its own text says: a lead
/// that names where it applies ("In an iPhone app, …", "… in an iPadOS app"), and, under a lead
/// that depends on the platform ("If the platform requires it", "If supported"), the body's
/// statements of which platforms do ("In iOS, iPadOS, and tvOS, …") and which don't ("macOS,
/// visionOS, and watchOS don’t require launch screens").
struct PlatformReader: Sendable {
    let matcher: PhraseMatcher

    func platforms(scope: [String], in text: GuidelineText) -> (platforms: [String], reasons: [TagReason]) {
        var platforms = scope
        var reasons: [TagReason] = []
        let lead = text.sentences(in: .lead)
        for sentence in lead {
            let limited = sentence.clauses.flatMap { limits(in: $0.words) }
            guard !limited.isEmpty else { continue }
            let narrowed = platforms.filter(limited.contains)
            platforms = narrowed.isEmpty ? limited : narrowed
            reasons.append(reason("the lead limits it", sentence))
        }
        guard lead.contains(where: Self.dependsOnPlatform) else { return (platforms, reasons) }
        for sentence in text.sentences(in: .body) where !sentence.isExample {
            let words = sentence.clauses.flatMap(\.words)
            let named = matcher.keys(inWords: words)
            guard !named.isEmpty else { continue }
            if words.contains(where: PlatformScopeWords.negators.contains) {
                platforms.removeAll(where: named.contains)
                reasons.append(reason("the body rules out " + named.joined(separator: ", "), sentence))
            } else if let first = words.first, PlatformScopeWords.places.contains(first) {
                platforms = platforms.filter(named.contains)
                reasons.append(reason("the body names where it applies", sentence))
            }
        }
        return (platforms, reasons)
    }

    /// Platforms a clause places the guidance on: "in an iPhone app", "In iOS and iPadOS".
    private func limits(in words: [String]) -> [String] {
        var result: [String] = []
        for match in matcher.matches(inWords: words) {
            var index = match.range.lowerBound - 1
            while index >= 0,
                PlatformScopeWords.determiners.contains(words[index]) || ["and", "or"].contains(words[index])
                    || matcher.keys(inWords: [words[index]]).count == 1
            {
                index -= 1
            }
            if index >= 0, PlatformScopeWords.places.contains(words[index]), !result.contains(match.key) {
                result.append(match.key)
            }
        }
        return result
    }

    /// "If the platform requires it", "If supported", "Where available".
    private static func dependsOnPlatform(_ sentence: GuidelineText.Sentence) -> Bool {
        guard let words = sentence.clauses.first?.words, let first = words.first,
            ["if", "when", "where"].contains(first)
        else { return false }
        return words.contains("platform") || words.contains("supported") || words.contains("available")
    }

    private func reason(_ rule: String, _ sentence: GuidelineText.Sentence) -> TagReason {
        TagReason(kind: .platform, tag: "", evidence: rule, place: sentence.place, sentence: sentence.text)
    }
}
