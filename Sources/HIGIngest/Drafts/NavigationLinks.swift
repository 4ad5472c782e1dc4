import HIGModel

/// Where a source places its page in Apple's navigation: the breadcrumb line above its title
/// (`[Human Interface Guidelines](../README.md) › [Components](../Components.md) › **Content**`)
/// and, on a collection page, the list of the pages it holds (`- [Charts](Content/Charts.md) — …`).
/// Links are kept as written; the assembler resolves them to pages once every page is known.
struct NavigationLinks: Sendable, Hashable {
    static let separator = "›"

    /// The breadcrumb's links, outermost first; the page itself is the unlinked last step.
    var breadcrumb: [InlineLink] = []
    /// The breadcrumb's line in its file, for a diagnostic when it names no page.
    var breadcrumbLine = 0
    /// The pages the source lists, in order: list items that open with a link to another file.
    var listing: [InlineLink] = []

    var isEmpty: Bool { breadcrumb.isEmpty && listing.isEmpty }

    init() {}

    /// Read from a document's blocks, its title heading at `titleIndex` (when a heading gave it).
    init(_ blocks: [Block], titleIndex: Int?) {
        let start = titleIndex ?? 0
        for block in blocks[..<min(start, blocks.count)].reversed() where Self.isBreadcrumb(block) {
            breadcrumb = block.content.links
            breadcrumbLine = block.line
            break
        }
        for block in blocks[min(start, blocks.count)...] where block.kind == .listItem {
            guard let first = block.content.links.first, Self.isFileLink(first.url),
                block.content.text.trimmed.hasPrefix(first.text)
            else { continue }
            listing.append(first)
        }
    }

    private static func isBreadcrumb(_ block: Block) -> Bool {
        block.kind == .paragraph && !block.content.links.isEmpty
            && ByteSearch.contains(separator, in: block.content.text)
    }

    /// A link to another file of the collection: relative, no scheme, not an anchor.
    private static func isFileLink(_ url: String) -> Bool {
        let trimmed = url.trimmed
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.hasPrefix("/") else { return false }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/") { return false }
        return true
    }
}
