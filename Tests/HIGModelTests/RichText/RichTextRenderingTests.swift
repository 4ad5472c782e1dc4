import HIGModel
import Testing

/// Rich prose for a terminal and as Markdown (the MCP server's answers).
@Suite("Rich text rendering")
struct RichTextRenderingTests {
    static let blocks = [
        RichBlock(
            kind: .paragraph,
            runs: [
                TextRun(text: "See "),
                TextRun(
                    text: "Sheets", link: Reference(kind: .page, target: "sheets", title: "Sheets", resolved: true)),
                TextRun(text: " and "), TextRun(text: "UIView", marks: [.code]), TextRun(text: "."),
            ]),
        RichBlock(kind: .listItem, runs: [TextRun(text: "One")], depth: 1, ordered: true),
        RichBlock(kind: .listItem, runs: [TextRun(text: "Two")], depth: 1, ordered: true),
        RichBlock(kind: .callout, runs: [TextRun(text: "Test on a device.")], callout: "Important"),
        RichBlock(
            kind: .image, runs: [TextRun(text: "A caption.")],
            image: RichImage(alt: "A speaker", url: "https://x/s.png")),
    ]

    @Test("Markdown keeps links, code, numbered lists, callouts and images")
    func markdown() {
        let text = RichTextRendering.markdownDocument(Self.blocks)
        #expect(
            text == """
                See [Sheets](https://developer.apple.com/design/human-interface-guidelines/sheets) and `UIView`.

                1. One
                2. Two

                > **Important**
                >
                > Test on a device.

                ![A speaker](https://x/s.png)  
                *A caption.*
                """)
    }

    @Test("text names linked pages and labels callouts")
    func text() {
        #expect(
            RichTextRendering.text(Self.blocks) == [
                "See Sheets (→ sheets) and UIView.", "• One", "• Two", "Important: Test on a device.",
                "[Image: A speaker] https://x/s.png — A caption.",
            ])
    }
}
