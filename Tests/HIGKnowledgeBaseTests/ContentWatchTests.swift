import Foundation
import HIGKnowledgeBase
import Testing

/// A watch vouches for content only while nothing under it changed since a confirmed walk.
@Suite("Content watched between reads")
struct ContentWatchTests {
    /// A content folder with a file and a subfolder, removed at the end.
    final class Folder {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("text/deeper"), withIntermediateDirectories: true)
            try write("text/Page.txt", "A page.\n")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        func write(_ path: String, _ text: String) throws {
            try text.write(to: url(path), atomically: false, encoding: .utf8)
        }
    }

    /// A watch that has confirmed the folder once.
    private static func settled(_ folder: Folder) -> ContentWatch {
        let watch = ContentWatch()
        if case .walk(let ticket) = watch.verdict(for: [folder.root.path]) {
            watch.confirm("fingerprint", ticket: ticket)
        }
        return watch
    }

    @Test("nothing changed since a confirmed walk: the walk's fingerprint is trusted")
    func unchanged() throws {
        let folder = try Folder()
        let watch = Self.settled(folder)
        #expect(watch.verdict(for: [folder.root.path]) == .unchanged(fingerprint: "fingerprint"))
        #expect(watch.verdict(for: [folder.root.path]) == .unchanged(fingerprint: "fingerprint"))
    }

    enum Change: String, CaseIterable, Sendable {
        case edited, touched, added, addedDeeper, removed, renamed, movedToSubfolder, folderRemoved, folderAdded

        func apply(to folder: Folder) throws {
            let files = FileManager.default
            switch self {
            case .edited: try folder.write("text/Page.txt", "Another page.\n")
            case .touched:
                try files.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.url("text/Page.txt").path)
            case .added: try folder.write("text/New.txt", "New.\n")
            case .addedDeeper: try folder.write("text/deeper/New.txt", "New.\n")
            case .removed: try files.removeItem(at: folder.url("text/Page.txt"))
            case .renamed: try files.moveItem(at: folder.url("text/Page.txt"), to: folder.url("text/Moved.txt"))
            case .movedToSubfolder:
                try files.moveItem(at: folder.url("text/Page.txt"), to: folder.url("text/deeper/Page.txt"))
            case .folderRemoved: try files.removeItem(at: folder.url("text/deeper"))
            case .folderAdded: try files.createDirectory(at: folder.url("more"), withIntermediateDirectories: false)
            }
        }
    }

    @Test(
        "a file edited, touched, added, removed or renamed, or a folder added or removed, asks for a walk",
        arguments: Change.allCases)
    func changed(_ change: Change) throws {
        let folder = try Folder()
        let watch = Self.settled(folder)
        try change.apply(to: folder)
        #expect(watch.verdict(for: [folder.root.path]) != .unchanged(fingerprint: "fingerprint"), "\(change)")
    }

    @Test("a file added in a folder made after the last walk asks for a walk")
    func newFolderWatched() throws {
        let folder = try Folder()
        let watch = Self.settled(folder)
        try FileManager.default.createDirectory(at: folder.url("text/new"), withIntermediateDirectories: false)
        guard case .walk(let ticket) = watch.verdict(for: [folder.root.path]) else {
            Issue.record("a new folder went unnoticed")
            return
        }
        watch.confirm("second", ticket: ticket)
        #expect(watch.verdict(for: [folder.root.path]) == .unchanged(fingerprint: "second"))
        try folder.write("text/new/Page.txt", "A page.\n")
        #expect(watch.verdict(for: [folder.root.path]) != .unchanged(fingerprint: "second"))
    }

    @Test("a walk begun before a change the watch reported cannot confirm after it")
    func staleConfirmation() throws {
        let folder = try Folder()
        let watch = ContentWatch()
        guard case .walk(let early) = watch.verdict(for: [folder.root.path]) else { return }
        try folder.write("text/Page.txt", "Changed while the first walk ran.\n")
        _ = watch.verdict(for: [folder.root.path])
        watch.confirm("before the change", ticket: early)
        #expect(watch.verdict(for: [folder.root.path]) != .unchanged(fingerprint: "before the change"))
    }

    @Test("content with a link inside is never vouched for: the link may lead where no watch is")
    func linkInside() throws {
        let folder = try Folder()
        try FileManager.default.createSymbolicLink(
            at: folder.url("text/Linked.txt"), withDestinationURL: folder.url("text/Page.txt"))
        let watch = Self.settled(folder)
        #expect(watch.verdict(for: [folder.root.path]) != .unchanged(fingerprint: "fingerprint"))
    }

    @Test("a content path that names another folder than the one watched asks for a walk")
    func rootReplaced() throws {
        let folder = try Folder()
        let watch = Self.settled(folder)
        let aside = folder.root.deletingLastPathComponent().appendingPathComponent(
            folder.root.lastPathComponent + "-aside")
        defer { try? FileManager.default.removeItem(at: aside) }
        try FileManager.default.moveItem(at: folder.root, to: aside)
        try FileManager.default.createDirectory(at: folder.url("text"), withIntermediateDirectories: true)
        #expect(watch.verdict(for: [folder.root.path]) != .unchanged(fingerprint: "fingerprint"))
    }
}
