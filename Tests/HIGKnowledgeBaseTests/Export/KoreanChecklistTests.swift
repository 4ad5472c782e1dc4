import Foundation
import HIGExport
import HIGModel
import Testing

@testable import HIGKnowledgeBase

/// A checklist made with `lang: ko`: Korean headings and labels in all four formats, English
/// column names and JSON keys, and a review of it read back.
@Suite("Korean checklists")
struct KoreanChecklistTests {
    static let practices = [
        Practice(
            id: "sheets/keep-it-short", lead: "Keep a sheet short.", body: "Long sheets tire people.",
            ko: "시트는 짧게 유지합니다.", page: "sheets", section: "Best practices", strength: .should,
            sources: [SourceLocation(file: "markdown/sheets.md", line: 3)]),
        Practice(
            id: "sheets/never-stack", lead: "Never stack sheets.", body: "", ko: "시트를 겹치지 마세요.", page: "sheets",
            section: "", strength: .mustNot, sources: [SourceLocation(file: "markdown/sheets.md", line: 9)]),
    ]

    static var page: Page {
        var page = Page(
            id: "sheets", title: "Sheets", sections: [Section(id: "best-practices", title: "Best practices", level: 2)],
            practices: practices.map(\.id))
        page.titleKo = "시트"
        page.sections[0].titleKo = "권장 사항"
        return page
    }

    static func checklist(lang: String) -> Checklist {
        let header = ChecklistHeader(
            title: "Design review: sheets", filters: ChecklistFilters(filter: GuidelineFilter(), query: "", lang: lang),
            content: ContentSnapshot(digest: "0123456789abcdef", indexed: "2026-01-02T03:04:05Z"), tool: "hig test")
        return ChecklistBuilder(header: header) { $0 }.build(practices: practices, pages: [page])
    }

    @Test("Markdown: Korean page and section headings and labels; the read-back markers stay")
    func markdown() {
        let text = ChecklistMarkdown(lang: "ko").render(Self.checklist(lang: "ko"))
        for korean in ["\n## 시트\n", "\n### 권장 사항\n", "\n### 일반\n", "\n- 필터: ", "\n- 항목 수: 2\n", "각 항목을 표시하세요"] {
            #expect(text.contains(korean), "\(korean) in \(text)")
        }
        for english in ["## Sheets", "Best practices", "- Filters:", "- Items:", "### General", "Mark each item"] {
            #expect(!text.contains(english), "\(english) in \(text)")
        }
        #expect(text.contains("  ID: `sheets/keep-it-short`"))
        let both = ChecklistMarkdown(lang: "both").render(Self.checklist(lang: "both"))
        #expect(
            both.contains("\n## Sheets\n") && both.contains("\n### Best practices\n") && both.contains("- Items: 2"))
    }

    @Test("HTML: lang=\"ko\" on the page, Korean headings, labels and strengths, English marked lang=\"en\"")
    func html() {
        let text = ChecklistHTML(lang: "ko").render(Self.checklist(lang: "ko"))
        #expect(text.contains("<html lang=\"ko\">"))
        #expect(text.contains("<h2>시트</h2>") && text.contains("<h3>권장 사항</h3>") && text.contains("<h3>일반</h3>"))
        #expect(text.contains("필터: ") && text.contains("항목 수 2"), "\(text)")
        #expect(text.contains("<span class=\"badge\">권장</span>") && text.contains("<span class=\"badge\">금지</span>"))
        #expect(text.contains("<span lang=\"en\">Keep a sheet short.</span>"))
        let english = ChecklistHTML(lang: "en").render(Self.checklist(lang: "en"))
        #expect(english.contains("<html lang=\"en\">") && english.contains("<h2>Sheets</h2>"))
        #expect(english.contains("<span class=\"badge\">should</span>"))
    }

    @Test("JSON: English keys, Korean titles as values")
    func json() throws {
        let text = try ChecklistJSON(Self.checklist(lang: "ko")).render()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(root["items"] as? [[String: Any]])
        #expect(items.first?["pageTitle"] as? String == "시트")
        #expect(items.first?["sectionTitle"] as? String == "권장 사항")
        #expect(items.first?["section"] as? String == "Best practices")
        #expect(items.last?["sectionTitle"] == nil)
    }

    @Test("CSV: the header row names the columns in English; page and section cells are Korean")
    func csv() throws {
        let text = String(decoding: try ChecklistCSV().render(Self.checklist(lang: "ko")), as: UTF8.self)
        let lines = text.split(separator: "\r\n").map(String.init)
        #expect(lines.first?.hasPrefix("id,page,section,strength,lead,ko,status,note,") == true)
        #expect(lines.dropFirst().first?.hasPrefix("sheets/keep-it-short,시트,권장 사항,should,") == true, "\(text)")
    }

    @Test("the title of a Korean checklist is Korean, with the page's Korean title")
    func title() {
        let filter = GuidelineFilter(pages: ["sheets"])
        let korean = KnowledgeBase.checklistTitle(
            filter: filter, query: "", pages: [Self.page], platformNames: [:], language: .ko)
        #expect(korean == "디자인 검토: 시트")
        let english = KnowledgeBase.checklistTitle(filter: filter, query: "", pages: [Self.page], platformNames: [:])
        #expect(english == "Design review: Sheets")
    }

    @Test("a review of a Korean checklist reads back in Markdown, JSON and CSV, removed items too")
    func reviewRoundTrip() throws {
        var marked = Self.checklist(lang: "ko")
        marked.items[0].status = .fail
        marked.items[0].note = "시트가 너무 깁니다."
        marked.items[1].status = .pass
        var removed = marked.items[1]
        removed.practice.id = "sheets/gone"
        removed.note = "지난 검토"
        let files = [
            ("r.md", ChecklistMarkdown(lang: "ko").render(marked, removed: [removed])),
            ("r.json", try ChecklistJSON(marked, removed: [removed]).render()),
            ("r.csv", String(decoding: try ChecklistCSV().render(marked, removed: [removed]), as: UTF8.self)),
        ]
        for (file, text) in files {
            let review = ReviewReader.read(text: text, file: file)
            #expect(review.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file): \(review.diagnostics)")
            let checklist = try #require(review.checklist, "\(file)")
            #expect(checklist.items.map(\.id) == marked.items.map(\.id), "\(file)")
            #expect(checklist.items.map(\.status) == [.fail, .pass], "\(file)")
            #expect(checklist.items[0].note == "시트가 너무 깁니다.", "\(file)")
            #expect(checklist.removed.map(\.id) == ["sheets/gone"], "\(file)")
            #expect(checklist.header.filters.lang == "ko", "\(file)")
            let report = ReviewReport(checklist)
            #expect(report.counts.fail == 1 && report.counts.pass == 1, "\(file)")
        }
    }
}
