import Foundation
import HIGTestSupport
import Testing

/// Apple's numbers from the shipped Content reach `hig show` and `hig query`.
@Suite("tables shown by the command line", .serialized, .tags(.subprocess))
struct TableShowTests {
    private let commandLine = CommandLineTests()

    @Test func theAccessibilityControlSizesReachHigShow() throws {
        let text = try commandLine.hig("show", "accessibility")
        #expect(text.status == 0)
        let row = text.output.split(separator: "\n").first { $0.contains("iOS, iPadOS") && $0.contains("44x44 pt") }
        #expect(row?.contains("28x28 pt") == true)
        #expect(text.output.split(separator: "\n").allSatisfy { $0.count <= 100 || !$0.contains(" | ") })

        let json = try commandLine.hig("show", "accessibility", "--format", "json").json()
        let tables = try #require(json["tables"] as? [[String: Any]])
        let sizes = try #require(tables.first { ($0["header"] as? [String])?.contains("Minimum control size") == true })
        #expect((sizes["rows"] as? [[String]])?.first == ["iOS, iPadOS", "44x44 pt", "28x28 pt"])
        #expect(sizes["section"] as? String == "Mobility")
        #expect(sizes["practice"] as? String == "accessibility/offer-sufficiently-sized-controls")
        #expect(
            (sizes["sources"] as? [[String: Any]])?.first?["file"] as? String
                == "Content/markdown/hig/Foundations/Accessibility.md")
    }

    @Test func aPracticeShowsTheTableItIntroduces() throws {
        let json = try commandLine.hig(
            "show", "accessibility/offer-sufficiently-sized-controls", "--format", "json"
        ).json()
        #expect(json["lead"] as? String == "Offer sufficiently sized controls.")
        let tables = try #require(json["tables"] as? [[String: Any]])
        #expect(tables.count == 1)
    }

    @Test func theMinimumTapTargetSizeQueryShowsTheRowFirst() throws {
        let run = try commandLine.hig("query", "minimum tap target size")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "From Apple's tables")
        #expect(lines.prefix(5).contains("    iOS, iPadOS | 44x44 pt | 28x28 pt"))
        let json = try commandLine.hig("query", "minimum tap target size", "--format", "json").json()
        let rows = try #require(json["tables"] as? [[String: Any]])
        #expect(rows.first?["title"] as? String == "iOS, iPadOS | 44x44 pt | 28x28 pt")
        #expect(rows.first?["kind"] as? String == "table")
    }
}
