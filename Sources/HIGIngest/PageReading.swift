import Foundation
import HIGModel
import HIGParsers

/// One page read from bytes alone, the way ingest reads a file: for checking a file before it
/// goes into the content, and for feeding the readers generated input.
public enum PageReading {
    public struct Summary: Sendable {
        public var format: String
        public var title: String
        public var practices: Int
        public var diagnostics: [Diagnostic]
    }

    public static func read(_ data: Data, name: String, taxonomy: Taxonomy = Taxonomy()) -> Summary {
        ParserLibraries.prepare()
        let document = SourceReader.read(data: data, path: name, displayPath: name)
        let draft = DraftBuilder(platforms: GuidelineTagger(taxonomy: taxonomy).platforms).build(document)
        return Summary(
            format: document.format.rawValue, title: draft.title, practices: draft.practices.count,
            diagnostics: document.diagnostics)
    }
}
