import Foundation
import HIGParsers
import Testing

/// cmark-gfm keeps the extensions' special characters (`~`, `|`) in one process-wide table that
/// every parser adds to and removes from while it processes inlines, so parsers finishing on
/// several threads at once must not corrupt each other's trees.
@Suite struct ConcurrentMarkdownTests {
    private static let document = (1...40).map { row in
        """
        Paragraph \(row) with ~~struck~~ text, **bold**, `code` and a [link](https://example.com/\(row)).

        | Size | Points |
        | --- | --- |
        | row \(row) | ~~\(row)~~ pt |

        - item ~~\(row)~~
        """
    }.joined(separator: "\n\n")

    @Test("Markdown parsed on several threads at once gives the tree a single thread gives")
    func concurrentParsesAgree() {
        ParserLibraries.prepare()
        let expected = MarkdownParser.parse(Self.document)
        let runs = 64
        let results = ResultBox(count: runs)
        DispatchQueue.concurrentPerform(iterations: runs) { index in
            results.store(MarkdownParser.parse(Self.document), at: index)
        }
        let differing = results.values.enumerated().filter { $0.element != expected }.map(\.offset)
        #expect(differing.isEmpty, "parses \(differing) differ from the single-threaded tree")
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [MarkdownNode?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func store(_ node: MarkdownNode, at index: Int) { lock.withLock { storage[index] = node } }
    var values: [MarkdownNode?] { lock.withLock { storage } }
}
