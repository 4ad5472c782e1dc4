import Foundation
import HIGModel
import HIGParsers

/// One page read from bytes alone, the way ingest reads a file: for checking a file before it
/// goes into the content, and for feeding the readers generated input.
package enum PageReading {
    package struct Summary: Sendable {
        package var format: String
        package var title: String
        package var practices: Int
        package var diagnostics: [Diagnostic]
    }

    package static func read(_ data: Data, name: String, taxonomy: Taxonomy = Taxonomy()) -> Summary {
        ParserLibraries.prepare()
        let document = SourceReader.read(data: data, path: name, displayPath: name)
        let draft = DraftBuilder(platforms: GuidelineTagger(taxonomy: taxonomy).platforms).build(document)
        return Summary(
            format: document.format.rawValue, title: draft.title, practices: draft.practices.count,
            diagnostics: document.diagnostics)
    }
}
