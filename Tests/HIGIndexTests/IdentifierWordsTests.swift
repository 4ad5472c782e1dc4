import GRDB
import HIGTestSupport
import Testing

@testable import HIGIndex
@testable import HIGSearch

/// How a developer symbol the index does not know becomes the words the pages use in prose.
@Suite("Words of an unknown developer symbol")
struct IdentifierWordsTests {
    @Test(
        "camel case splits, an acronym ends before the next word, a framework prefix goes",
        arguments: [
            ("AudioServicesPlaySystemSound", "Audio Services Play System Sound"),
            ("NSSavePanel", "Save Panel"),
            ("CMMotionManager", "Motion Manager"),
            ("URLSession", "URL Session"),
            ("requestReview", "request Review"),
        ])
    func spaced(identifier: String, expected: String) {
        #expect(IdentifierWords.spaced(identifier) == expected)
    }

    @Test("a query naming an unknown AppKit type searches the words of the thing it is")
    func queryTerms() throws {
        // The content names the save panel in words; no page names the type itself.
        let content = try InlineContent([
            "file-management.md": """
            # File management

            ## Best practices

            **Use a save panel to let people rename a file.** The panel shows the file's name and folder.

            **Keep the open panel simple.** Show only the files people can open.
            """
        ])
        let queue = try DatabaseQueue(path: content.indexPath)
        let terms = try queue.read { db in
            try QueryPlanner().plan("NSSavePanel to rename a file", lexicon: IndexLexicon(db: db)).terms.map(\.original)
        }
        #expect(terms == ["save", "panel", "rename", "file"])
    }
}
