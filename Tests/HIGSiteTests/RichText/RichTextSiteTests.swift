import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// The site shows prose as the source wrote it, with no request it depends on, and outdated
/// guidance after everything current.
@Suite("Rich text on the site")
struct RichTextSiteTests {
    static func page(_ graph: RuleGraph, _ id: String = "playing-audio") throws -> String {
        let folder = try TemporaryDirectory()
        try TestSite.write(graph, to: folder.url.path + "/site")
        return try TestSite.html(folder.url.path + "/site", "pages/\(id).html")
    }

    @Test("links, lists, callouts, images and subsection headings")
    func prose() throws {
        let (graph, _) = try RichTextFixture.ingest()
        let html = try Self.page(graph)
        #expect(html.contains(#"<a href="../pages/sheets.html">Sheets</a>"#))
        #expect(
            html.contains(#"<a href="https://developer.apple.com/design/human-interface-guidelines/nowhere-page">"#))
        #expect(html.contains(#"<a href="https://developer.apple.com/documentation/uikit/uiview">UIView</a>"#))
        #expect(html.contains("<em>emphasis</em>") && html.contains("<code>AVAudioSession</code>"))
        #expect(html.contains(#"<div class="callout callout-note" role="note""#))
        #expect(!html.contains("Note Reorganized"))
        #expect(html.contains("A speaker with sound waves."))
        #expect(html.contains(#"href="https://docs-assets.developer.apple.com/speaker.png""#))
        #expect(!html.contains("<img"))
        #expect(
            html.contains(#"<ul class="rich"><li><span class="en" lang="en">First category</span><ul class="rich">"#))
        #expect(html.contains(#"<ol class="rich">"#))
        #expect(!html.contains("• First category"))
        #expect(html.contains(#"<h3><span class="title-en">iOS</span></h3>"#))
        // The practice's body: its link goes to the page, its list is a list.
        #expect(html.contains(#"a <a href="../pages/sheets.html">sheet</a> appears:"#))
        #expect(html.contains("<li><span class=\"en\" lang=\"en\">Pause indefinitely for calls.</span>"))
    }

    @Test("outdated guidance comes last, collapsed")
    func outdatedLast() throws {
        var (graph, _) = try RichTextFixture.ingest()
        let index = try #require(graph.practices.firstIndex { $0.lead == "Respond smoothly to audio interruptions." })
        graph.practices[index].outdatedEdition = "2022-09-01"
        let html = try Self.page(graph)
        let anchor = try #require(html.range(of: #"id="respond-smoothly-to-audio-interruptions""#))
        let details = try #require(html.range(of: "<details>"))
        let lastSection = try #require(html.range(of: #"<h3><span class="title-en">iOS</span></h3>"#))
        #expect(details.lowerBound > lastSection.lowerBound)
        #expect(anchor.lowerBound > details.lowerBound)
        #expect(!html.contains("section-general"))
    }
}
