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

@Suite("Synonym table: plurals")
struct SynonymPluralTests {
    private let table = SynonymTable(
        taxonomy: Taxonomy(
            synonyms: [["tap target", "control size"], ["menu", "메뉴"], ["menus", "drawer"], ["status", "state"]],
            translations: [["top", "상단"]]))

    @Test("a plural finds its singular's group: tap targets is a tap target")
    func pluralOfPhrase() {
        #expect(table.group(for: "tap targets") == ["tap target", "control size"])
        #expect(table.group(for: "control sizes") == ["tap target", "control size"])
    }

    @Test("a word the taxonomy lists keeps its own group, not its singular's")
    func explicitKeyWins() {
        #expect(table.group(for: "menus") == ["menus", "drawer"])
    }

    @Test("no plural for a Korean word, a word ending in s, or a translation's English")
    func noPlural() {
        #expect(table.group(for: "statuses") == nil)
        #expect(table.group(for: "tops") == nil)
        #expect(SynonymInflections.plural(of: "메뉴") == nil)
        #expect(SynonymInflections.plural(of: "search") == "searches")
        #expect(SynonymInflections.plural(of: "category") == "categories")
    }
}
