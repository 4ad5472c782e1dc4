import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGExport

@Suite("Malformed reviews")
struct MalformedReviewTests {
    func problems(_ text: String, file: String = "review") -> [(String, Int)] {
        ReviewReader.read(text: text, file: file).diagnostics.filter { $0.severity == .error }.map { ($0.id, $0.line) }
    }

    @Test("Markdown: an unknown mark, a missing ID and a repeated ID, each at its line; the rest is read")
    func markdown() throws {
        let text = """
            # Review

            - [ ] **Respond smoothly.** `should`
              ID: `multitasking/respond`
              Note:
            - [ ] **MAYBE** **Pause activities.** `should`
              ID: `multitasking/pause`
              Note:
            - [x] **No ID here.** `should`
              Note:
            - [x] **Respond smoothly.** `should`
              ID: `multitasking/respond`
              Note:
            """
        let found = problems(text)
        #expect(found.map(\.0) == ["review.item.mark", "review.item.no-id", "review.item.duplicate"])
        #expect(found.map(\.1) == [6, 9, 11])
        let review = ReviewReader.read(text: text, file: "r.md")
        #expect(review.checklist?.items.map(\.id) == ["multitasking/respond"])
    }

    @Test("CSV: a bad status names its line, counting a quoted field over two lines")
    func csv() {
        let text = "id,status,note\r\na/one,pass,\"two\r\nlines\"\r\na/two,maybe,\r\na/three,,\r\n"
        #expect(problems(text).map(\.0) == ["review.item.mark"])
        #expect(problems(text).map(\.1) == [4])
        #expect(problems("id,note\r\na/one,x\r\n").map(\.0) == ["review.csv.column"])
    }

    @Test("JSON: a syntax error names its line")
    func json() {
        let text = "{\n  \"generated\": {},\n  \"items\": [\n    {\"id\": \"a/b\",, }\n  ]\n}\n"
        let found = problems(text)
        #expect(found.map(\.0) == ["review.json.invalid"])
        #expect(found.first?.1 == 4)
    }

