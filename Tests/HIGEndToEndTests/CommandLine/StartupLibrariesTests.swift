import Foundation
import HIGTestSupport
import Testing

/// `hig`'s start-up cost is mostly the shared libraries it loads. The network stack (libcurl,
/// and through it TLS, Kerberos, LDAP …) belongs to `hig-fetch` alone, and the MCP SDK to
/// `hig-mcp`; libxml2 and cmark-gfm are linked from their static archives, since only an ingest
/// and the site use them: this guard fails when any of them comes back as a shared library of
/// `hig`, or when the libraries grow.
@Suite("hig's start-up libraries", .tags(.subprocess))
struct StartupLibrariesTests {
    /// The libraries `ldd` lists for `hig` today, with room for one more: 26 in a debug build,
    /// which links the Swift runtime and Foundation dynamically. With the network stack linked
    /// in, the debug build listed 59; with libxml2 and cmark-gfm shared, 29. A release build
    /// loads the C library's own alone, which `scripts/check-release-libraries` holds it to.
    static let bound = 27

    static let network = ["libcurl", "FoundationNetworking", "gnutls", "krb5", "ldap", "nghttp", "ssh"]
    static let parsers = ["libxml2", "libcmark-gfm"]

    @Test("hig loads no network or parser library and at most the stated number of libraries")
    func libraries() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [CommandLineTests.executable.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let libraries = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(process.terminationStatus == 0 && !libraries.isEmpty)
        for name in Self.network + Self.parsers {
            #expect(!libraries.contains { $0.contains(name) }, "hig links \(name)")
        }
        #expect(libraries.count <= Self.bound, "\(libraries.count) libraries: \(libraries)")
    }

    @Test("hig-fetch, which hig runs for fetch, is built beside it")
    func fetchExecutableBeside() {
        let beside = CommandLineTests.executable.deletingLastPathComponent().appendingPathComponent("hig-fetch")
        #expect(FileManager.default.isExecutableFile(atPath: beside.path))
    }
}
