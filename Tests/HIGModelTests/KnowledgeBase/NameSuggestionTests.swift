import HIGModel
import Testing

@Suite("Suggesting the name a typo meant")
struct NameSuggestionTests {
    @Test("the nearest name within a few edits, none when nothing is near")
    func closest() {
        let pages = ["multitasking", "modality", "sheets", "alerts"]
        #expect(NameSuggestion.closest(to: "multitaskng", among: pages) == "multitasking")
        #expect(NameSuggestion.closest(to: "Alrets", among: pages) == "alerts")
        #expect(NameSuggestion.closest(to: "typography", among: pages) == nil)
        #expect(NameSuggestion.closest(to: "", among: pages) == nil)
    }
}
