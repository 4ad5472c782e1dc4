import HIGModel

/// Tags a practice with what the taxonomy knows, from what the guideline is about: lifecycle
/// transitions and states (`MomentReader`), presentation styles (`StyleReader`), platforms (the
/// page's and section's, narrowed by `PlatformReader`) and strength (`StrengthReader`). Every tag
/// comes with the words and place that gave it, for `hig show ID --explain`. Built once per ingest.
package struct GuidelineTagger: Sendable {
    package let taxonomy: Taxonomy
    let platforms: PhraseMatcher
    private let moments: MomentReader
    private let styles: StyleReader
    /// Taxonomy order of every qualified state and transition, so tags come out in one order.
    private let order: [String: Int]

    package init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        platforms = PhraseMatcher(
            taxonomy.platforms.flatMap { platform in
                ([platform.name, platform.id] + platform.synonyms).map { ($0, platform.id) }
            })
        moments = MomentReader(taxonomy: taxonomy)
        styles = StyleReader(taxonomy: taxonomy)
        var order: [String: Int] = [:]
        for machine in taxonomy.machines {
            for state in machine.states { order[Taxonomy.qualified(machine.id, state.id)] = order.count }
            for transition in machine.transitions { order[Taxonomy.qualified(machine.id, transition.id)] = order.count }
        }
        self.order = order
    }

    /// Every tag of a practice. `scope` holds the platforms of its page and section.
    package func tag(lead: String, body: String, section: String, pageTitle: String, scope: [String]) -> PracticeTags {
        // "For guidance, see Launching." names another page, not this practice's moment or style.
        let body = Self.withoutPointers(body)
        let text = GuidelineText(lead: lead, body: body, section: section, pageTitle: pageTitle)
        var tags = PracticeTags()
        let found = moments.moments(in: text, scope: scope, order: order)
        tags.transitions = found.transitions.map(\.0)
        tags.states = found.states.map(\.0)
        for (key, hit) in found.transitions {
            tags.reasons.append(
                TagReason(kind: .transition, tag: key, evidence: hit.evidence, place: hit.place, sentence: hit.sentence)
            )
        }
        for (key, hit) in found.states {
            tags.reasons.append(
                TagReason(kind: .state, tag: key, evidence: hit.evidence, place: hit.place, sentence: hit.sentence))
        }
        let styled = styles.styles(in: text)
        tags.styles = styled.map(\.0)
        tags.reasons += styled.map(\.1)
        let platformed = PlatformReader(matcher: platforms).platforms(scope: scope, in: text)
        tags.platforms = platformed.platforms
        tags.reasons += platformed.reasons
        let strength = StrengthReader.strength(lead: lead, body: body)
        tags.strength = strength.strength
        tags.reasons.append(
            TagReason(
                kind: .strength, tag: strength.strength.rawValue, evidence: strength.evidence, place: strength.place,
                sentence: strength.place == .lead ? lead : nil))
        return tags
    }

    /// The style a whole page is about: the Alerts page concerns alerts throughout.
    func pageStyle(title: String) -> String? {
        styles.pageStyle(title: title)
    }

    /// "For guidance, see Launching." names another page; it says nothing about this practice's
    /// lifecycle moment or style.
    static func withoutPointers(_ text: String) -> String {
        // The regular expression is only paid for where it can match.
        guard ByteSearch.contains(", see ", in: text) else { return text }
        return text.replacingOccurrences(
            of: #"(For (developer )?guidance|To learn more|For more information), see [^.\n]*\.?"#, with: " ",
            options: .regularExpression)
    }
}
