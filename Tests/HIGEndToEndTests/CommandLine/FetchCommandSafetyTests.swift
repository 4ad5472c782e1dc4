import Foundation
import HIGTestSupport
import Testing

/// `hig fetch` refusing what it cannot do, in words, and the leftovers of killed writes.
@Suite("hig fetch refusals and leftovers", .serialized, .timeLimit(.minutes(2)), .tags(.subprocess, .network))
struct FetchCommandSafetyTests {
    @Test("a timeout that is infinite, too large, not a number or not positive is a usage error")
    func timeouts() throws {
        let content = try TemporaryDirectory()
        for value in ["inf", "1e16", "nan", "-1", "0", "3601"] {
            let run = try CommandLineTests().hig([
                "fetch", "--content", content.path, "--base-url", "http://127.0.0.1:9", "--timeout=\(value)",
            ])
            #expect(run.status == 2, "\(value)")
            #expect(run.error.contains("--timeout must be more than 0 and at most 3600 seconds"), "\(value)")
        }
    }

    @Test("a server that cannot be reached is named with its address and the system's reason")
    func unreachable() throws {
        // Port 1 (tcpmux) has no listener on any machine the tests run on.
        let port = 1
        let content = try TemporaryDirectory()
        let run = try CommandLineTests().hig([
            "fetch", "--content", content.path, "--base-url", "http://127.0.0.1:\(port)", "--timeout", "2",
        ])
        #expect(run.status == 3)
        #expect(run.error.contains("cannot connect to 127.0.0.1:\(port) (http://127.0.0.1:\(port)/tutorials/data/"))
        #expect(!run.error.contains("NSURLErrorDomain") && !run.error.contains("Error Domain"))
    }

    @Test("a folder that cannot be written is named with the system's reason, never as a raw NSError")
    func unwritable() throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        try content.write("docc-json/apple", "a file where the pages' folder goes")
        let run = try CommandLineTests().hig([
            "fetch", "--content", content.path, "--base-url", server.baseURL.absoluteString, "--timeout", "5",
        ])
        #expect(run.status == 3)
        #expect(run.error.contains("cannot make the folder \(content.path)/docc-json/apple: "), "\(run.error)")
        #expect(!run.error.contains("Error Domain") && !run.error.contains("UserInfo"), "\(run.error)")
    }

    @Test("an --output write killed part-way leaves FILE.tmp-PID, which the next write removes")
    func outputLeftovers() throws {
        let folder = try TemporaryDirectory()
        let ended = try EndedProcess.identifier()
        let abandoned = "list.md.tmp-\(ended)"
        let kept = ["list.md.tmp-\(getpid())", "list.md.tmp-\(ended)x", "other.md.tmp-\(ended)", "list.md.tmp-"]
        for name in [abandoned] + kept { try folder.write(name, "part") }
        let run = try CommandLineTests().hig(["checklist", "--output", folder.path + "/list.md"])
        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + abandoned))
        for name in kept { #expect(FileManager.default.fileExists(atPath: folder.path + "/" + name), "\(name)") }
    }
}
