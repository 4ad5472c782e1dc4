import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Judged queries: the shipped set and our own (paraphrases, typos, Korean with particles,
/// developer symbols). Every query must reach its rank; the suite prints recall@1, recall@3 and MRR
/// over them, and separately over `unmet.tsv`, the judged queries not yet answered at their rank,
/// each of which must still be missed.
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
        let url = TestContent.packageRoot.appendingPathComponent("Tests/HIGTestSupport/Fixtures/relevance/\(name)")
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
    /// Judged queries on the whole HIG: the shipped set and our own, answered from an index of
    /// the whole shipped Content.
    static let wholeJudgements = load("full.tsv") + load("own-full.tsv") + load("designers-full.tsv")
    /// Questions in people's words on the whole HIG, the held-out ones among them: measured with
    /// `scripts/relevance` and held to the site's agreement, never to floors they were tuned to.
    static let peopleJudgements =
        load("people-full.tsv") + load("people-heldout.tsv") + load("people-heldout-2.tsv")
        + load("people-full-2.tsv") + load("people-heldout-3.tsv") + load("people-full-3.tsv")
        + load("people-heldout-4.tsv") + load("people-full-4.tsv") + load("people-heldout-5.tsv")
        + load("people-heldout-6.tsv") + load("people-heldout-7.tsv")
    /// Korean questions in Apple's terms and in everyday words on the whole HIG (the held-out
    /// ones never tuned on), answered in Apple's Korean and the community's.
    static let koreanJudgements =
        load("ko-apple-own.tsv") + load("ko-apple-heldout.tsv") + load("ko-apple-shared.tsv")

    /// The starter pages include a third-party article and study notes on purpose, so their
    /// judged queries measure the ranking over every kind of source, as `--source-kind all` asks;
    /// the whole HIG is judged on the default view, Apple's guidance.
    static func position(
        of judgement: Judgement, engine: SearchEngine = TestIndex.engine, filters: GuidelineFilter = .everyKind
    ) throws -> Int? {
        let leads = try engine.search(judgement.query, filters: filters, limit: 10).hits.compactMap {
            $0.practice?.lead
        }
        return leads.firstIndex { $0.lowercased().contains(judgement.expected.lowercased()) }.map { $0 + 1 }
    }

    @Test("there are judged queries: the shipped ones and at least 30 of our own")
    func suiteSize() {
        #expect(Self.judgements.filter { $0.file == "shipped.tsv" }.count >= 15)
        #expect(Self.judgements.filter { $0.file == "own.tsv" }.count >= 30)
        #expect(Self.wholeJudgements.filter { $0.file == "full.tsv" }.count >= 30)
        #expect(Self.wholeJudgements.filter { $0.file == "own-full.tsv" }.count >= 20)
        #expect(Self.wholeJudgements.filter { $0.file == "designers-full.tsv" }.count >= 90)
    }

    @Test("each judged query on the first twelve pages reaches its rank", arguments: judgements)
    func judged(_ judgement: Judgement) throws {
        let position = try Self.position(of: judgement)
        #expect(position != nil && position! <= judgement.rank, "got rank \(position.map(String.init) ?? "none")")
    }

    /// Every judged query reaches its rank, so each counts in the recall at its rank and adds at
    /// least 1/rank to the MRR: the figures can fall no lower than the judgements allow.
    @Test("recall@1, recall@3 and MRR on the first twelve pages")
    func metrics() throws {
        let summary = try Self.summary(Self.judgements, label: "relevance")
        print(summary.text)
        let count = Double(Self.judgements.count)
        #expect(count > 0)
        #expect(
            summary.passed == Self.judgements.count, "\(summary.passed) of \(Self.judgements.count) reach their rank")
        #expect(summary.recallAtOne >= Double(Self.judgements.filter { $0.rank == 1 }.count) / count)
        #expect(summary.recallAtThree >= Double(Self.judgements.filter { $0.rank <= 3 }.count) / count)
        #expect(summary.mrr >= Self.judgements.reduce(0) { $0 + 1 / Double($1.rank) } / count)
    }

    /// `unmet.tsv` lists what the search does not answer yet, each with the reason; a query that
    /// comes within its rank belongs with the asserted ones.
    @Test("each known miss is still missed", arguments: unmet)
    func knownMiss(_ judgement: Judgement) throws {
        let position = try Self.position(of: judgement)
        #expect(
            position.map { $0 > judgement.rank } ?? true,
            "answered at rank \(position ?? 0): move it from unmet.tsv to own.tsv")
    }

    @Test("the known misses are reported with their figures")
    func knownMisses() throws {
        print(try Self.summary(Self.unmet, label: "relevance, known misses").text)
        #expect(!Self.unmet.isEmpty)
    }

    /// The whole HIG's judged queries are held to the figures reached, so a change that answers
    /// fewer of them fails; the misses are printed.
    @Test("on the whole HIG, the judged queries keep their figures")
    func wholeHIG() throws {
        let figures = [("full.tsv", 21, 0.69), ("own-full.tsv", 21, 0.73), ("designers-full.tsv", 60, 0.655)]
        for (file, passing, reciprocal) in figures {
            let judged = Self.wholeJudgements.filter { $0.file == file }
            let summary = try Self.summary(
                judged, label: "relevance, whole HIG, \(file)", engine: TestIndex.wholeEngine,
                filters: GuidelineFilter())
            print(summary.text)
            #expect(summary.passed >= passing, "\(file): \(summary.passed) of \(judged.count) reach their rank")
            #expect(summary.mrr >= reciprocal, "\(file): MRR \(summary.mrr)")
        }
    }

    @Test("on the whole HIG, at least 90% of the Korean questions reach their rank")
    func wholeHIGInKorean() throws {
        let summary = try Self.summary(
            Self.koreanJudgements, label: "relevance, whole HIG, Korean", engine: TestIndex.wholeEngine,
            filters: GuidelineFilter())
        print(summary.text)
        #expect(Self.koreanJudgements.count >= 50)
        #expect(
            summary.passed * 10 >= Self.koreanJudgements.count * 9,
            "\(summary.passed) of \(Self.koreanJudgements.count)")
    }

    /// The whole HIG ranks exactly: it is under the narrowing threshold, and an engine that
    /// never narrows gives the judged queries the same ten practices.
    @Test("on the whole HIG, the ranking is exact")
    func wholeRankingIsExact() throws {
        let practices = try IndexReader(indexPath: TestIndex.wholePath).graph().practices.count
        #expect(practices < SearchEngine.narrowingThreshold)
        let exact = try SearchEngine(indexPath: TestIndex.wholePath, narrowingThreshold: .max)
        for judgement in Self.wholeJudgements {
            let ranked = try TestIndex.wholeEngine.search(judgement.query).hits.compactMap(\.practice?.id)
            let exactly = try exact.search(judgement.query).hits.compactMap(\.practice?.id)
            #expect(ranked == exactly, "\(judgement.query)")
        }
    }

    struct Summary {
        var text: String
        var passed: Int
        var recallAtOne: Double
        var recallAtThree: Double
        var mrr: Double
    }

    static func summary(
        _ judgements: [Judgement], label: String, engine: SearchEngine = TestIndex.engine,
        filters: GuidelineFilter = .everyKind
    ) throws -> Summary {
        var atOne = 0
        var atThree = 0
        var passed = 0
        var reciprocal = 0.0
        var misses: [String] = []
        for judgement in judgements {
            let position = try Self.position(of: judgement, engine: engine, filters: filters)
            if let position {
                if position == 1 { atOne += 1 }
                if position <= 3 { atThree += 1 }
                reciprocal += 1 / Double(position)
            }
            if let position, position <= judgement.rank {
                passed += 1
            } else {
                misses.append("  miss: \(judgement.query) (rank \(position.map(String.init) ?? "none"))")
            }
        }
        let count = Double(max(judgements.count, 1))
        let text = String(
            format: "%@: %d queries, %d within their rank, recall@1 %.3f, recall@3 %.3f, MRR %.3f", label,
            judgements.count, passed, Double(atOne) / count, Double(atThree) / count, reciprocal / count)
        return Summary(
            text: ([text] + misses).joined(separator: "\n"), passed: passed, recallAtOne: Double(atOne) / count,
            recallAtThree: Double(atThree) / count, mrr: reciprocal / count)
    }
}
