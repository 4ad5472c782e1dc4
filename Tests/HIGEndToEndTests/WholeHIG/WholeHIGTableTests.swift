import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Tables of the whole shipped HIG in its index: the questions designers ask, and every table
/// the current pages write.
@Suite("tables of the whole HIG")
struct WholeHIGTableTests {
    /// The question designers ask, on the whole shipped HIG.
    @Test func theMinimumTapTargetSizeIsAnsweredWithAppleSRow() throws {
        let rows = try TestIndex.wholeEngine.search("minimum tap target size").tableRows
        #expect(
            rows.prefix(3).contains {
                $0.title == "iOS, iPadOS | 44x44 pt | 28x28 pt" && $0.pageTitle == "Accessibility"
            })
    }

    /// Nearly every GFM table of the current HIG other than a change log reaches the index.
    @Test func theCurrentHIGTablesReachTheIndex() throws {
        let folder = TestContent.path("markdown/hig")
        var written = 0
        for case let relative as String in FileManager.default.enumerator(atPath: folder)!
        where relative.hasSuffix(".md") {
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            written += Self.tablesOutsideChangeLogs(text)
        }
        let indexed = try IndexReader(indexPath: TestIndex.wholePath).pages().flatMap(\.allTables).filter {
            $0.source.file.contains("markdown/hig/")
        }.count
        #expect(written > 100)
        #expect(Double(indexed) >= 0.95 * Double(written), "\(indexed) of \(written) tables indexed")
    }

    /// Delimiter rows (`| --- |`) outside a "Change log" section.
    static func tablesOutsideChangeLogs(_ text: String) -> Int {
        var inChangeLog = false
        var count = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                inChangeLog = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased() == "change log"
            } else if !inChangeLog, line.hasPrefix("| ---") || line.hasPrefix("|---") || line.hasPrefix("| :--") {
                count += 1
            }
        }
        return count
    }

    /// A word only a cell holds does not make its table an answer.
    @Test func aTableIsAnAnswerOnlyWhenItIsAboutTheQuestion() throws {
        let rows = try TestIndex.wholeEngine.search("notifications").tableRows
        #expect(!rows.contains { $0.pageTitle == "Pointing devices" }, "\(rows.map(\.id))")
    }
}
