/// A place in a content file: the provenance of every page, section and practice.
package struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    package var file: String
    package var line: Int
    /// What the file is; nil where a location was made without its listing (a test, an old record).
    package var kind: SourceKind?
    /// The edition of the file's text, when something dates it.
    package var edition: String?

    package init(file: String, line: Int, kind: SourceKind? = nil, edition: String? = nil) {
        self.file = file
        self.line = line
        self.kind = kind
        self.edition = edition
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
