import Foundation

/// A command run with its standard output on a pseudo-terminal, as a person would see it,
/// through util-linux's `script`.
enum PseudoTerminal {
    static let script = "/usr/bin/script"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: script) }

    /// What the command wrote to the terminal (line feeds read back as `\r\n`); its standard
    /// error is left out.
    static func run(_ executable: URL, _ arguments: [String], in directory: String) throws -> String {
        let command = ([executable.path] + arguments).map(quoted).joined(separator: " ") + " 2>/dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A shell word that stands for exactly `text`.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
