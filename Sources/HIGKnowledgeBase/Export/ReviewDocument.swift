import HIGExport
import HIGModel

/// The formats a review report is written in.
package enum ReviewReportFormat: String, CaseIterable, Sendable {
    case text, markdown, json, html
}

/// A review file read back, in whichever export format it is in: the reviewer's marks, and the
/// problems found reading it.
package struct ReviewDocument: Sendable {
    package let diagnostics: [Diagnostic]
    let checklist: Checklist?

    /// Reads the review at `path` as typed; diagnostics name it as the user sees it.
    package init(path: String, paths: PathDisplay = PathDisplay()) {
        let file = ReviewReader.read(path: paths.absolute(path), displayPath: paths.display(path))
        diagnostics = file.diagnostics
        checklist = file.hasErrors ? nil : file.checklist
    }

    /// Whether anything usable was read, with no error.
    package var isUsable: Bool { checklist != nil }

    /// Counts by mark, failing and waived items with notes, coverage by section.
    package func report(format: ReviewReportFormat) throws -> String {
        let report = ReviewReport(try usable())
        return switch format {
        case .text: ReviewReportText(markdown: false).render(report)
        case .markdown: ReviewReportText(markdown: true).render(report)
        case .json: try JSONWriter.encode(report) + "\n"
        case .html: ReviewReportHTML().render(report)
        }
    }

    func usable() throws -> Checklist {
        guard let checklist else { throw KnowledgeBaseError("the review could not be read") }
        return checklist
    }
}
