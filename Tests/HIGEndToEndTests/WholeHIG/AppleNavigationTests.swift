import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Apple's navigation as the whole shipped HIG's breadcrumbs and collections give it.
@Suite("Apple's navigation of the whole HIG")
struct AppleNavigationTests {
    @Test("the whole HIG: Apple's six collections, the components' eight groups, every current page placed")
    func wholeGuidelines() {
        let graph = TestContent.whole.graph
        let hierarchy = PageHierarchy(pages: graph.pages)
        #expect(hierarchy.roots == ["human-interface-guidelines"])
        #expect(
            hierarchy.topLevel.map(hierarchy.title(of:)) == [
                "Getting started", "Foundations", "Patterns", "Components", "Inputs", "Technologies",
            ])
        #expect(
            hierarchy.children(of: "components").map(hierarchy.title(of:)) == [
                "Content", "Layout and organization", "Menus and actions", "Navigation and search", "Presentation",
                "Selection and input", "Status", "System experiences",
            ])
        #expect(hierarchy.ancestors(of: "charts") == ["human-interface-guidelines", "components", "content"])
        let apple = graph.pages.filter { $0.sources.contains { $0.contains("Content/markdown/hig/") } }
        #expect(apple.count > 170)
        #expect(apple.filter { !hierarchy.contains($0.id) }.map(\.id).isEmpty)
    }
}
