import HIGTestSupport
import Testing

@testable import HIGSite

/// The sidebar of a file that shows no HIG page is the same on every such file, so the site
/// builds it once rather than walking Apple's hierarchy again for each platform, state, style
/// and symbol page.
@Suite("The sidebar of files without a HIG page")
struct SharedSidebarTests {
    /// Where an array's elements are stored: two arrays built apart never share it.
    private static func storage(_ items: [SideItem]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("files one folder down share one sidebar, built once, its branches closed")
    func builtOnce() throws {
        let site = SitePages(catalog: SiteCatalog(TestSite.input(NavigationFixture.graph)))
        let platforms = site.frame(for: SiteURLs.platforms, title: "Platforms").sidebar
        let style = site.frame(for: "styles/sheet.html", title: "Sheet").sidebar
        #expect(!platforms.isEmpty)
        #expect(platforms.allSatisfy { $0.sideChildren.isEmpty && !$0.sideCurrent })
        #expect(platforms.map(\.sideHref) == ["../pages/parts.html", "../pages/basics.html"])
        #expect(Self.storage(platforms) == Self.storage(style))
        let home = site.frame(for: SiteURLs.home, title: "Home").sidebar
        #expect(Self.storage(home) == Self.storage(site.frame(for: SiteURLs.search, title: "Search").sidebar))
        #expect(home.map(\.sideHref) == ["pages/parts.html", "pages/basics.html"])
    }
}
