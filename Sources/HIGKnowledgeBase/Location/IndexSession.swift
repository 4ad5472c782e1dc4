import Foundation
import HIGIndex
import HIGModel

/// One open index for everything a request asks of it: the file is opened once and the
/// taxonomy decoded once, however many lookups, filters and searches the request makes.
final class IndexSession: @unchecked Sendable {
    let indexPath: String
    private let lock = NSLock()
    private var openedReader: IndexReader?
    private var decodedTaxonomy: Taxonomy?

    init(indexPath: String) {
        self.indexPath = indexPath
    }

    func reader() throws -> IndexReader {
        lock.lock()
        defer { lock.unlock() }
        if let openedReader { return openedReader }
        let reader = try IndexReader(indexPath: indexPath)
        openedReader = reader
        return reader
    }

    func taxonomy() throws -> Taxonomy {
        let reader = try reader()
        lock.lock()
        defer { lock.unlock() }
        if let decodedTaxonomy { return decodedTaxonomy }
        let taxonomy = try reader.taxonomy()
        decodedTaxonomy = taxonomy
        return taxonomy
    }
}
