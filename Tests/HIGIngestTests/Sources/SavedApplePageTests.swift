import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// A page saved from Apple's site is Apple's HIG whatever its file is called: by its canonical
/// link or `og:url` (absolute or site-relative) or by headings that link to their anchors on
/// Apple's page. A page that merely links to Apple stays an article.
@Suite("Saved Apple pages")
struct SavedApplePageTests {
    private static func page(head: String, heading: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><title>Alerts | Apple Developer Documentation</title>\(head)</head>
        <body><main>
        <h1>Alerts</h1>
        <p>An alert gives people critical information they need right away.</p>
        \(heading)
        <p><strong>Use alerts sparingly.</strong> Alerts interrupt people.</p>
        </main></body></html>
        """
    }

    private static let plainHeading = "<h2>Best practices</h2>"
    private static let path = "/design/human-interface-guidelines/alerts"

    static let applePages: [(String, String)] = [
        ("relative canonical", page(head: #"<link rel="canonical" href="\#(path)">"#, heading: plainHeading)),
        (
            "relative og:url on a base",
            page(
                head: #"<base href="https://developer.apple.com/">"#
                    + #"<meta property="og:url" content="\#(path)">"#,
                heading: plainHeading)
        ),
        (
            "heading anchors",
            page(
                head: "",
                heading: #"<h2 id="Best-practices"><a href="\#(path)#Best-practices">"#
                    + "Best practices</a></h2>")
        ),
    ]

    @Test("a saved Apple page is apple-hig, with Apple's address and page ID", arguments: applePages)
    func applePage(_ label: String, html: String) throws {
        let (result, _) = try SingleFile.ingest(files: ["saved page.html": html])
        let page = try #require(result.graph.pages.first, "\(label)")
        #expect(page.id == "alerts", "\(label)")
        #expect(page.sourceDetails?.first?.kind == .appleHIG, "\(label)")
        #expect(page.url == "https://developer.apple.com/design/human-interface-guidelines/alerts", "\(label)")
    }

    @Test("a page whose only Apple link is in its text stays an article")
    func linkingPage() throws {
        let html = Self.page(
            head: "",
            heading: Self.plainHeading + #"<p>See <a href="\#(Self.path)#Best-practices">Apple</a>.</p>"#)
        let (result, _) = try SingleFile.ingest(files: ["my-alerts.html": html])
        let page = try #require(result.graph.pages.first)
        #expect(page.sourceDetails?.first?.kind == .article)
    }
}
