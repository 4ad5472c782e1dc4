import HIGModel
import Testing

@testable import HIGIndex

@Suite("Synonym table")
struct SynonymTableTests {
    private let table = SynonymTable(
        taxonomy: Taxonomy(
            synonyms: [["tooltip", "help tag"]],
            translations: [["top", "top edge", "upper", "상단", "위쪽"], ["cancel", "취소"]]))

    @Test("a Korean word expands to the English of its translation group")
    func koreanExpands() {
        #expect(table.group(for: "상단") == ["top", "top edge", "upper", "상단", "위쪽"])
        #expect(table.group(for: "위쪽")?.contains("top") == true)
    }

    @Test("the English words of a translation group do not expand to each other")
    func englishStaysItself() {
        #expect(table.group(for: "top") == nil)
        #expect(table.group(for: "upper") == nil)
        #expect(table.group(for: "cancel") == nil)
    }

    @Test("a synonym group expands from every member")
    func synonymsExpand() {
        #expect(table.group(for: "tooltip") == ["tooltip", "help tag"])
        #expect(table.group(for: "help tag") == ["tooltip", "help tag"])
    }
}
