import Foundation
import HIGKnowledgeBase

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An executable built beside `hig` (`hig-mcp`, `hig-fetch`) that a command runs in its own
/// place: parts that need heavy libraries (the MCP SDK, the network stack) live in executables
/// of their own, so that those libraries do not slow the start of every other command.
struct SiblingExecutable {
    let name: String

    /// The file beside the running `hig`.
    var path: String {
        let running =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return ((running as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
    }

    /// Replaces this process with the executable; returns only by throwing.
    func replaceProcess(arguments: [String]) throws {
        let path = path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            guard FileManager.default.fileExists(atPath: path) else {
                throw KnowledgeBaseError(
                    "\(path) is missing: build it beside hig with 'swift build -c release --static-swift-stdlib', or run \(name) directly"
                )
            }
            throw KnowledgeBaseError(
                "\(path) is not executable: make it so with 'chmod +x \(path)', or build it again beside hig")
        }
        let argv = [path] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(path, &cArguments)
        throw KnowledgeBaseError("cannot run \(path): \(String(cString: strerror(errno)))")
    }
}
