import HIGModel

/// How a source's kind and edition read in a terminal: `[apple-hig 2026-07-13]`.
enum SourceKindText {
    static func label(_ detail: SourceDetail) -> String {
        label(kind: detail.kind, edition: detail.edition)
    }

    static func label(kind: SourceKind, edition: String?) -> String {
        "[" + kind.rawValue + (edition.map { " " + $0 } ?? "") + "]"
    }
}
