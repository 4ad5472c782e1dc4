import Foundation
import Testing

/// HIGModel holds values and pure functions of them (docs/ARCHITECTURE.md, "Targets"): what
/// touches the system, files, stamps read from `stat`, threads, is HIGSupport's, and HIGModel
/// uses no other target.
@Suite("HIGModel holds values only")
struct ValuesOnlyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/HIGModel").standardizedFileURL

    /// Modules that bring system calls or threads.
    static let systemModules: Set<String> = ["Glibc", "Darwin", "Dispatch", "Musl"]
    /// Names of system calls and of the types that reach files, processes and threads.
    static let systemNames: Set<String> = [
        "stat", "lstat", "fstat", "open", "openat", "opendir", "readdir", "unlink", "rename", "chmod", "fchmod",
        "chown", "fchown", "kill", "getenv", "FileManager", "FileHandle", "ProcessInfo", "Process", "Thread",
        "DispatchQueue", "DispatchSemaphore", "NSLock", "NSCondition",
    ]

    @Test("no file imports another target or a system module, or names a system call")
    func valuesOnly() throws {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: Self.root, includingPropertiesForKeys: nil)
        var files = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let code = Self.code(try String(contentsOf: url, encoding: .utf8))
            for line in code.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") {
                let module = String(line.split(separator: " ").last ?? "")
                if module.hasPrefix("HIG") || Self.systemModules.contains(module) {
                    found.append("\(url.lastPathComponent) imports \(module)")
                }
            }
            let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            for word in Set(words) where Self.systemNames.contains(word) {
                found.append("\(url.lastPathComponent) names \(word)")
            }
        }
        #expect(files > 0)
        #expect(found.sorted() == [])
    }

    /// The code without comments and string literals.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: ##"#?"(?:[^"\\\n]|\\.)*"#?"##, with: "\"\"", options: .regularExpression)
            .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }
}
