import Testing

@testable import HIGIngest

/// The declared pages a file name one edit off joins, found through spellings with a
/// character left out instead of by comparing the name with every declared page.
@Suite("Names one edit apart")
struct OneEditNeighboursTests {
    static let names = [
        "activity-rings", "activity-ring", "activity-rings-2", "actvity-rings", "acitvity-rings", "lists-and-tables",
        "list-and-tables", "lists-and-table", "tables-and-lists", "color", "colour", "colors", "oclor", "", "a", "ab",
        "ba", "한국어", "한국", "한국어-페이지", "widgets", "widget",
    ]

    @Test("every name within one edit is found, and only those, as comparing with every name finds them")
    func sameAsComparingEveryName() {
        let near = OneEditNeighbours(Self.names)
        for name in Self.names + ["acitivity-rings", "zzz", "list-and-table", "widgetss"] {
            let compared = Set(
                Self.names.filter {
                    abs($0.count - name.count) <= 1 && EditDistance.isAtMostOne(Array($0), Array(name))
                })
            #expect(near.neighbours(of: name) == compared, "\(name)")
        }
    }
}
