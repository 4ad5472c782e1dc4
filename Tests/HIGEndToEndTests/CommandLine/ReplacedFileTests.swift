import Foundation
import HIGTestSupport
import Testing

extension CommandLineTests {
    /// The file's inode, owner, group and mode.
    private func status(_ path: String) -> (inode: ino_t, owner: uid_t, group: gid_t, mode: mode_t)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_ino, status.st_uid, status.st_gid, status.st_mode & 0o7777)
    }

    @Test(
        "run as root, a replaced --output file, index and site page keep their owner and mode",
        .enabled(if: getuid() == 0))
    func replacedFilesKeepOwner() throws {
        let directory = try TemporaryDirectory()
        let output = try directory.write("review.md", "old")
        let index = directory.path + "/i.sqlite"
        let site = directory.path + "/site"
        #expect(try hig("ingest", "--index", index).status == 0)
        #expect(try hig("site", "--index", index, "--theme", TestSite.theme, "--output", site).status == 0)
        let files = [output, index, site + "/index.html"]
        var before: [String: ino_t] = [:]
        for file in files {
            #expect(chown(file, 65534, 65534) == 0)
            #expect(chmod(file, 0o640) == 0)
            before[file] = status(file)?.inode
        }
        #expect(try hig("checklist", "--page", "sheets", "--output", output, "--force").status == 0)
        #expect(try hig("ingest", "--index", index).status == 0)
        #expect(try hig("site", "--index", index, "--theme", TestSite.theme, "--output", site).status == 0)
        for file in files {
            let after = try #require(status(file), "\(file)")
            #expect(after.inode != before[file], "\(file) was replaced")
            #expect(after.owner == 65534 && after.group == 65534, "\(file)")
            #expect(after.mode == 0o640, "\(file)")
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("- [ ] "))
    }

    @Test("hig site refuses a file, a pipe or a device as its folder, and leaves it as it was")
    func siteOnlyIntoFolders() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("notes.txt", "precious")
        let fifo = directory.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        for target in [file, fifo, "/dev/null"] {
            let run = try hig("site", "--theme", TestSite.theme, "--output", target)
            #expect(run.status == 3, "\(target)")
            #expect(run.error.contains("not a folder"), "\(target): \(run.error)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
