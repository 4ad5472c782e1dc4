import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Questions that weigh two things, on the whole shipped HIG.
@Suite("Comparisons")
struct ComparisonTests {
    @Test("the guidance naming both sides comes first, then each side's best")
    func bothSidesTogether() throws {
        let comparison = try TestIndex.wholeEngine.search("switch vs checkbox in a Mac settings window").comparison
        #expect(comparison?.sides == ["switch", "checkbox"])
        let picks = comparison?.picks ?? []
        #expect(picks.map(\.side) == [nil, "switch", "checkbox"])
        let deciding = picks.first?.practice.lead.lowercased() ?? ""
        #expect(deciding.contains("switch") && deciding.contains("checkbox"), "\(deciding)")
    }

    @Test("a guideline on two pages is one answer, and the side's next best stands for it")
    func oneGuidelineOnce() throws {
        let query = "alert or action sheet for deleting a draft"
        let picks = try TestIndex.wholeEngine.search(query).comparison?.picks ?? []
        let leads = picks.map(\.practice.lead)
        #expect(leads.count == 3 && Set(leads).count == 3, "\(leads)")
    }

    @Test("the words after a side that say what is done are not a side; a question without one has none")
    func sidesAndNoSides() throws {
        let engine = TestIndex.wholeEngine
        let sides = try engine.search("spinner or progress bar while syncing").comparison?.sides
        #expect(sides == ["spinner", "progress bar"])
        #expect(try engine.search("progress bar while syncing").comparison == nil)
    }
}

@Suite("Comparisons: a side the pages never write")
struct ComparisonSynonymSideTests {
    @Test("a side no practice holds as typed is held through its synonyms: fullScreenCover")
    func sideThroughSynonyms() throws {
        let comparison = try TestIndex.wholeEngine.search("sheet or fullScreenCover for onboarding").comparison
        #expect(comparison?.sides == ["sheet", "fullscreencover"])
        #expect(
            comparison?.picks.contains { $0.side == "fullscreencover" } == true,
            "\(comparison?.picks.map(\.side) ?? [])")
    }
}
