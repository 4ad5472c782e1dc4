import HIGTestSupport
import Testing

@testable import HIGSite

@Suite("Site views")
struct SiteViewFieldsTests {
    @Test("every view gives its template all of its fields under their own names, and flags derived from its lists")
    func fieldsMatchTheViews() throws {
        let graph = SiteFixture.graph
        let input = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0123456789abcdef", indexed: "2026-01-02T03:04:05Z",
            tool: "hig test", vocabulary: .index(taxonomy: graph.taxonomy))
        var checked = Set<String>()
        // Texts, flags and numbers as they are; views and lists only by their kind and size.
        func plain(_ value: Any) -> String {
            switch value {
            case let text as String: text
            case let flag as Bool: "\(flag)"
            case let number as Int: "\(number)"
            case let fields as [String: Any]: "view of \(fields.count)"
            case let list as any Sequence: "list of \(count(list))"
            default: "\(Swift.type(of: value))"
            }
        }
        func count(_ list: some Sequence) -> Int { Array(list).count }
        func check(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if let view = value as? any TemplateFields {
                let type = String(reflecting: Swift.type(of: value))
                let fields = view.templateFields
                let labels = Set(mirror.children.compactMap(\.label))
                #expect(labels.isSubset(of: fields.keys), "\(type)")
                // The other keys are derived flags: `hasX` says whether the list `x` holds anything.
                for key in Set(fields.keys).subtracting(labels) {
                    let name = key == "hasKo" ? "koLines" : key.dropFirst(3).prefix(1).lowercased() + key.dropFirst(4)
                    let list = mirror.children.first { $0.label == name }?.value as? [Any]
                    #expect(key.hasPrefix("has") && list != nil, "\(type).\(key)")
                    #expect(fields[key] as? Bool == list.map { !$0.isEmpty }, "\(type).\(key)")
                }
                // Each plain value is listed under its own name (a swapped pair would not be).
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    let own = (child.value as? any TemplateValue)?.templateValue
                    let listed = fields[label]?.templateValue
                    #expect(
                        String(describing: own.map(plain)) == String(describing: listed.map(plain)), "\(type).\(label)")
                }
                checked.insert(type)
            }
            if mirror.displayStyle != nil { mirror.children.forEach { check($0.value) } }
        }
        for page in SitePages(catalog: SiteCatalog(input)).all() { check(page.makeView()) }
        // A graph with Apple's navigation, for the views only a hierarchy makes.
        var navigated = input
        navigated.graph = NavigationFixture.graph
        for page in SitePages(catalog: SiteCatalog(navigated)).all() { check(page.makeView()) }
        let views = [
            "Link", "Frame", "ListView", "ListView.Group", "HomeView", "HomeView.Stat", "HomeView.Category",
            "HomeView.Group", "ChecklistView", "ChecklistView.Item", "ChecklistView.Section", "ChecklistView.Review",
            "SearchView", "PageView",
            "PageView.SectionView", "PageView.ProseView", "PracticeView", "TableView", "TableView.RowView",
            "ChangeLogRow", "SideItem", "PlatformView", "PlatformView.PageGroup", "PlatformView.PageSection",
        ]
        #expect(checked == Set(views.map { "HIGSite." + $0 }))
    }
}
