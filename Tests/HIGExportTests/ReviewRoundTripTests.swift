import CSV
import Foundation
import HIGExport
import HIGModel
import HIGTestSupport
import Testing

@Suite("Reviews read back")
struct ReviewRoundTripTests {
    let checklist = TestChecklist.small

    /// What a reviewer does: marks the first five items pass, fail, n/a, waived, pass, with notes.
    static let marks: [(ReviewStatus, String)] = [
        (.pass, ""), (.fail, "Music keeps playing during a call.\nSeen on iPad Air."), (.notApplicable, "No audio."),
        (.waived, "Accepted for 1.0 (JIRA-12)."), (.pass, "한국어 메모도 됩니다."),
    ]

    static func marked(_ checklist: Checklist) -> Checklist {
        var marked = checklist
        for (index, mark) in marks.enumerated() {
            marked.items[index].status = mark.0
            marked.items[index].note = mark.1
        }
        return marked
    }

    func expectMarks(_ review: Checklist?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let review else {
            Issue.record("nothing read", sourceLocation: sourceLocation)
            return
        }
        #expect(review.items.map(\.id) == checklist.items.map(\.id), sourceLocation: sourceLocation)
        for (item, mark) in zip(review.items, Self.marks) {
            #expect(item.status == mark.0, "\(item.id)", sourceLocation: sourceLocation)
            #expect(item.note == mark.1, "\(item.id)", sourceLocation: sourceLocation)
        }
        #expect(
            review.items.dropFirst(Self.marks.count).allSatisfy { $0.status == .open }, sourceLocation: sourceLocation)
        #expect(review.items.map(\.practice.ko) == checklist.items.map(\.practice.ko), sourceLocation: sourceLocation)
        #expect(
            review.items.map(\.practice.lead) == checklist.items.map(\.practice.lead), sourceLocation: sourceLocation)
        #expect(review.items.map(\.digest) == checklist.items.map(\.digest), sourceLocation: sourceLocation)
        #expect(review.header.filters == checklist.header.filters, sourceLocation: sourceLocation)
        let report = ReviewReport(review)
        #expect(
            report.counts
                == ReviewReport.Counts(
                    total: checklist.items.count, reviewed: 5, open: checklist.items.count - 5, pass: 2, fail: 1,
                    notApplicable: 1, waived: 1), sourceLocation: sourceLocation)
        #expect(
            report.failing.map(\.note) == ["Music keeps playing during a call.\nSeen on iPad Air."],
            sourceLocation: sourceLocation)
        #expect(report.coverage.map(\.total).reduce(0, +) == checklist.items.count, sourceLocation: sourceLocation)
    }

    @Test("Markdown: boxes and FAIL / N/A / WAIVED markers as a reviewer types them")
    func markdown() throws {
        var lines = ChecklistMarkdown().render(checklist).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var itemNumber = -1
        for index in lines.indices {
            if lines[index].hasPrefix("- [ ] **") {
                itemNumber += 1
                guard itemNumber < Self.marks.count else { continue }
                switch Self.marks[itemNumber].0 {
                case .pass: lines[index] = lines[index].replacingOccurrences(of: "- [ ] ", with: "- [x] ")
                case .fail: lines[index] = lines[index].replacingOccurrences(of: "- [ ] ", with: "- [ ] **FAIL** ")
                case .notApplicable: lines[index] = lines[index].replacingOccurrences(of: "- [ ] ", with: "- [X] N/A ")
                case .waived: lines[index] = lines[index].replacingOccurrences(of: "- [ ] ", with: "- [ ] **Waived** ")
                case .open: break
                }
            } else if lines[index] == "  Note:", itemNumber >= 0, itemNumber < Self.marks.count {
                let note = Self.marks[itemNumber].1
                if !note.isEmpty { lines[index] = "  Note: " + note.replacingOccurrences(of: "\n", with: "\n  ") }
            }
        }
        let review = ReviewReader.read(text: lines.joined(separator: "\n"), file: "review.md")
        #expect(review.diagnostics.isEmpty)
        expectMarks(review.checklist)
    }

    @Test("Markdown: a note the tool writes comes back as typed, Markdown's characters and all")
    func markdownNoteIsLiteral() {
        var review = checklist
        let note = "# not a heading\n1. not a list\n- nor this\n*stars*, [a](link), <b>, 50% & `tick`"
        review.items[0].status = .fail
        review.items[0].note = note
        let read = ReviewReader.read(text: ChecklistMarkdown().render(review), file: "review.md")
        #expect(read.checklist?.items.first?.note == note)
        #expect(read.checklist?.items.first?.status == .fail)
    }

    @Test("CSV: status and note cells edited with a CSV library, in a spreadsheet's encoding")
    func csv() throws {
        let exported = String(decoding: try ChecklistCSV(excel: true).render(checklist), as: UTF8.self)
        let reader = try CSVReader(string: String(exported.dropFirst()), hasHeaderRow: true)
        let header = try #require(reader.headerRow)
        let status = try #require(header.firstIndex(of: "status"))
        let note = try #require(header.firstIndex(of: "note"))
        let writer = try CSVWriter(stream: .toMemory(), newline: .crlf)
        try writer.write(row: header)
        var number = 0
        while var row = reader.next() {
            if number < Self.marks.count {
                row[status] = Self.marks[number].0.rawValue.uppercased()
                row[note] = Self.marks[number].1
            }
            try writer.write(row: row)
            number += 1
        }
        writer.stream.close()
        let edited = try #require(writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data)
        let review = ReviewReader.read(text: "\u{FEFF}" + String(decoding: edited, as: UTF8.self), file: "review.csv")
        #expect(review.diagnostics.isEmpty)
        expectMarks(review.checklist)
    }

    @Test("JSON: status and note fields")
    func json() throws {
        let marked = Self.marked(checklist)
        let review = ReviewReader.read(text: try ChecklistJSON(marked).render(), file: "review.json")
        #expect(review.diagnostics.isEmpty)
        expectMarks(review.checklist)
    }

    @Test("re-scoping keeps marks, flags a guideline whose text changed, lists removed ones")
    func update() throws {
        let marked = Self.marked(checklist)
        let review = try #require(ReviewReader.read(text: ChecklistMarkdown().render(marked), file: "r.md").checklist)

        var newer = SmallMultitasking.graph
        let changedID = marked.items[1].id
        let removedID = marked.items[2].id
        let changedIndex = try #require(newer.practices.firstIndex { $0.id == changedID })
        newer.practices[changedIndex].body += " Resume playback when the interruption ends."
        newer.practices.removeAll { $0.id == removedID }
        let current = TestChecklist.make(marked.header.filters.filter, graph: newer)

        let update = ReviewUpdate(review: review, current: current)
        #expect(update.removed.map(\.id) == [removedID])
        #expect(update.checklist.items.filter(\.changedSinceReview).map(\.id) == [changedID])
        let changed = try #require(update.checklist.items.first { $0.id == changedID })
        #expect(changed.status == .fail && changed.note == Self.marks[1].1, "the mark stays, flagged")
        #expect(update.carried == checklist.items.count - 1)

        let markdown = ChecklistMarkdown().render(update.checklist, removed: update.removed)
        #expect(markdown.contains("changed since review"))
        #expect(markdown.contains("Removed since the review"))
        let reread = try #require(ReviewReader.read(text: markdown, file: "u.md").checklist)
        #expect(reread.items.filter(\.changedSinceReview).map(\.id) == [changedID])
        #expect(ReviewReport(reread).changed.map(\.id) == [changedID])
    }
}
