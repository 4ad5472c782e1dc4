import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Where Apple's Korean replaces a community translation, the community's wording stays
/// searchable (people still use its words) but is never shown.
@Suite("Community Korean as a search-only paraphrase")
struct KoreanParaphraseSearchTests {
    static let papago = """
        # **[components-presentation] alerts**

        ## Best practices

        **Use alerts sparingly.** Alerts give people important information, but they interrupt the current task.
        > 경보창은 드물게 띄웁니다.
        """

    @Test("the replaced community Korean finds its practice, which shows Apple's Korean only")
    func paraphraseIsSearchedNotShown() throws {
        let (result, directory) = try SingleFile.ingest(files: [
            "en/alerts.md": AlertsPage.english, "ko/alerts.md": AlertsPage.korean,
            "papago/alerts.md": Self.papago,
        ])
        let sparingly = try #require(result.graph.practices.first { $0.lead == "Use alerts sparingly." })
        #expect(sparingly.koSource == .apple)
        #expect(sparingly.koParaphrase == "경보창은 드물게 띄웁니다.")
        let index = directory.path + "/index.sqlite"
        try IndexWriter.write(result.graph, fingerprint: "test", contentPaths: [directory.path], to: index)
        let engine = try SearchEngine(indexPath: index)
        let hit = try #require(engine.search("드물게 띄우는 경보창", limit: 5).hits.first?.practice)
        #expect(hit.lead == "Use alerts sparingly.")
        #expect(hit.ko?.hasPrefix("경고를 절제해서 사용하십시오.") == true)
        let shown = String(decoding: try JSONEncoder().encode(hit), as: UTF8.self)
        #expect(!shown.contains("드물게"))
        // Apple's own words find it too.
        let apple = try engine.search("절제해서", limit: 5).hits.compactMap(\.practice?.lead)
        #expect(apple.first == "Use alerts sparingly.")
    }
}
