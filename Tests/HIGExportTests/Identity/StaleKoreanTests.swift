import Foundation
import HIGExport
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Korean written beside an older English wording is flagged under the newer English.
@Suite("Stale Korean")
struct StaleKoreanTests {
    private static let current = """
        # Accessibility

        Source: https://developer.apple.com/design/human-interface-guidelines/accessibility

        ## Mobility

        **Offer sufficiently sized controls.** Strive to meet the recommended minimum control size.

        **Give every control a generous hit target.** Aim for at least 44x44 pt on touch screens.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 9, 2025 | Reorganized the page. |
        """

    private static let older = """
        # **[foundations] accessibility**

        ## Mobility

        **Offer sufficiently sized controls.** Strive to meet the recommended minimum control size.
        > 충분한 크기의 컨트롤을 제공하세요.

        **Give every control a hit target of at least 44x44 pt.** Aim for at least 44x44 pt on touch screens.
        > 모든 컨트롤에 최소 44x44pt의 히트 영역을 제공하세요.
        """

    private static let listing = """
        # Sources

        ## Editions

        | Path | Edition |
        | --- | --- |
        | hig/ | 2026-07-13 |
        | notes/ | 2022-09-01 |
        """

    private func graph() throws -> (RuleGraph, TemporaryDirectory) {
        let (result, directory) = try SingleFile.ingest(files: [
            "hig/Accessibility.md": Self.current, "notes/accessibility.md": Self.older, "SOURCES.md": Self.listing,
        ])
        return (result.graph, directory)
    }

    @Test("Korean beside a reworded English lead is stale, with both dates; Korean of the same wording is not")
    func staleAfterRewording() throws {
        let (graph, _) = try graph()
        let reworded = try #require(graph.practices.first { $0.lead.hasPrefix("Give every control a generous") })
        #expect(reworded.ko == "모든 컨트롤에 최소 44x44pt의 히트 영역을 제공하세요.")
        #expect(reworded.staleKorean == StaleKorean(koreanEdition: "2022-09-01", englishEdition: "2025-06-09"))
        let same = try #require(graph.practices.first { $0.lead.hasPrefix("Offer sufficiently sized") })
        #expect(same.ko != nil && !same.isKoreanStale)
    }

    @Test("the JSON carries koStale with both dates and reads them back")
    func json() throws {
        let (graph, _) = try graph()
        let reworded = try #require(graph.practices.first { $0.isKoreanStale })
        let json = String(decoding: try JSONEncoder().encode(reworded), as: UTF8.self)
        #expect(json.contains("\"koStale\":true"))
        #expect(json.contains("\"koEdition\":\"2022-09-01\"") && json.contains("\"enEdition\":\"2025-06-09\""))
        #expect(try JSONDecoder().decode(Practice.self, from: Data(json.utf8)) == reworded)
        let fresh = try #require(graph.practices.first { $0.ko != nil && !$0.isKoreanStale })
        #expect(String(decoding: try JSONEncoder().encode(fresh), as: UTF8.self).contains("\"koStale\":false"))
    }

    @Test("a checklist in Markdown and HTML shows the notice and reads back the same Korean")
    func checklist() throws {
        let (graph, _) = try graph()
        let items = graph.practices.map {
            ChecklistItem(practice: $0, pageTitle: "Accessibility", status: .open, note: "")
        }
        let checklist = Checklist(
            header: ChecklistHeader(
                title: "Accessibility", filters: ChecklistFilters(), content: ContentSnapshot(digest: "", indexed: ""),
                tool: "hig"), items: items)
        let markdown = ChecklistMarkdown(lang: "both").render(checklist)
        #expect(markdown.contains("번역이 최신 영문과 다를 수 있습니다 (2022-09-01 번역, 2025-06-09 영문)"))
        let html = ChecklistHTML(lang: "both").render(checklist)
        #expect(html.contains("class=\"ko-stale\""))
        let review = ReviewReader.read(text: markdown, file: "review.md")
        let read = try #require(review.checklist)
        let stale = try #require(read.items.first { $0.practice.lead.hasPrefix("Give every control") })
        #expect(stale.practice.ko == "모든 컨트롤에 최소 44x44pt의 히트 영역을 제공하세요.")
    }

    @Test("a Korean-only translation as new as the English replaces older Korean, which stays as a note")
    func newestKoreanLeads() throws {
        let apple = """
            # 손쉬운 사용

            Source: https://developer.apple.com/design/human-interface-guidelines/accessibility

            ## Mobility

            **모든 컨트롤에 넉넉한 히트 영역을 제공하세요.** 터치스크린에서는 44x44pt 이상을 목표로 하세요.
            """
        let listing = Self.listing + "\n| ko/ | 2026-09-16 |\n"
        let (result, _) = try SingleFile.ingest(files: [
            "hig/Accessibility.md": Self.current, "notes/accessibility.md": Self.older, "ko/accessibility.md": apple,
            "SOURCES.md": listing,
        ])
        let practice = try #require(result.graph.practices.first { $0.lead.hasPrefix("Give every control a generous") })
        #expect(practice.ko?.hasPrefix("모든 컨트롤에 넉넉한 히트 영역") == true)
        #expect(!practice.isKoreanStale)
        let page = try #require(result.graph.page(id: "accessibility"))
        #expect(page.koreanNotes.contains { $0.text.hasPrefix("모든 컨트롤에 최소 44x44pt") })
    }
}
