import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension CommandLineTests {
    /// Under AddressSanitizer every allocation carries shadow memory and a quarantine, so a
    /// memory bound says nothing there.
    static let addressSanitizerActive = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    @Test(
        "600,000 bold runs on one line are read in bounded memory, with a warning naming the line",
        .enabled(if: !addressSanitizerActive))
    func millionBoldRuns() throws {
        let directory = try TemporaryDirectory()
        let text = "# Stress\n\n## Best practices\n\n" + String(repeating: "**a** ", count: 600_000) + "\n"
        try directory.write("Content/stress.md", text)
        let (status, peakKiB, errors) = try Self.spawnMeasuringPeak(
            ["ingest", "--content", directory.path + "/Content", "--index", directory.path + "/i.sqlite"],
            errorsTo: directory.path + "/errors.txt")
        #expect(status == 0)
        #expect(errors.contains("stress.md:5:1: warning: [ingest.markdown.oversized]"))
        #expect(peakKiB > 10 * 1024, "a real measurement: no such process is smaller")
        #expect(peakKiB < 256 * 1024, "peak \(peakKiB / 1024) MiB")
    }

    /// Runs the tool and returns its exit status, its own peak resident memory (from wait4, so no
    /// other child counts) and what it wrote to standard error.
    static func spawnMeasuringPeak(_ arguments: [String], errorsTo errorsPath: String) throws -> (Int32, Int, String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xff, usage.ru_maxrss, errors)
    }
}
