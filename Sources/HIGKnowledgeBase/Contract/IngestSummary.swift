import HIGIngest
import HIGModel

/// The counts `hig ingest` reports; field names are part of the JSON contract.
package struct IngestSummary: Encodable {
    package var files: Int
    package var pages: Int
    package var practices: Int
    package var translations: Int
    package var states: Int
    package var transitions: Int
    package var styles: Int
    package var references: Int
    package var formats: [String: Int]
    package var diagnostics: [Diagnostic]

    /// Whether a file had an error; counts and JSON leave this out.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    package init(result: IngestResult, paths: PathDisplay) {
        let graph = result.graph
        files = graph.files.count
        pages = graph.pages.count
        practices = graph.practices.count
        translations =
            graph.practices.filter { $0.ko != nil }.count
            + graph.pages.flatMap(\.koreanNotes).filter { $0.english != nil }.count
        states = graph.taxonomy.machines.map(\.states.count).reduce(0, +)
        transitions = graph.taxonomy.machines.map(\.transitions.count).reduce(0, +)
        styles = graph.taxonomy.styles.count
        references =
            graph.practices.map(\.references.count).reduce(0, +) + graph.pages.map(\.related.count).reduce(0, +)
        formats = Dictionary(grouping: graph.files, by: \.format).mapValues(\.count)
        diagnostics = result.diagnostics.map { diagnostic in
            var shown = diagnostic
            shown.file = paths.display(diagnostic.file)
            return shown
        }
    }
}