    @Test("not UTF-8, empty, or no items at all: an error, nothing read")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        let latin1 = try directory.write("latin1.md", Data("- [ ] **Caf".utf8) + Data([0xE9]) + Data("**\n".utf8))
        let encoding = ReviewReader.read(path: latin1, displayPath: "latin1.md")
        #expect(encoding.checklist == nil)
        #expect(encoding.diagnostics.map(\.id) == ["review.file.encoding"])
        #expect(problems("").map(\.0) == ["review.empty"])
        #expect(problems("# Notes\n\nNothing to review.\n").map(\.0) == ["review.empty"])
        let missing = ReviewReader.read(path: directory.path + "/missing.md", displayPath: "missing.md")
        #expect(missing.diagnostics.map(\.id) == ["review.file.missing"])
    }

    @Test("one problem on every line is said twenty times, then counted in one line of its kind")
    func repeatedProblemsAreCounted() {
        let rows = (0..<10_000).map { "a/same,\($0 % 2 == 0 ? "pass" : "perhaps")" }
        let review = ReviewReader.read(text: "id,status\n" + rows.joined(separator: "\n") + "\n", file: "r.csv")
        let duplicates = review.diagnostics.filter { $0.id == "review.item.duplicate" }
        let marks = review.diagnostics.filter { $0.id == "review.item.mark" }
        #expect(duplicates.count == 21)
        #expect(marks.count == 21)
        #expect(duplicates.last?.message == "… and 4,979 more like it from this line on (only the first 20 are shown)")
        #expect(duplicates.last?.line == 44, "the first one left out: row 22 of the duplicates")
        #expect(marks.last?.message.hasPrefix("… and 4,980 more") == true)
        #expect(review.checklist?.items.count == 1)
    }

    @Test("a review of more guidelines than it can mean keeps the first ones and says where it stopped")
    func tooManyItems() {
        let limit = 25_000
        let rows = (0...limit + 4).map { "a/item-\($0),pass\n" }.joined()
        let review = ReviewReader.read(text: "id,status\n" + rows, file: "r.csv")
        #expect(review.checklist?.items.count == limit)
        let stops = review.diagnostics.filter { $0.id == "review.too-many-items" }
        #expect(stops.first?.line == limit + 2, "the row after the last one kept")
        #expect(stops.count == 1, "said once, where the reading stops")
    }

    @Test("status markers are read by their letters and slashes, whatever their case and spacing")
    func statusMarkers() {
        let read = ["pass", " Passed ", "FAIL!", "n / a", "N/A", "Waiver", "", "todo", "perhaps", "패스", "[x]"]
            .map { ReviewStatus(marker: $0) }
        #expect(read == [.pass, .pass, .fail, .notApplicable, .notApplicable, .waived, .open, .open, nil, nil, nil])
    }

    @Test("a Markdown review past the items a review holds is read up to them, and says where it stopped")
    func tooManyMarkdownItems() {
        let limit = 25_000
        let items = (0...limit).map { "- [x] **Item.** `should`\n  ID: `a/item-\($0)`\n" }.joined()
        let review = ReviewReader.read(text: "# Review\n\n" + items, file: "r.md")
        #expect(review.checklist?.items.count == limit)
        let stops = review.diagnostics.filter { $0.id == "review.too-many-items" }
        #expect(stops.map(\.line) == [3 + 2 * limit], "the line of the first item not read")
    }

    @Test("task items are counted by the lines that open them, in every list form")
    func taskItemCount() {
        let text = "- [ ] a\n* [x] b\n  + [ ] nested\n12) [x] c\n3. [ ] d\n-[ ] not an item\n[x] not either\n- [x] e\n"
        #expect(MarkdownTaskItems.start(ofItemAfter: 5, in: text)?.line == 8)
        #expect(MarkdownTaskItems.start(ofItemAfter: 6, in: text) == nil)
    }

    @Test("a diagnostic past the shown ones is counted without its message being built")
    func leftOutDiagnosticsAreNotBuilt() {
        var collected = BoundedDiagnostics(perKind: 2)
        var built = 0
        for line in 1...1_000 {
            collected.append(kind: "review.item.duplicate") {
                built += 1
                return Diagnostic(file: "r.csv", line: line, severity: .error, id: "review.item.duplicate", message: "")
            }
        }
        #expect(built == 3, "two shown and the first one left out, which carries the count")
        #expect(collected.diagnostics.last?.message.hasPrefix("… and 998 more") == true)
    }

    @Test("CSV cells are trimmed of any white space: tabs, no-break spaces and a row of blanks")
    func csvCellsTrimAnyWhiteSpace() {
        let text = "id,status\n\u{00A0}a/one\t,\u{2003}fail\u{00A0}\n \t,\u{00A0}\na/two,pass\n"
        let review = ReviewReader.read(text: text, file: "r.csv")
        #expect(review.diagnostics.isEmpty)
        #expect(review.checklist?.items.map(\.practice.id) == ["a/one", "a/two"])
        #expect(review.checklist?.items.map(\.status) == [.fail, .pass])
    }

    @Test("JSON of more values than a review holds is refused before it is decoded, at the line it passes them")
    func tooManyJSONValues() {
        let text = "{\"items\": [\n" + String(repeating: "0,", count: 4_200_000) + "0]}\n"
        let review = ReviewReader.read(text: text, file: "r.json")
        #expect(review.checklist == nil)
        #expect(review.diagnostics.map(\.id) == ["review.json.too-many-values"])
        #expect(review.diagnostics.map(\.line) == [2])
        let quoted = "{\"items\": [{\"note\": \"" + String(repeating: ",", count: 4_200_000) + "\"}]}"
        #expect(
            !ReviewReader.read(text: quoted, file: "r.json").diagnostics.map(\.id).contains(
                "review.json.too-many-values"), "commas inside a string are no values")
    }
}
