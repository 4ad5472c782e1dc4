import HIGExport

/// The formats a comparison of two snapshots is written in.
package enum DiffFormat: String, CaseIterable, Sendable {
    case text, markdown, json, html
}

extension SnapshotLoader {
    /// `hig diff`: the comparison of two snapshots (content folders or index files), narrowed
    /// by filters as typed, written in `format`.
    package static func report(
        old: String, new: String, filters: FilterRequest, format: DiffFormat, paths: PathDisplay = PathDisplay()
    ) throws -> String {
        let diff = try diff(old: old, new: new, filters: filters, paths: paths)
        return switch format {
        case .text: DiffText(markdown: false).render(diff)
        case .markdown: DiffText(markdown: true).render(diff)
        case .json: try JSONWriter.encode(diff) + "\n"
        case .html: DiffHTML().render(diff)
        }
    }
}
