import HIGParsers
import Testing

@Suite("Crowded paragraphs")
struct CrowdedInlineTests {
    @Test("a paragraph of ten thousand bold runs keeps its text in a bounded tree")
    func boundedTree() throws {
        let document = MarkdownParser.parse(String(repeating: "**a** ", count: 10_000))
        let paragraph = try #require(document.children.first)
        #expect(paragraph.children.count <= MarkdownParser.maximumInlineChildren + 2)
        func text(_ node: MarkdownNode) -> String { node.literal + node.children.map(text).joined() }
        #expect(text(paragraph).filter { $0 == "a" }.count == 10_000)
    }
}
