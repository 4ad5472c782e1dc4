/// A problem found in content, printed compiler-style: `file:line:column: severity: [id] message`.
package struct Diagnostic: Hashable, Codable, Sendable {
    package enum Severity: String, Codable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    package var id: String
    package var message: String

    package init(
        file: String, line: Int, column: Int = 1, severity: Severity, id: String, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
    }

    /// `Content/x.md:12:1: warning: [ingest.front-matter.unclosed] message`
    package var formatted: String {
        "\(file):\(line):\(column): \(severity.rawValue): [\(id)] \(message)"
    }
}
