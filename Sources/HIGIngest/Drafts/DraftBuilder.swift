import HIGModel

/// Makes a document's page draft: what the document declares of itself, its title and place in
/// Apple's navigation, then its article's blocks walked once, each taken by the walker whose
/// concern it is (`DraftWalkers`).
struct DraftBuilder {
    let platforms: PhraseMatcher

    func build(_ document: ReadDocument) -> PageDraft {
        let resolution = TitleResolver.resolve(
            blocks: document.blocks, declared: document.declaredTitle, path: document.path)
        var cursor = DraftCursor(draft: declared(document, resolution), platforms: platforms)
        let blocks = ClippingChrome.article(document.blocks, titleIndex: resolution.headingIndex)
        for (offset, block) in blocks.enumerated() {
            // The title's heading is the page's title, not a section.
            if offset == 0, resolution.headingIndex != nil { continue }
            if offset == 0, block.headingLevel == 1, TitleResolver.clean(block.content.text) == resolution.title {
                continue
            }
            DraftWalkers.walk(block, &cursor)
        }
        return cursor.draft
    }

    /// The draft as far as the document declares it, before any block of its article is read.
    private func declared(_ document: ReadDocument, _ resolution: TitleResolver.Resolution) -> PageDraft {
        var draft = PageDraft(path: document.path, format: document.format, title: resolution.title)
        draft.declaredPlatforms = document.declaredPlatforms.compactMap { platforms.keys(in: $0).first }
        draft.related = document.related
        draft.seeAlso = document.seeAlso
        draft.metadata = document.metadata
        draft.revised = document.revised
        draft.declaredURLs = document.declaredURLs
        draft.titleWritten = resolution.written
        draft.titleDeclared = document.declaredTitle != nil
        draft.navigation = NavigationLinks(document.blocks, titleIndex: resolution.headingIndex)
        return draft
    }
}
