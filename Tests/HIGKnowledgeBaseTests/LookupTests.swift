import HIGKnowledgeBase
import HIGModel
import HIGTestSupport
import Testing

@Suite("Looking up an ID")
struct LookupTests {
    let knowledgeBase = KnowledgeBase(indexPath: TestIndex.path)

    @Test("a practice ID names the practice, with the practices of other pages that refer to its page")
    func practice() throws {
        guard case .practice(let detail) = try knowledgeBase.lookup("sheets/include-a-grabber-in-a-resizable-sheet/")
        else {
            Issue.record("not found as a practice")
            return
        }
        #expect(detail.practice.lead == "Include a grabber in a resizable sheet.")
        #expect(detail.pageTitle == "Sheets")
        let referred = try #require(TestContent.graph.practices.first { $0.page == "alerts" })
        guard case .practice(let referredDetail) = try knowledgeBase.lookup(referred.id) else {
            Issue.record("\(referred.id) not found as a practice")
            return
        }
        let expected = TestContent.graph.practices.filter { practice in
            practice.page != "alerts"
                && practice.references.contains { $0.kind == .page && $0.target == "alerts" }
        }
        #expect(!expected.isEmpty)
        #expect(Set(referredDetail.referencedBy.map(\.id)) == Set(expected.map(\.id)))
    }

    @Test("a page ID names the page with its practices in order")
    func page() throws {
        guard case .page(let detail) = try knowledgeBase.lookup("sheets") else {
            Issue.record("not found as a page")
            return
        }
        #expect(detail.practices.map(\.id) == detail.page.practices)
        #expect(!detail.practices.isEmpty)
    }

    @Test("a slug typed past the length IDs are cut at still names its practice")
    func longerSlug() throws {
        let id = "alerts/if-supported-include-a-text-field-only-if-you-need-peoples-input-to-resolve-the"
        guard case .practice(let detail) = try knowledgeBase.lookup(id + "-situation") else {
            Issue.record("the longer slug was not resolved")
            return
        }
        #expect(detail.practice.id == id)
    }

    @Test("an ID that names nothing gets the IDs that contain it")
    func notFound() throws {
        guard case .notFound(let suggestions) = try knowledgeBase.lookup("grabber") else {
            Issue.record("\"grabber\" should name nothing")
            return
        }
        #expect(suggestions.contains("sheets/include-a-grabber-in-a-resizable-sheet"))
        guard case .notFound(let none) = try knowledgeBase.lookup("zzz-no-such-thing") else {
            Issue.record("should name nothing")
            return
        }
        #expect(none.isEmpty)
    }
}
