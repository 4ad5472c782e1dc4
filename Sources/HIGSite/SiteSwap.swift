import Foundation
import HIGModel
import HIGSupport

/// Puts a new site in the place of an old one so that a run killed at any moment leaves one
/// whole site: the new site, complete in `site.new-PID-N` beside the target, gets the user's
/// files of the old folder as hard links (their data is never copied or moved), then two renames
/// swap the folders (old → `site.old-PID-N`, new → target) and the old one is removed. A run
/// killed between the two renames leaves the old site beside its place; the next run puts it
/// back (`recover`) before it starts.
enum SiteSwap {
    /// A step after which a test stops the swap as a kill would: nothing after it runs.
    enum Step: Sendable {
        case carried, movedAside, movedIn
    }

    /// Thrown at a step a test chose.
    struct Interrupted: Error {}

    static func staging(of target: String, _ kind: String, processID: Int32) -> String {
        target + kind + "\(processID)-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Swaps `staging` (the complete new site) into `target`, which holds the previous one.
    /// Returns false, having changed nothing the user sees, when the folders cannot be swapped
    /// (a user's file that cannot be linked, a target that is a mount point): the caller then
    /// moves the files in one by one.
    static func swap(
        _ staging: String, into target: String, processID: Int32, interruptAfter: Step? = nil
    ) throws -> Bool {
        let toolFiles = Set(SiteFolder.previousFiles(in: target) + [SiteGenerator.marker])
        guard (try? carryUserFiles("", from: target, into: staging, toolFiles: toolFiles)) != nil else { return false }
        // A file of the old site keeps its owner and mode (one served by another user, say).
        for path in toolFiles {
            _ = ReplacedFile(at: target + "/" + path, followingLinks: false)?.apply(toFileAt: staging + "/" + path)
        }
        var status = stat()
        if stat(target, &status) == 0 {
            if geteuid() == 0 { _ = chown(staging, status.st_uid, status.st_gid) }
            chmod(staging, status.st_mode & 0o7777)
        }
        if interruptAfter == .carried { throw Interrupted() }
        let aside = self.staging(of: target, ".old-", processID: processID)
        guard rename(target, aside) == 0 else { return false }
        if interruptAfter == .movedAside { throw Interrupted() }
        guard rename(staging, target) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside, target)
            throw SiteError("cannot move the new site into \(target): \(reason)")
        }
        if interruptAfter == .movedIn { throw Interrupted() }
        try? FileManager.default.removeItem(atPath: aside)
        return true
    }

    /// Links every entry of the old folder that the old site's manifest does not list into the
    /// new site, folders made anew with their mode. A path the new site writes is the new
    /// site's, as it was when files were moved in one by one.
    private static func carryUserFiles(
        _ relative: String, from target: String, into staging: String, toolFiles: Set<String>
    ) throws {
        let folder = relative.isEmpty ? target : target + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = relative.isEmpty ? name : relative + "/" + name
            if toolFiles.contains(path) { continue }
            var status = stat()
            guard lstat(target + "/" + path, &status) == 0 else { continue }
            var existing = stat()
            let taken = lstat(staging + "/" + path, &existing) == 0
            if status.st_mode & S_IFMT == S_IFDIR {
                if taken && existing.st_mode & S_IFMT != S_IFDIR {
                    throw SiteError("\(path) is a file of the new site")
                }
                if !taken {
                    guard mkdir(staging + "/" + path, status.st_mode & 0o7777) == 0 else { throw SiteError(path) }
                    if geteuid() == 0 { _ = chown(staging + "/" + path, status.st_uid, status.st_gid) }
                }
                try carryUserFiles(path, from: target, into: staging, toolFiles: toolFiles)
                // A folder that held only the old site's files goes with them.
                if !taken && hasEntries(target + "/" + path) && !hasEntries(staging + "/" + path) {
                    rmdir(staging + "/" + path)
                }
            } else if !taken {
                guard link(target + "/" + path, staging + "/" + path) == 0 else { throw SiteError(path) }
            }
        }
    }

    private static func hasEntries(_ folder: String) -> Bool {
        !((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty
    }

    /// Before a run: a killed run's folders beside the target, each of a process that is gone.
    /// An old site (one with its manifest) moved aside while the target is missing is put back;
    /// one whose swap finished is removed; a half-written new site is removed.
    static func recover(_ target: String) {
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        guard let siblings = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        let abandoned = { (kind: String) in
            siblings.filter { sibling in
                guard sibling.hasPrefix(name + kind) else { return false }
                let rest = sibling.dropFirst(name.count + kind.count)
                guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), pid > 0 else { return false }
                return kill(pid, 0) != 0 && errno == ESRCH
            }.sorted()
        }
        for aside in abandoned(".old-") {
            var status = stat()
            let isSite = FileManager.default.fileExists(atPath: parent + "/" + aside + "/" + SiteGenerator.marker)
            if isSite && lstat(target, &status) != 0 && rename(parent + "/" + aside, target) == 0 { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + aside)
        }
        for staging in abandoned(".new-") {
            try? FileManager.default.removeItem(atPath: parent + "/" + staging)
        }
    }
}
