import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Every source has a kind: declared in `SOURCES.md` by file or folder, else the one its format
/// and declared address suggest; a bad row is a diagnostic with its file and line.
@Suite("Source kinds")
struct SourceKindTests {
    private static let applePage = """
        # Alerts

        Source: https://developer.apple.com/design/human-interface-guidelines/alerts

        ## Best practices

        **Use alerts sparingly.** Alerts interrupt people.
        """

    private static let post = """
        Alerts in my app

        Best practices

        Use alerts for every small thing. It keeps people alert.
        """

    private static let notes = """
        @Metadata {
          @TitleHeading("WWDC21")
        }

        # Alerts in depth

        ## Best practices

        **Keep alert titles short.** Short titles read quickly.
        """

    private func kinds(_ result: IngestResult) -> [String: SourceKind] {
        var kinds: [String: SourceKind] = [:]
        for page in result.graph.pages {
            for detail in page.sourceDetails ?? [] {
                kinds[(detail.file as NSString).lastPathComponent] = detail.kind
            }
        }
        return kinds
    }

    @Test("without a listing: an Apple-URL page is apple-hig, plain text an article, DocC Markdown session notes")
    func defaults() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "alerts.md": Self.applePage, "my-alerts.txt": Self.post, "wwdc-alerts.md": Self.notes,
        ])
        let kinds = kinds(result)
        #expect(kinds["alerts.md"] == .appleHIG)
        #expect(kinds["my-alerts.txt"] == .article)
        #expect(kinds["wwdc-alerts.md"] == .sessionNotes)
    }

    @Test("a listing's file row wins over its folder row, and the practice carries its source's kind and edition")
    func listed() throws {
        let listing = """
            ## Source kinds

            | Path | Kind | Edition |
            | --- | --- | --- |
            | text/ | apple-hig | — |
            | text/my-alerts.txt | article | 2010-06-01 |
            """
        let (result, _) = try SingleFile.ingest(files: [
            "text/my-alerts.txt": Self.post,
            "text/alerts-copy.txt": Self.post.replacingOccurrences(
                of: "Alerts in my app", with: "Alerts copy"),
            "SOURCES.md": listing,
        ])
        let kinds = kinds(result)
        #expect(kinds["my-alerts.txt"] == .article)
        #expect(kinds["alerts-copy.txt"] == .appleHIG)
        let practice = try #require(result.graph.practices.first { $0.page == "my-alerts" })
        #expect(practice.sources.first?.kind == .article)
        #expect(practice.sources.first?.edition == "2010-06-01")
        #expect(practice.sourceKind == .article)
    }

    @Test("an unknown kind, a malformed date and a missing path are diagnostics with file and line; the rest ingests")
    func badRows() throws {
        let listing = """
            # Sources

            | Path | Kind | Edition |
            | --- | --- | --- |
            | alerts.md | apple-hig | — |
            | my-alerts.txt | blog | — |
            | alerts.md | apple-hig | last spring |
            | gone/ | article | — |
            """
        let (result, _) = try SingleFile.ingest(files: [
            "alerts.md": Self.applePage, "my-alerts.txt": Self.post, "SOURCES.md": listing,
        ])
        func diagnostic(_ id: String) -> Diagnostic? { result.diagnostics.first { $0.id == id } }
        let unknown = try #require(diagnostic("ingest.sources.unknown-kind"))
        #expect(unknown.file.hasSuffix("SOURCES.md") && unknown.line == 6 && unknown.message.contains("'blog'"))
        let date = try #require(diagnostic("ingest.sources.bad-edition"))
        #expect(date.file.hasSuffix("SOURCES.md") && date.line == 7 && date.message.contains("last spring"))
        let missing = try #require(diagnostic("ingest.sources.missing-path"))
        #expect(missing.file.hasSuffix("SOURCES.md") && missing.line == 8 && missing.message.contains("gone/"))
        // An unknown kind never outranks Apple: the post keeps the kind its format gives.
        #expect(kinds(result)["my-alerts.txt"] == .article)
        #expect(result.graph.practices.contains { $0.lead == "Use alerts sparingly." })
    }

    @Test("Apple's anchor for a section: words joined by hyphens, punctuation dropped")
    func anchors() {
        #expect(AppleURL.fragment("iOS, iPadOS") == "iOS-iPadOS")
        #expect(AppleURL.fragment("Multiple windows on iPad") == "Multiple-windows-on-iPad")
        #expect(
            AppleURL.section("Best practices", onPage: "alerts")
                == "https://developer.apple.com/design/human-interface-guidelines/alerts#Best-practices")
    }
}
