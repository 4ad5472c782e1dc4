import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// Tables on the site: a real `<table>` with its caption and column headers, in its section or
/// under the practice it follows, every cell escaped.
@Suite("tables on the site")
struct TableSiteTests {
    static let page = """
        # Sizes

        ## Controls

        **Offer sufficiently sized controls.** Controls that are too small are hard to select.

        | Platform | Minimum control size |
        | --- | --- |
        | iOS, iPadOS | 28x28 pt |

        ## Text

        Use the following values:

        | Style | Size |
        | --- | --- |
        | a < b & \"c\" | 17 pt |

        """

    @Test func aTableIsARealTableEscaped() throws {
        let (result, directory) = try SingleFile.ingest(text: Self.page, named: "sizes.md")
        let folder = directory.path + "/site"
        try TestSite.write(result.graph, to: folder)
        let html = try TestSite.html(folder, "pages/sizes.html")
        #expect(html.contains(#"<th scope="col">Platform</th><th scope="col">Minimum control size</th>"#))
        #expect(html.contains("<td>iOS, iPadOS</td><td>28x28 pt</td>"))
        // The sentence introducing the table is its paragraph: said once, and the table's name.
        #expect(!html.contains("<caption>Use the following values:</caption>"))
        #expect(html.components(separatedBy: "Use the following values:").count == 3)
        #expect(html.contains(#"role="region" aria-label="Use the following values:""#))
        #expect(html.contains("<td>a &lt; b &amp; &quot;c&quot;</td>"))
        // The first table follows its practice: it is inside the practice's article.
        let article = try #require(html.range(of: "Offer sufficiently sized controls."))
        let table = try #require(html.range(of: "<td>iOS, iPadOS</td>"))
        let articleEnd = try #require(html.range(of: "</article>", range: article.upperBound..<html.endIndex))
        #expect(table.lowerBound < articleEnd.lowerBound)
    }
}
