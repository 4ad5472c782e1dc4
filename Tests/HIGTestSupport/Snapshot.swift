// `swift build --static-swift-stdlib` (the release build .ci/run makes) builds this target too,
// and Testing is not among the static libraries; the test targets that use this file have it.
#if canImport(Testing)
    import Foundation
    import Testing

    /// Golden files under Tests/HIGTestSupport/Snapshots, compared line by line. Re-record with
    /// HIG_RECORD_SNAPSHOTS=1 and review the diff before committing it.
    package enum Snapshot {
        package static let folder = TestContent.packageRoot.appendingPathComponent("Tests/HIGTestSupport/Snapshots")

        package static func assertMatches(
            _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
        )
            throws
        {
            let file = folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["HIG_RECORD_SNAPSHOTS"] == "1" {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
                return
            }
            let expected = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            guard actual != expected else { return }
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            let line = first?.offset ?? min(actualLines.count, expectedLines.count)
            Issue.record(
                """
                output differs from Snapshots/\(name) at line \(line + 1):
                  expected: \(line < expectedLines.count ? expectedLines[line] : "<end>")
                  actual:   \(line < actualLines.count ? actualLines[line] : "<end>")
                Re-record with HIG_RECORD_SNAPSHOTS=1 swift test and review the diff.
                """, sourceLocation: sourceLocation)
        }
    }
#endif
