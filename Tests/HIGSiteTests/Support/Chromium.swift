import Foundation
import HIGTestSupport

/// Debian's headless Chromium, run as a separate process: opens a page from file://, lets its
/// scripts run, and returns the DOM they leave or a screenshot.
enum Chromium {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "no chromium on PATH: scripts/setup installs it (apt-get install chromium fonts-nanum)"
        }
    }

    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) { return named }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    /// Screenshots go here, for a person to look at after a run.
    static let screenshots = TestContent.packageRoot.appendingPathComponent(".build/site-screenshots").path

    static func dumpDOM(_ url: String) throws -> String {
        try run(["--dump-dom", url])
    }

    static func screenshot(_ url: String, name: String, width: Int = 1200, height: Int = 1400) throws {
        try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
        _ = try run([
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(screenshots)/\(name).png", url,
        ])
    }

    static func fileURL(_ folder: String, _ path: String, query: String? = nil) -> String {
        var components = URLComponents()
        components.scheme = "file"
        components.path = folder + "/" + path
        if let query { components.queryItems = [URLQueryItem(name: "q", value: query)] }
        return components.url!.absoluteString
    }

    private static func run(_ arguments: [String]) throws -> String {
        guard let executable else { throw Missing() }
        let profile = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(profile.path)", "--virtual-time-budget=10000",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
