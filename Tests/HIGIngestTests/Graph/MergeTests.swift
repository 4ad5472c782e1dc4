import HIGModel
import HIGTestSupport
import Testing

@Suite("The merged graph of the shipped Content")
struct MergeTests {
    let graph = TestContent.graph

    @Test("ingesting the shipped Content gives no error diagnostics")
    func noErrors() {
        let errors = TestContent.ingested.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.formatted))")
    }

    @Test("Multitasking is one page from both seeds, its 13 bold-lead practices each with Korean")
    func multitasking() throws {
        let page = try #require(graph.page(id: "multitasking"))
        #expect(page.sources == ["Content/markdown-bilingual/multitasking.ko.md", "Content/text/Multitasking.txt"])
        let practices = page.practices.compactMap(graph.practice(id:))
        #expect(practices.count == 13)
        #expect(practices.allSatisfy { $0.ko != nil })
        #expect(graph.pages.filter { $0.title == "Multitasking" }.count == 1)
    }

    @Test("Modality has its 8 practices, the older notes' rewordings merged into them")
    func modality() throws {
        let page = try #require(graph.page(id: "modality"))
        #expect(page.practices.count == 8)
        let keep = try #require(graph.practices.first { $0.lead.hasPrefix("Aim to keep modal tasks simple") })
        #expect(keep.sources.count == 2)
        #expect(keep.ko != nil)
    }

    @Test("pages that arrive in several formats are one page each")
    func severalFormats() throws {
        let expected: [String: Int] = ["playing-audio": 4, "sheets": 4, "launching": 5, "alerts": 3, "modality": 2]
        for (id, count) in expected {
            let page = try #require(graph.page(id: id))
            #expect(page.sources.count == count, "\(id): \(page.sources)")
        }
        #expect(Set(graph.pages.map(\.id)).count == graph.pages.count)
    }

    @Test("Respond smoothly to audio interruptions: platforms, Korean, a reference to Playing audio, no moment")
    func audioInterruptions() throws {
        let matches = graph.practices.filter { $0.lead == "Respond smoothly to audio interruptions." }
        #expect(matches.count == 1)
        let practice = try #require(matches.first)
        #expect(practice.id == "multitasking/respond-smoothly-to-audio-interruptions")
        #expect(practice.platforms == ["ios", "ipados", "macos", "tvos", "visionos"])
        #expect(practice.ko?.contains("오디오 중단에 부드럽게 대응합니다") == true)
        let reference = try #require(practice.references.first { $0.kind == .page })
        #expect(reference.target == "playing-audio" && reference.resolved)
        // An audio-session interruption is not a lifecycle moment of the app.
        #expect(practice.transitions.isEmpty)
        #expect(practice.states.isEmpty)
        #expect(practice.sources.count == 2)
    }

    @Test("practice IDs are page slug and lead slug, unique, and do not depend on which source came first")
    func stableIDs() throws {
        #expect(Set(graph.practices.map(\.id)).count == graph.practices.count)
        #expect(graph.practices.allSatisfy { $0.id.hasPrefix($0.page + "/") })
        let reversed = HIGIngestReordering.ingestInReverse()
        #expect(Set(reversed.practices.map(\.id)) == Set(graph.practices.map(\.id)))
    }

    @Test("strength comes from the wording")
    func strength() throws {
        #expect(TestContent.practice(leading: "Always give people an obvious way")?.strength == .must)
        #expect(TestContent.practice(leading: "Avoid using an alert merely")?.strength == .avoid)
        #expect(TestContent.practice(leading: "Don’t advertise.")?.strength == .mustNot)
        #expect(TestContent.practice(leading: "Consider letting people use a gesture")?.strength == .consider)
        #expect(TestContent.practice(leading: "Use notifications sparingly.")?.strength == .should)
    }

    @Test("developer symbols and presentation styles are tagged")
    func symbolsAndStyles() throws {
        let gesture = try #require(TestContent.practice(leading: "Consider letting people use a gesture"))
        #expect(
            gesture.references.contains { $0.kind == .symbol && $0.target == "UIWindowScene.ActivationInteraction" })
        let prominent = try #require(TestContent.practice(leading: "Use the prominent style"))
        #expect(prominent.styles.contains("prominent-window"))
        #expect(prominent.platforms == ["ipados"])
    }
}
