import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

@Suite("Apple's navigation")
struct PageHierarchyTests {
    @Test("breadcrumbs name each page's parent and a collection's list orders its children")
    func fromBreadcrumbsAndCollections() {
        let graph = NavigationFixture.graph
        let pages = Dictionary(uniqueKeysWithValues: graph.pages.map { ($0.id, $0) })
        #expect(pages["brakes"]?.parent == "parts")
        #expect(pages["parts"]?.parent == "guide", "the home is named by title, its README.md is no file")
        #expect(pages["parts"]?.listing == ["wheels", "brakes", "drivetrain"])
        let hierarchy = PageHierarchy(pages: graph.pages)
        #expect(hierarchy.roots == ["guide"])
        #expect(hierarchy.topLevel == ["parts", "basics"])
        #expect(hierarchy.children(of: "parts") == ["wheels", "brakes", "drivetrain"])
        #expect(hierarchy.ancestors(of: "chain") == ["guide", "parts", "drivetrain"])
        #expect(hierarchy.ancestors(of: "brakes") == ["guide", "parts"])
        #expect(hierarchy.order == ["guide", "parts", "wheels", "brakes", "drivetrain", "chain", "basics"])
        #expect(hierarchy.neighbours(of: "brakes") == ("wheels", "drivetrain"))
        #expect(hierarchy.outside == ["loose"])
        #expect(hierarchy.section(of: "brakes") == "parts")
    }

    @Test("a loop of parents or an unknown parent leaves its pages outside, never hanging")
    func loops() {
        let hierarchy = PageHierarchy([
            .init(id: "a", title: "A", parent: "b", listing: []),
            .init(id: "b", title: "B", parent: "a", listing: []),
            .init(id: "c", title: "C", parent: "nowhere", listing: []),
            .init(id: "d", title: "D", parent: "d", listing: ["d"]),
        ])
        #expect(hierarchy.isEmpty)
        #expect(hierarchy.outside == ["a", "b", "c", "d"])
        #expect(hierarchy.ancestors(of: "a").isEmpty)
    }

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

@Suite("Apple's navigation, bad input")
struct PageNavigationBadInputTests {
    @Test("a breadcrumb naming no page is a warning at its line, and the page is listed outside")
    func unknownParent() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Orphan.md", "[Nowhere](Nowhere.md) › **Orphan**\n\n# Orphan\n\nText.\n")
        let result = Ingester().ingest(paths: [directory.path])
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.navigation.unknown-parent" })
        #expect(warning.file == file && warning.line == 1 && warning.severity == .warning)
        #expect(warning.message.contains("'Nowhere' (Nowhere.md)"))
        #expect(result.graph.pages.map(\.parent) == [nil])
    }
}
