import Foundation
import HIGExport
import HIGModel
import Testing

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
