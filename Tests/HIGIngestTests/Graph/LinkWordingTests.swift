import HIGModel
import Testing

@testable import HIGIngest

/// A link written with its target's title by one source takes the words another source of the
/// same sentence gives it, as Apple's page shows them.
@Suite("Link wording")
struct LinkWordingTests {
    static func block(_ parts: [(String, String?)]) -> RichBlock {
        RichBlock(
            kind: .paragraph,
            runs: parts.map { text, target in
                TextRun(text: text, link: target.map { Reference(kind: .page, target: $0, title: text) })
            })
    }

    static let titled = block([
        ("Consider using a ", nil), ("Split views", "split-views"), (" in visionOS or a ", nil),
        ("Panels", "panels"), (" in macOS.", nil),
    ])
    static let worded = block([
        ("Consider using a ", nil), ("split view", "https://example.com/split-views"),
        (" in visionOS or a ", nil), ("panel", "https://example.com/panels"), (" in macOS.", nil),
    ])

    @Test("a title-worded link takes the other source's words, in the runs and the plain body")
    func restoresWords() {
        let (body, rich) = LinkWording.restored(
            body: "Consider using a Split views in visionOS or a Panels in macOS.", rich: [Self.titled],
            from: [[Self.titled], [Self.worded]])
        #expect(body == "Consider using a split view in visionOS or a panel in macOS.")
        #expect(
            rich[0].runs.map(\.text) == [
                "Consider using a ", "split view", " in visionOS or a ", "panel", " in macOS.",
            ])
        #expect(rich[0].runs[1].link?.target == "split-views", "the link keeps its own target")
    }

    @Test("words the other source gives differently, or a sentence it words otherwise, are left alone")
    func leavesOtherWordsAlone() {
        let renamed = Self.block([
            ("Consider using a ", nil), ("sidebar", "x"), (" in visionOS or a ", nil), ("panel", "y"),
            (" in macOS.", nil),
        ])
        let (body, rich) = LinkWording.restored(
            body: "Consider using a Split views in visionOS or a Panels in macOS.", rich: [Self.titled],
            from: [[renamed]])
        #expect(rich[0].runs[1].text == "Split views")
        #expect(rich[0].runs[3].text == "panel")
        #expect(body == "Consider using a Split views in visionOS or a panel in macOS.")
        let reworded = Self.block([("Try a ", nil), ("split view", "x"), (".", nil)])
        #expect(LinkWording.restored(body: "b", rich: [Self.titled], from: [[reworded]]).1 == [Self.titled])
    }

    @Test("title wording: capitals and plurals of the same words, nothing else")
    func titleWording() {
        #expect(LinkWording.titleWording("Split views", of: "split view"))
        #expect(LinkWording.titleWording("Alerts", of: "alert"))
        #expect(LinkWording.titleWording("Onboarding", of: "onboarding"))
        #expect(!LinkWording.titleWording("split view", of: "Split views"))
        #expect(!LinkWording.titleWording("Sidebars", of: "panel"))
        #expect(!LinkWording.titleWording("Split views", of: "split"))
    }
}
