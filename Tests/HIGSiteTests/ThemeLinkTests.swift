import Foundation
import HIGSite
import HIGTestSupport
import Testing

@Suite("Static site theme: links leading outside it")
struct ThemeLinkTests {
    /// A copy of the shipped theme and a secret file beside it, outside the theme.
    private func theme() throws -> (TemporaryDirectory, theme: String, secret: String) {
        let directory = try TemporaryDirectory()
        let theme = directory.path + "/theme"
        try FileManager.default.copyItem(atPath: TestSite.theme, toPath: theme)
        let secret = try directory.write("secret/passwd", "root:x:0:0:secret-marker\n")
        return (directory, theme, secret)
    }

    private func site(_ theme: String, in directory: TemporaryDirectory) throws -> SiteGenerator.Summary {
        let input = SiteInput(
            graph: HostileGraph.make(), sourcePath: { $0 }, contentDigest: "0", indexed: "", tool: "hig test",
            vocabulary: .index(taxonomy: HostileGraph.make().taxonomy))
        return try SiteGenerator(theme: try SiteTheme(folder: theme), input: input).write(to: directory.path + "/site")
    }

    @Test("an asset linked outside the theme is not published; the warning names it; the rest is written")
    func assetLinkedOutside() throws {
        let (directory, theme, secret) = try theme()
        try FileManager.default.createSymbolicLink(atPath: theme + "/assets/passwd.css", withDestinationPath: secret)
        let summary = try site(theme, in: directory)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/site/assets/passwd.css"))
        #expect(summary.warnings.count == 1)
        #expect(summary.warnings.first?.contains("assets/passwd.css is a link leading outside the theme") == true)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/site/assets/search.js"))
        #expect(FileManager.default.fileExists(atPath: directory.path + "/site/index.html"))
    }

    @Test("an asset folder linked outside the theme copies nothing from there")
    func assetFolderLinkedOutside() throws {
        let (directory, theme, secret) = try theme()
        try FileManager.default.removeItem(atPath: theme + "/assets")
        try FileManager.default.createSymbolicLink(
            atPath: theme + "/assets", withDestinationPath: (secret as NSString).deletingLastPathComponent)
        let summary = try site(theme, in: directory)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/site/assets/passwd"))
        #expect(summary.warnings == ["\(theme)/assets is a link leading outside the theme folder; no assets copied"])
        #expect(FileManager.default.fileExists(atPath: directory.path + "/site/index.html"))
    }

    @Test("a link inside the theme is followed")
    func linkInside() throws {
        let (directory, theme, _) = try theme()
        try FileManager.default.createSymbolicLink(atPath: theme + "/assets/alias.css", withDestinationPath: "hig.css")
        let summary = try site(theme, in: directory)
        #expect(summary.warnings.isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/site/assets/alias.css"))
    }

    @Test("a template linked outside the theme is refused, naming it, before anything is written")
    func templateLinkedOutside() throws {
        let (directory, theme, secret) = try theme()
        let layout = theme + "/templates/layout.mustache"
        try FileManager.default.removeItem(atPath: layout)
        try FileManager.default.createSymbolicLink(atPath: layout, withDestinationPath: secret)
        #expect {
            try SiteTheme(folder: theme)
        } throws: { error in
            (error as? SiteError)?.description.contains("layout.mustache is a link leading outside the theme") == true
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/site"))
    }
}
