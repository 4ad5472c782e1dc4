/// Site furniture that web clippings carry around the article: "This page requires JavaScript",
/// the global navigation and sidebar before the title, the footer after "Current page is …".
enum ClippingChrome {
    static let footerParagraphPrefixes = [
        "current page is", "skip navigation", "copyright ©", "copyright ©",
    ]
    private static let footerHeadings: Set<String> = ["supported platforms", "quick links"]

    /// Whether a paragraph opens the footer. Only its start is lowercased (the longest prefix is
    /// eleven Characters): lowercasing every paragraph whole was a cost per block.
    static func isFooterParagraph(_ text: String) -> Bool {
        let start = String(text.prefix(32)).lowercased()
        return footerParagraphPrefixes.contains(where: start.hasPrefix)
    }

    /// The article's blocks: from the title heading (when the title came from one) to the footer.
    static func article(_ blocks: [Block], titleIndex: Int?) -> ArraySlice<Block> {
        let start = titleIndex ?? 0
        var end = blocks.count
        for index in start..<blocks.count {
            let block = blocks[index]
            if block.kind == .paragraph, isFooterParagraph(block.content.text) {
                end = index
                break
            }
            if block.headingLevel.map({ $0 >= 4 }) == true,
                footerHeadings.contains(block.content.text.lowercased().trimmed)
            {
                end = index
                break
            }
        }
        return blocks[start..<end]
    }
}
