import Foundation
import HIGTestSupport
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

    /// Runs the tool under GNU time and returns its exit status, its own peak resident memory and
    /// what it wrote to standard error. posix_spawn starts a child in this process's address space
    /// until it execs, and the kernel keeps that address space's peak as the child's: the whole
    /// test runner's memory would count. time forks the tool from its own small process instead.
    static func spawnMeasuringPeak(_ arguments: [String], errorsTo errorsPath: String) throws -> (Int32, Int, String) {
        let peakPath = errorsPath + ".peak"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let timer = "/usr/bin/time"
        let argv = ([timer, "-f", "%M", "-o", peakPath, executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, timer, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        let peak = (try? String(contentsOfFile: peakPath, encoding: .utf8))?.split(separator: "\n").last
            .flatMap { Int($0) }
        return ((status >> 8) & 0xff, peak ?? -1, errors)
    }
}
