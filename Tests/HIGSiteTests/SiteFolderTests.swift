import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGSite

@Suite("Static site folder: what it keeps")
struct SiteFolderTests {
    @Test("the user's files in the site folder stay; files of the old site no longer written go")
    func userFilesStay() throws {
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        try TestSite.write(HostileGraph.make(), to: site)
        try directory.write("site/CNAME", "guidelines.example.com\n")
        try directory.write("site/.git/HEAD", "ref: refs/heads/main\n")
        try directory.write("site/notes/todo.md", "keep me")
        let stale = try directory.write("site/pages/gone-since.html", "old")
        let manifest = try String(contentsOfFile: site + "/.hig-site", encoding: .utf8)
        try (manifest + "pages/gone-since.html\n").write(toFile: site + "/.hig-site", atomically: true, encoding: .utf8)
        try TestSite.write(HostileGraph.make(), to: site)
        for kept in ["CNAME", ".git/HEAD", "notes/todo.md"] {
            #expect(FileManager.default.fileExists(atPath: site + "/" + kept), "\(kept)")
        }
        #expect(!FileManager.default.fileExists(atPath: stale), "a file the tool wrote and no longer writes")
        #expect(FileManager.default.fileExists(atPath: site + "/index.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["site"], "no staging left")
    }

    @Test("/, a top-level folder and the home folder are refused")
    func rootsRefused() throws {
        for root in ["/", "/tmp", "/tmp/", FileManager.default.homeDirectoryForCurrentUser.path] {
            #expect(throws: SiteError.self, "\(root)") { try TestSite.write(HostileGraph.make(), to: root) }
        }
    }

    @Test("a killed run's staging folders are removed by the next run; a running one's are not")
    func abandonedStaging() throws {
        let directory = try TemporaryDirectory()
        try directory.write("site.new-999999-1/index.html", "half")
        try directory.write("site.old-999999-2/index.html", "old")
        let running = "site.new-\(ProcessInfo.processInfo.processIdentifier)-3"
        try directory.write(running + "/index.html", "in progress")
        try TestSite.write(HostileGraph.make(), to: directory.path + "/site")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["site", running])
    }

    @Test("a linked site folder is written into; the link stays")
    func linkedFolder() throws {
        let directory = try TemporaryDirectory()
        try TestSite.write(HostileGraph.make(), to: directory.path + "/real")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link", withDestinationPath: "real")
        try TestSite.write(HostileGraph.make(), to: directory.path + "/link")
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path + "/link")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test("a theme whose partial includes itself is refused with the cycle, before anything is written")
    func recursivePartial() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: TestSite.theme, toPath: directory.path + "/theme")
        let link = directory.path + "/theme/templates/link.mustache"
        try (try String(contentsOfFile: link, encoding: .utf8) + "{{> practice}}")
            .write(toFile: link, atomically: true, encoding: .utf8)
        #expect {
            try SiteTheme(folder: directory.path + "/theme")
        } throws: { error in
            // The cycle is named from whichever of its partials the check reached first.
            let description = (error as? SiteError)?.description ?? ""
            return description.contains("include themselves (link → practice → link)")
                || description.contains("include themselves (practice → link → practice)")
        }
    }

    @Test("a site written inside the content folder is not read as pages")
    func siteInsideContent() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Content/sheets.md", "# Sheets\n\n## Best practices\n\n**Keep sheets short.** Body.\n")
        try TestSite.write(SiteFixture.graph, to: directory.path + "/Content/site")
        let result = Ingester().ingest(paths: [directory.path + "/Content"])
        #expect(result.graph.pages.map(\.title) == ["Sheets"])
        #expect(result.diagnostics.contains { $0.id == "ingest.folder.site" })
    }

    @Test("a site file that cannot be written is refused with the system's reason")
    func unwritableFileSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let missing = #expect(throws: SiteError.self) {
            try SiteGenerator.save(Data("page".utf8), to: directory.path + "/gone/page.html")
        }
        #expect(missing?.description.hasSuffix(": No such file or directory") == true, "\(String(describing: missing))")
        // A full disk, as /dev/full is.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = #expect(throws: SiteError.self) { try SiteGenerator.save(Data("page".utf8), to: "/dev/full") }
        #expect(full?.description.hasSuffix(": No space left on device") == true, "\(String(describing: full))")
    }
}
