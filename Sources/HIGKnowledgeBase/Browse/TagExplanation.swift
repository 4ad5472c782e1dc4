import HIGIndex
import HIGIngest
import HIGModel

/// Why a practice carries its tags, for `hig show ID --explain`: the tagger run again over the
/// practice's text, its section and its page, with the platforms of the page and section as the
/// scope it narrows.
package struct TagExplanation: Sendable {
    package var tags: PracticeTags
    /// The platforms of the practice's page and section, before its own text narrows them.
    package var scope: [String]
}

extension KnowledgeBase {
    package func explainTags(of practice: Practice) throws -> TagExplanation {
        let reader = try reader()
        let page = try reader.page(id: practice.page)
        var scope = page?.platforms ?? practice.platforms
        if let section = page?.sections.first(where: { $0.title == practice.section }), !section.platforms.isEmpty {
            let narrowed = scope.filter(section.platforms.contains)
            scope = narrowed.isEmpty ? section.platforms : narrowed
        }
        let tagger = GuidelineTagger(taxonomy: try taxonomy())
        let tags = tagger.tag(
            lead: practice.lead, body: practice.body, section: practice.section,
            pageTitle: page?.title ?? practice.page, scope: scope)
        return TagExplanation(tags: tags, scope: scope)
    }
}
