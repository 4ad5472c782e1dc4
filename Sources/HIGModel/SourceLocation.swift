/// A place in a content file: the provenance of every page, section and practice.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    public var file: String
    public var line: Int
    /// What the file is; nil where a location was made without its listing (a test, an old record).
    public var kind: SourceKind?
    /// The edition of the file's text, when something dates it.
    public var edition: String?

    public init(file: String, line: Int, kind: SourceKind? = nil, edition: String? = nil) {
        self.file = file
        self.line = line
        self.kind = kind
        self.edition = edition
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
