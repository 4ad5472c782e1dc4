import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGIngest

/// A page shows each paragraph as often as a source of it states it: merging several sources
/// (a study's copy beside its original, Korean notes of the abstract) never says it again.
@Suite("Repeated paragraphs")
struct RepeatedParagraphTests {
    /// Every paragraph a page shows as text: the abstract and its Korean, the prose and its
    /// Korean, the Korean notes and the English they translate.
    static func shownParagraphs(_ page: Page) -> [String] {
        var texts = [page.abstract, page.abstractKo ?? ""]
        for paragraph in (page.prose ?? []) + page.sections.flatMap({ $0.prose ?? [] }) {
            texts += [paragraph.text, paragraph.ko ?? ""]
        }
        for note in page.koreanNotes { texts += [note.english ?? "", note.text] }
        return texts.map { Self.key($0) }.filter { !$0.isEmpty }
    }

    /// A list item is shown with its bullet; its source block has none.
    static func key(_ text: String) -> String {
        let trimmed = text.hasPrefix("• ") ? String(text.dropFirst(2)) : text
        return trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// How often one source file states each text, as its reader reads it.
    static func statedCounts(_ source: String) -> [String: Int] {
        let path = TestContent.packageRoot.appendingPathComponent(source).path
        let document = SourceReader.read(path: path, displayPath: source)
        var counts: [String: Int] = [:]
        for block in document.blocks {
            counts[key(KoreanWalker.withoutListMarker(block.content.text)), default: 0] += 1
        }
        return counts
    }

    @Test("no page of the shipped Content repeats a paragraph its sources state once")
    func noRepeatedParagraphs() {
        let graph = TestContent.whole.graph
        var repeated: [String] = []
        var total = 0
        for page in graph.pages {
            let counts = Dictionary(Self.shownParagraphs(page).map { ($0, 1) }, uniquingKeysWith: +)
            let twice = counts.filter { $0.value > 1 }
            guard !twice.isEmpty else { continue }
            let stated = page.sources.map(Self.statedCounts)
            for (text, shown) in twice {
                let allowed = max(1, stated.map { $0[text] ?? 0 }.max() ?? 0)
                if shown > allowed {
                    total += shown - allowed
                    repeated.append("\(page.id): \(shown)× “\(text.prefix(60))”")
                }
            }
        }
        #expect(total == 0, "\(total) repeated paragraphs: \(repeated.sorted().prefix(5).joined(separator: "; "))")
        #expect(graph.pages.count >= 172)
    }
}
