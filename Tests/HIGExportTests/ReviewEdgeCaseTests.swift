import Foundation
import HIGExport
import HIGModel
import Testing

/// Reviews as they come back from real editors and spreadsheets.
@Suite("Review edge cases")
struct ReviewEdgeCaseTests {
    let checklist = TestChecklist.small

    @Test("a note with Windows line ends, a link and an HTML line round-trips through Markdown")
    func noteContent() throws {
        var marked = checklist
        marked.items[0].status = .fail
        marked.items[0].note =
            "Problems:\r\n- [ ] title clipped\r\nsee [JIRA-12](https://jira.example/12)\r\n<div>kept</div>"
        let back = try #require(ReviewReader.read(text: ChecklistMarkdown().render(marked), file: "r.md").checklist)
        #expect(back.items.map(\.id) == checklist.items.map(\.id), "no line of the note became an item")
        #expect(
            back.items[0].note
                == "Problems:\n- [ ] title clipped\nsee [JIRA-12](https://jira.example/12)\n<div>kept</div>")
    }

    @Test("a bare web or mail address in a note comes back as written, not as a Markdown link")
    func bareAddressInNote() throws {
        var marked = checklist
        marked.items[0].status = .waived
        marked.items[0].note = "see https://example.com/a?b=1, www.example.com\nmail ops@example.com"
        let back = try #require(ReviewReader.read(text: ChecklistMarkdown().render(marked), file: "r.md").checklist)
        #expect(back.items[0].note == marked.items[0].note)
    }

    @Test("a Korean line that starts with Note: stays Korean")
    func koreanNoteWord() throws {
        var tricky = checklist
        tricky.items[0].practice.ko = "Note: 시트를 닫습니다."
        let review = ReviewReader.read(text: ChecklistMarkdown().render(tricky), file: "r.md")
        #expect(review.diagnostics.isEmpty)
        #expect(review.checklist?.items[0].practice.ko == "Note: 시트를 닫습니다.")
        #expect(review.checklist?.items[0].id == tricky.items[0].id)
    }

    @Test("a note written between the item line and its ID line is the note in every report and update")
    func noteBeforeID() throws {
        var lines = ChecklistMarkdown().render(checklist).components(separatedBy: "\n")
        let itemLine = try #require(lines.firstIndex { $0.hasPrefix("- [ ] **") })
        lines[itemLine] = lines[itemLine].replacingOccurrences(of: "- [ ] **", with: "- [ ] **FAIL** **")
        let idLine = try #require(lines[itemLine...].firstIndex { $0.hasPrefix("  ID: ") })
        lines.insert("  Note: Paused only after a second.", at: idLine)
        let review = try #require(ReviewReader.read(text: lines.joined(separator: "\n"), file: "r.md").checklist)
        #expect(review.items[0].note == "Paused only after a second.")
        #expect(review.items[0].practice.ko == checklist.items[0].practice.ko)
        #expect(review.items[0].id == checklist.items[0].id)
        #expect(ReviewReport(review).failing.map(\.note) == ["Paused only after a second."])
        let update = ReviewUpdate(review: review, current: checklist)
        #expect(update.checklist.items[0].note == "Paused only after a second.")
        #expect(update.checklist.items[0].status == .fail)
    }

    @Test("CSV: a stray quote is an error at its line instead of swallowing the rows after it")
    func strayQuote() {
        let text = "id,status,note\r\na/one,pass,\r\na/two,fail,\"Done\" button missing\r\na/three,pass,\r\n"
        let review = ReviewReader.read(text: text, file: "r.csv")
        #expect(review.checklist == nil)
        #expect(review.diagnostics.map(\.id) == ["review.csv.quote"])
        #expect(review.diagnostics.map(\.line) == [3])
        let unclosed = ReviewReader.read(text: "id,status,note\r\na/one,pass,\"never closed\r\n", file: "r.csv")
        #expect(unclosed.diagnostics.map(\.line) == [2])
    }

    @Test("CSV: quoted header cells, and apostrophes kept in files that were not exported for Excel")
    func csvVariants() throws {
        let quoted = "\"id\",\"status\",\"note\"\r\n\"a/one\",\"pass\",\"'-' shown\"\r\n"
        let review = try #require(ReviewReader.read(text: quoted, file: "r.csv").checklist)
        #expect(review.items.map(\.note) == ["'-' shown"])
    }

    @Test("re-scoped CSV keeps removed guidelines with their notes, and does not read them back as items")
    func removedInCSV() throws {
        var removed = checklist.items[0]
        removed.status = .fail
        removed.note = "must fix before launch"
        let data = try ChecklistCSV().render(checklist, removed: [removed])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("must fix before launch"))
        let back = try #require(ReviewReader.read(text: text, file: "r.csv").checklist)
        #expect(back.items.count == checklist.items.count)
        #expect(ChecklistMarkdown().render(checklist, removed: [removed]).contains("must fix before launch"))
        #expect(ChecklistHTML().render(checklist, removed: [removed]).contains("must fix before launch"))
    }

    @Test("the Markdown report makes review text literal")
    func reportEscaping() {
        var marked = checklist
        marked.items[0].status = .fail
        marked.items[0].practice.lead = "Evil <script>alert(1)</script> [x](javascript:alert(1))"
        marked.items[0].note = "| breaks | tables <b>"
        let report = ReviewReportText(markdown: true).render(ReviewReport(marked))
        #expect(!report.contains("<script>"))
        #expect(!report.contains("[x](javascript"))
        #expect(!report.contains("| breaks |"))
    }
}
