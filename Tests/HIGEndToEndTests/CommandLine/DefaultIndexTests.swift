import Foundation
import HIGTestSupport
import Testing

/// Each content folder has its own default index beside it.
extension CommandLineTests {
    @Test("sibling content folders keep an index each: switching between them rebuilds neither")
    func siblingContentFolders() throws {
        let directory = try TemporaryDirectory()
        for name in ["hig-2022", "hig-2026"] {
            try FileManager.default.copyItem(
                at: TestContent.contentDirectory.appendingPathComponent("text"),
                to: directory.url.appendingPathComponent(name))
        }
        for name in ["hig-2022", "hig-2026"] {
            let first = try hig(["pages", "--content", name], in: directory.path)
            #expect(first.status == 0, "\(first.error)")
            #expect(first.error.contains("into .hig/index-\(name).sqlite"), "\(first.error)")
        }
        for name in ["hig-2022", "hig-2026"] {
            let again = try hig(["pages", "--content", name], in: directory.path)
            #expect(again.status == 0)
            #expect(!again.error.contains("indexing"), "\(name) was rebuilt: \(again.error)")
        }
    }

    @Test("a folder named Content keeps .hig/index.sqlite; an odd name gets a digest")
    func defaultIndexNames() throws {
        let directory = try TemporaryDirectory()
        for name in ["Content", "snap shot"] {
            try FileManager.default.copyItem(
                at: TestContent.contentDirectory.appendingPathComponent("text"),
                to: directory.url.appendingPathComponent(name))
            #expect(try hig(["pages", "--content", name], in: directory.path).status == 0)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/.hig")
            .filter { $0.hasSuffix(".sqlite") }.sorted()
        #expect(names.count == 2)
        #expect(names.first == "index-" + names[0].dropFirst(6).prefix(16) + ".sqlite")
        #expect(names.contains("index.sqlite"))
    }
}

extension CommandLineTests {
    @Test("an index at a path of over 1,000 characters is built, updated and read")
    func longIndexPath() throws {
        let directory = try TemporaryDirectory()
        let folder = (1...5).reduce(directory.path) { path, level in
            path + "/" + String(repeating: Character(String(level)), count: 200)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let index = folder + "/index.sqlite"
        #expect(index.utf8.count > 1_000)
        let built = try hig("query", "audio interruption", "--content", "Content", "--index", index, "--limit", "1")
        #expect(built.status == 0, "\(built.error)")
        #expect(built.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        let again = try hig("pages", "--index", index)
        #expect(again.status == 0, "\(again.error)")
        #expect(!again.error.contains("indexing"))
    }
}
