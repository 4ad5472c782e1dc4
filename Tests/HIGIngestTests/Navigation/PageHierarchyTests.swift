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
