import Testing

@testable import HIGParsers

/// Every construct the readers handle comes out of the parser as a named kind, so a kind whose
/// cmark-gfm name is misspelt would show as `.other` here rather than as a block silently skipped.
@Suite("Markdown node kinds")
struct MarkdownNodeKindTests {
    static let everyConstruct = """
        # Title

        A paragraph with **strong**, *emphasis*, `code`, ~~struck~~, <b>inline html</b>, a [link](https://example.com)
        and an ![image](a.png)  
        after a hard break.

        > A quotation.

        - An item
        - [x] A checked item

        ```
        code block
        ```

        <div>html block</div>

        ---

        | Platform | Size |
        | --- | --- |
        | iOS | 44x44 pt |
        """

    static func kinds(_ node: MarkdownNode) -> [MarkdownNode.Kind] {
        [node.type] + node.children.flatMap(kinds)
    }

    @Test("the parser names every construct's kind, none of them other")
    func everyKindNamed() {
        let kinds = Self.kinds(MarkdownParser.parse(Self.everyConstruct))
        #expect(!kinds.contains(.other), "\(kinds)")
        let expected: Set<MarkdownNode.Kind> = [
            .document, .heading, .paragraph, .strong, .emph, .code, .strikethrough, .htmlInline, .link, .image,
            .linebreak, .softbreak, .blockQuote, .list, .item, .tasklist, .codeBlock, .htmlBlock, .thematicBreak,
            .table, .tableRow, .tableCell, .text,
        ]
        #expect(expected.subtracting(kinds).isEmpty, "missing: \(expected.subtracting(kinds))")
    }

    @Test("a kind the list does not name is kept as other, with its children")
    func unknownKind() {
        #expect(MarkdownNode.Kind(cmarkName: "a_future_kind") == .other)
        #expect(MarkdownNode.Kind(cmarkName: "block_quote") == .blockQuote)
    }
}
