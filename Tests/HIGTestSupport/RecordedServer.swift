import Foundation

/// `Tests/fetch-server/recorded_server.py` on 127.0.0.1: recorded pages served the way Apple's
/// site serves them, with faults injected through a control file. Every wait is bounded.
package final class RecordedServer: @unchecked Sendable {
    package let folder: TemporaryDirectory
    package let process = Process()
    package let port: Int

    package var pages: String { folder.path + "/pages" }
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Serves a copy of the shipped render JSON (and any `extra` files, by relative name).
    package init(extra: [String: Data] = [:]) throws {
        folder = try TemporaryDirectory()
        let shipped = TestContent.path("docc-json")
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped) where name.hasSuffix(".json") {
            try folder.write("pages/" + name, Data(contentsOf: URL(fileURLWithPath: shipped + "/" + name)))
        }
        for (name, data) in extra { try folder.write("pages/" + name, data) }
        try folder.write("control.json", "{}")
        try folder.write("requests.log", "")
        let script = TestContent.packageRoot.appendingPathComponent("Tests/fetch-server/recorded_server.py").path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script, "--pages", folder.path + "/pages", "--control", folder.path + "/control.json", "--log",
            folder.path + "/requests.log", "--port-file", folder.path + "/port", "--lifetime", "120",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        var port: Int?
        while port == nil, Date() < deadline {
            port = (try? String(contentsOfFile: folder.path + "/port", encoding: .utf8)).flatMap { Int($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let port else {
            process.terminate()
            throw ServerError.didNotStart
        }
        self.port = port
    }

    deinit { stop() }

    package func stop() {
        guard process.isRunning else { return }
        // Python ends on SIGTERM at once; waiting for Foundation to notice blocks for seconds.
        process.terminate()
    }

    /// Faults by file name (`launching.json`, `kr/launching.json`, `index`).
    package func inject(_ faults: [String: [String: Any]]) throws {
        try folder.write("control.json", Data(try JSONSerialization.data(withJSONObject: faults)))
    }

    /// The requests so far, one line each: status, path, If-None-Match, User-Agent.
    package func requests() -> [String] {
        let text = (try? String(contentsOfFile: folder.path + "/requests.log", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    package func clearLog() throws { try folder.write("requests.log", "") }

    package enum ServerError: Error { case didNotStart }
}
