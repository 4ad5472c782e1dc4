import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGSite

@Suite("Static site folder: a run killed while the new site goes in")
struct SiteSwapTests {
    /// A process ID no process has, as a killed run's.
    static let killedProcess: Int32 = 999_999

    private func generator(_ graph: RuleGraph) throws -> SiteGenerator {
        let input = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0", indexed: "", tool: "hig test",
            vocabulary: .index(taxonomy: graph.taxonomy))
        return SiteGenerator(theme: try SiteTheme(folder: TestSite.theme), input: input)
    }

    /// The manifest's files, or nil when one it lists is missing: a whole site or none.
    private func wholeSite(_ folder: String) -> [String]? {
        guard let manifest = try? String(contentsOfFile: folder + "/.hig-site", encoding: .utf8) else { return nil }
        let files = manifest.split(separator: "\n").dropFirst(2).map(String.init)
        return files.allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) } ? files : nil
    }

    @Test(
        "killed after any step of the swap, the folder holds the whole old site or the whole new one, with the user's files",
        arguments: [SiteSwap.Step.carried, .movedAside, .movedIn])
    func killedMidSwap(step: SiteSwap.Step) throws {
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        _ = try generator(HostileGraph.make()).write(to: site)
        let old = try #require(wholeSite(site))
        try directory.write("site/CNAME", "guidelines.example.com\n")
        try directory.write("site/notes/todo.md", "keep me")
        var next = try generator(SiteFixture.graph)
        next.processID = Self.killedProcess
        next.interruptAfter = step
        #expect(throws: SiteSwap.Interrupted.self) { try next.write(to: site) }
        // The next run's first act, before it writes anything.
        SiteSwap.recover(site)
        let found = try #require(wholeSite(site), "a whole site after \(step)")
        let new = try #require(wholeSite(try sitePath(of: SiteFixture.graph, in: directory)))
        #expect(found == old || found == new, "\(step)")
        #expect(found.count != old.count || found == old)
        #expect(try String(contentsOfFile: site + "/CNAME", encoding: .utf8) == "guidelines.example.com\n")
        #expect(try String(contentsOfFile: site + "/notes/todo.md", encoding: .utf8) == "keep me")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["reference", "site"])
    }

    /// Where a finished run puts the site of `graph`: the reference to compare a killed run with.
    private func sitePath(of graph: RuleGraph, in directory: TemporaryDirectory) throws -> String {
        let reference = directory.path + "/reference"
        if !FileManager.default.fileExists(atPath: reference) { _ = try generator(graph).write(to: reference) }
        return reference
    }

    @Test("a finished swap keeps the user's files, drops the old site's, and leaves nothing beside the folder")
    func finishedSwap() throws {
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        _ = try generator(SiteFixture.graph).write(to: site)
        try directory.write("site/.git/HEAD", "ref: refs/heads/main\n")
        try directory.write("site/pages/mine.html", "mine")
        _ = try generator(HostileGraph.make()).write(to: site)
        #expect(FileManager.default.fileExists(atPath: site + "/.git/HEAD"))
        #expect(FileManager.default.fileExists(atPath: site + "/pages/mine.html"))
        #expect(!FileManager.default.fileExists(atPath: site + "/pages/multitasking.html"), "the old site's page")
        let folders = (FileManager.default.enumerator(atPath: site)?.allObjects as? [String] ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: site + "/" + path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        let empty = folders.filter {
            (try? FileManager.default.contentsOfDirectory(atPath: site + "/" + $0))?.isEmpty != false
        }
        #expect(empty.isEmpty, "folders only the old site had: \(empty)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["site"])
    }
}
