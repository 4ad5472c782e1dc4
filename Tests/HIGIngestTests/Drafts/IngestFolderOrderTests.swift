import Foundation
import Testing

/// The folders of HIGIngest use one another in one direction (docs/ARCHITECTURE.md, "Inside
/// HIGIngest"): a type declared in a folder is named only in that folder and those allowed to
/// use it. The files at the top of HIGIngest use every folder, and no folder uses them.
@Suite("HIGIngest folders")
struct IngestFolderOrderTests {
    static let allowed: [String: Set<String>] = [
        "Text": [],
        "Documents": ["Text"],
        "Readers": ["Documents", "Text"],
        "Extraction": ["Text"],
        "Drafts": ["Documents", "Extraction", "Text"],
        "Assembly": ["Drafts", "Documents", "Extraction", "Text"],
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/HIGIngest").standardizedFileURL

    @Test("no folder names a type of a folder it may not use")
    func oneDirection() throws {
        let files = try Self.sources()
        #expect(Set(files.map(\.folder)).isSuperset(of: Self.allowed.keys))
        var declaredIn: [String: String] = [:]
        for file in files {
            for name in Self.declaredTypes(file.code) { declaredIn[name] = file.folder }
        }
        var wrong: [String] = []
        for file in files where file.folder != "" {
            let permitted = Self.allowed[file.folder] ?? []
            for word in Set(Self.words(file.code)) {
                guard let home = declaredIn[word], home != file.folder, !permitted.contains(home) else { continue }
                wrong.append("\(file.folder)/\(file.name) names \(word) of \(home.isEmpty ? "HIGIngest/" : home)")
            }
        }
        #expect(wrong.sorted() == [])
    }

    /// Every Swift file with its folder ("" for the top of HIGIngest) and its code without
    /// comments and string literals.
    static func sources() throws -> [(folder: String, name: String, code: String)] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [(folder: String, name: String, code: String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1)
            let parts = relative.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : ""
            files.append((folder, url.lastPathComponent, code(try String(contentsOf: url, encoding: .utf8))))
        }
        return files
    }

    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: ##"#?"(?:[^"\\\n]|\\.)*"#?"##, with: "\"\"", options: .regularExpression)
            .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }

    /// Types declared at the top level of a file (nested types are their enclosing type's).
    static func declaredTypes(_ code: String) -> [String] {
        let pattern = #"(?m)^(?:public |package )?(?:final )?(?:struct|enum|class|protocol|actor|typealias) +(\w+)"#
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
            Range($0.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    static func words(_ code: String) -> [String] {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
