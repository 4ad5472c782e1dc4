/// A problem found in content, printed compiler-style: `file:line:column: severity: [id] message`.
public struct Diagnostic: Hashable, Codable, Sendable {
    public enum Severity: String, Codable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var id: String
    public var message: String

    public init(
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
    public var formatted: String {
        "\(file):\(line):\(column): \(severity.rawValue): [\(id)] \(message)"
    }
}
