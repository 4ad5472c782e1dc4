import Foundation

/// The ID of a process that has ended, for names that say which process wrote a file.
package enum EndedProcess {
    package static func identifier() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
