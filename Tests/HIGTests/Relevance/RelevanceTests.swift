import Foundation
import HIGIndex
import Testing

/// Judged queries: the shipped set and our own (paraphrases, typos, Korean with particles,
/// developer symbols). Every query must reach its rank; the suite prints recall@1, recall@3 and MRR
/// over them, and separately over `unmet.tsv`, the judged queries not yet answered at their rank.
@Suite("Relevance")
struct RelevanceTests {
    struct Judgement: CustomTestStringConvertible, Sendable {
        var query: String
        var expected: String
        var rank: Int
        var file: String

        var testDescription: String { "\(query) → \(expected) (top \(rank))" }
    }

    static func load(_ name: String) -> [Judgement] {
        let url = TestContent.packageRoot.appendingPathComponent("Tests/HIGTests/Fixtures/relevance/\(name)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let rank = Int(fields[2]) else { return nil }
            return Judgement(query: fields[0], expected: fields[1], rank: rank, file: name)
        }
    }

    static let judgements = load("shipped.tsv") + load("own.tsv")
    static let unmet = load("unmet.tsv")

    static func position(of judgement: Judgement) throws -> Int? {
        let leads = try TestIndex.leads(judgement.query, limit: 10)
        return leads.firstIndex { $0.lowercased().contains(judgement.expected.lowercased()) }.map { $0 + 1 }
    }

    @Test("there are judged queries: the shipped ones and at least 30 of our own")
    func suiteSize() {
        #expect(Self.judgements.filter { $0.file == "shipped.tsv" }.count >= 15)
        #expect(Self.judgements.filter { $0.file == "own.tsv" }.count >= 30)
    }

    @Test("each judged query reaches its rank", arguments: judgements)
    func judged(_ judgement: Judgement) throws {
        let position = try Self.position(of: judgement)
        #expect(position != nil && position! <= judgement.rank, "got rank \(position.map(String.init) ?? "none")")
    }

    @Test("recall@1, recall@3 and MRR")
    func metrics() throws {
        let summary = try Self.summary(Self.judgements, label: "relevance")
        print(summary)
        print(try Self.summary(Self.unmet, label: "relevance, known misses"))
        #expect(!Self.judgements.isEmpty)
    }

    static func summary(_ judgements: [Judgement], label: String) throws -> String {
        var atOne = 0
        var atThree = 0
        var reciprocal = 0.0
        for judgement in judgements {
            let position = try Self.position(of: judgement)
            if let position {
                if position == 1 { atOne += 1 }
                if position <= 3 { atThree += 1 }
                reciprocal += 1 / Double(position)
            }
        }
        let count = Double(max(judgements.count, 1))
        return String(
            format: "%@: %d queries, recall@1 %.3f, recall@3 %.3f, MRR %.3f", label, judgements.count,
            Double(atOne) / count, Double(atThree) / count, reciprocal / count)
    }
}
