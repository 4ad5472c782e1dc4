/// Site furniture that web clippings carry around the article: "This page requires JavaScript",
/// the global navigation and sidebar before the title, the footer after "Current page is …".
enum ClippingChrome {
    private static let footerParagraphPrefixes = [
        "current page is", "skip navigation", "copyright ©", "copyright ©",
    ]
    private static let footerHeadings: Set<String> = ["supported platforms", "quick links"]

    /// The article's blocks: from the title heading (when the title came from one) to the footer.
    static func article(_ blocks: [Block], titleIndex: Int?) -> ArraySlice<Block> {
        let start = titleIndex ?? 0
        var end = blocks.count
        for index in start..<blocks.count {
            let block = blocks[index]
            let text = block.content.text.lowercased()
            if block.kind == .paragraph, footerParagraphPrefixes.contains(where: text.hasPrefix) {
                end = index
                break
            }
            if block.headingLevel.map({ $0 >= 4 }) == true, footerHeadings.contains(text.trimmed) {
                end = index
                break
            }
        }
        return blocks[start..<end]
    }
}
