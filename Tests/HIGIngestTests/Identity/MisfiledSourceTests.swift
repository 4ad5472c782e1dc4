import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// A source saved under one page's name that holds another page's guidelines is read as the
/// page its guidelines belong to, with a warning; one that shares guidance with its own page stays.
@Suite("Misfiled sources")
struct MisfiledSourceTests {
    private static let fileManagement = """
        # File management

        Source: https://developer.apple.com/design/human-interface-guidelines/file-management

        ## Opening files

        **Use app menus to let people create documents.** Body.

        **Reflect the file system in a custom open view.** Body.

        **Consider making your open view more convenient.** Body.
        """
    private static let goingFullScreen = """
        # Going full screen

        Source: https://developer.apple.com/design/human-interface-guidelines/going-full-screen

        ## Best practices

        **Support full-screen mode when it makes sense.** Body.

        **Let people choose when to exit full-screen mode.** Body.
        """

    private func ingest(notes: String) throws -> IngestResult {
        try SingleFile.ingest(files: [
            "hig/File management.md": Self.fileManagement,
            "hig/Going full screen.md": Self.goingFullScreen,
            "notes/going-full-screen.md": notes,
        ]).0
    }

    @Test("a copy of another page's guidelines under a page's name joins the page it copies")
    func copyJoinsItsPage() throws {
        let notes = """
            # **[patterns] going-full-screen**

            ## Opening files

            **Use app menus to let people create documents.** Body.
            > 앱 메뉴로 문서를 만들게 하십시오.

            **Reflect the file system in a custom open view.** Body.

            **Consider making your open view more convenient.** Body.
            """
        let result = try ingest(notes: notes)
        let pages = Dictionary(uniqueKeysWithValues: result.graph.pages.map { ($0.id, $0) })
        #expect(pages["going-full-screen"]?.sources.count == 1)
        #expect(pages["file-management"]?.sources.count == 2)
        let fullScreen = result.graph.practices.filter { $0.page == "going-full-screen" }.map(\.lead)
        #expect(fullScreen.count == 2)
        #expect(result.graph.practices.filter { $0.page == "file-management" }.count == 3)
        let file = result.graph.files.first { $0.path.hasSuffix("notes/going-full-screen.md") }
        #expect(file?.page == "file-management")
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.page.misfiled" })
        #expect(warning.file.hasSuffix("notes/going-full-screen.md"))
        #expect(warning.message.contains("going-full-screen") && warning.message.contains("file-management"))
    }

    @Test("a source sharing a guideline with its own page, or too few with another, stays where its name puts it")
    func sharedGuidanceStays() throws {
        let withOwn = """
            # **[patterns] going-full-screen**

            ## Best practices

            **Support full-screen mode when it makes sense.** Body.

            **Use app menus to let people create documents.** Body.

            **Reflect the file system in a custom open view.** Body.

            **Consider making your open view more convenient.** Body.
            """
        let fewer = """
            # **[patterns] going-full-screen**

            ## Best practices

            **Use app menus to let people create documents.** Body.

            **Reflect the file system in a custom open view.** Body.
            """
        for notes in [withOwn, fewer] {
            let result = try ingest(notes: notes)
            let page = result.graph.pages.first { $0.id == "going-full-screen" }
            #expect(page?.sources.count == 2)
            #expect(!result.diagnostics.contains { $0.id == "ingest.page.misfiled" })
        }
    }
}
