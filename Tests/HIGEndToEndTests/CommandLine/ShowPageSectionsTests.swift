import Foundation
import HIGTestSupport
import Testing

/// `hig show PAGE` reads as the page does: each guideline in its section among the prose, not
/// listed after it; a table's introducing sentence once; Apple's check marks in table cells.
@Suite("hig show for a page, section by section", .serialized, .tags(.subprocess))
struct ShowPageSectionsTests {
    private let commandLine = CommandLineTests()

    private func lines(_ page: String) throws -> [String] {
        let run = try commandLine.hig("show", page)
        #expect(run.status == 0)
        return run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func eachGuidelineIsPrintedInItsSection() throws {
        let lines = try lines("buttons")
        #expect(!lines.contains("Practices"), "no list of guidelines after the prose")
        let bestPractices = try #require(lines.firstIndex(of: "Best practices"))
        let style = try #require(lines.firstIndex(of: "Style"))
        let easy = try #require(lines.firstIndex { $0.contains("▸ Make buttons easy for people to use.") })
        #expect(bestPractices < easy && easy < style)
        // A guideline of a subsection ("Help buttons" under "macOS") is indented with it.
        let help = try #require(lines.firstIndex(of: "    Help buttons"))
        let position = try #require(lines.firstIndex { $0.contains("▸ Position help buttons where people expect") })
        #expect(help < position && lines[position].hasPrefix("      ▸ "))
        // Guidance only an older edition gives comes last.
        let earlier = try #require(lines.firstIndex(of: "Earlier guidance"))
        let outdated = try #require(lines.firstIndex { $0.contains("Use the system-defined corner radius.") })
        #expect(earlier < outdated && easy < earlier)
    }

    @Test func aTableIntroducedByAParagraphSaysItOnceAndShowsItsMarks() throws {
        let lines = try lines("buttons")
        let sentence = "In visionOS, buttons can have the following sizes."
        #expect(lines.filter { $0.contains(sentence) }.count == 1)
        let circular = try #require(lines.first { $0.contains("Circular ") })
        #expect(
            circular.split(separator: "|").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.allSatisfy {
                $0 == "✓"
            })
    }
}
