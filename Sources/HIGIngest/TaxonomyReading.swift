import Foundation
import HIGModel

/// Reads taxonomy bytes as ingest reads `taxonomy.yml`, limits included: for the fuzzer, which
/// has bytes and no file.
package enum TaxonomyReading {
    package static func read(_ data: Data) -> [Diagnostic] {
        guard data.count <= TaxonomyLoader.maximumSize else { return [] }
        return TaxonomyLoader.decode(String(decoding: data, as: UTF8.self), displayPath: "input").1
    }
}
