import Foundation

/// A reader of a source format: the file's text (decoded, its line endings made `\n`) in, the
/// document's blocks out. Every format has exactly one, named by `reader(for:)`.
protocol DocumentReader {
    func read(_ text: String, path: String, format: SourceFormat) -> ReadDocument
}

extension SourceFormat {
    /// The reader of this format. The switch names every format, so a new one does not compile
    /// until it has a reader.
    var reader: any DocumentReader {
        switch self {
        case .doccJSON: DocCJSONReader()
        case .html: HTMLReader()
        case .markdown, .bilingualMarkdown, .doccMarkdown: MarkdownReader()
        case .text: PlainTextReader()
        }
    }
}

extension DocCJSONReader: DocumentReader {
    func read(_ text: String, path: String, format: SourceFormat) -> ReadDocument {
        read(Data(text.utf8), path: path)
    }
}

extension HTMLReader: DocumentReader {
    func read(_ text: String, path: String, format: SourceFormat) -> ReadDocument {
        read(Array(text.utf8), path: path)
    }
}

extension MarkdownReader: DocumentReader {}

extension PlainTextReader: DocumentReader {
    func read(_ text: String, path: String, format: SourceFormat) -> ReadDocument {
        read(text, path: path)
    }
}
