import Testing

@testable import HIGSite

@Suite("Site views")
struct SiteViewFieldsTests {
    @Test("every view gives its template all of its fields, under their own names")
    func fieldsMatchTheViews() throws {
        let graph = TestContent.graph
        let input = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0123456789abcdef", indexed: "2026-01-02T03:04:05Z",
            tool: "hig test", vocabulary: .index(taxonomy: graph.taxonomy))
        var checked = Set<String>()
        func check(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if let view = value as? any TemplateFields {
                let type = String(reflecting: Swift.type(of: value))
                #expect(Set(view.templateFields.keys) == Set(mirror.children.compactMap(\.label)), "\(type)")
                checked.insert(type)
            }
            if mirror.displayStyle != nil { mirror.children.forEach { check($0.value) } }
        }
        for page in SitePages(catalog: SiteCatalog(input)).all() { check(page.makeView()) }
        let views = [
            "Link", "Frame", "ListView", "ListView.Group", "HomeView", "HomeView.Stat", "HomeView.Category",
            "ChecklistView", "ChecklistView.Item", "ChecklistView.Section", "SearchView", "PageView",
            "PageView.SectionView", "PracticeView",
        ]
        #expect(checked == Set(views.map { "HIGSite." + $0 }))
    }
}
