import GRDB
import Testing

@testable import HIGIndex

@Suite("Query planner")
struct QueryPlannerTests {
    private static func plan(_ query: String) throws -> QueryPlan {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: TestIndex.wholePath, configuration: configuration)
        return try queue.read { db in try QueryPlanner().plan(query, db: db) }
    }

    /// Apple's Korean says 경고 for alerts and 알림 for notifications, both Korean synonyms of
    /// "alert": searched through them, an English query would rank by a translation's wording.
    @Test("an English word is searched without its synonyms' Korean; a Korean word keeps its English")
    func englishWordsStayEnglish() throws {
        let english = try #require(try Self.plan("alert").terms.first)
        #expect(english.synonyms.contains("alerts"))
        #expect(!english.synonyms.contains(where: TextNormalizer.isHangulWord), "\(english.synonyms)")
        #expect(!english.alternatives.contains(where: TextNormalizer.isHangulWord), "\(english.alternatives)")
        let korean = try #require(try Self.plan("경고").terms.first)
        #expect(korean.synonyms.contains("alert"), "\(korean.synonyms)")
    }
}
