import Foundation
import HIGModel
import Yams

/// Loads `taxonomy.yml`. A broken taxonomy is a content error with a line, not a crash: ingest
/// goes on without platform, lifecycle and style tags.
enum TaxonomyLoader {
    static let fileName = "taxonomy.yml"

    static func load(path: String, displayPath: String) -> (Taxonomy, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return (
                Taxonomy(),
                [
                    Diagnostic(
                        file: displayPath, line: 1, severity: .warning, id: "ingest.taxonomy.missing",
                        message: "no readable taxonomy.yml; platforms, states and styles are not extracted")
                ]
            )
        }
        do {
            return (try YAMLDecoder().decode(Taxonomy.self, from: text), [])
        } catch {
            return (
                Taxonomy(),
                [
                    Diagnostic(
                        file: displayPath, line: YAMLErrors.line(of: error) ?? 1, severity: .error,
                        id: "ingest.taxonomy.invalid",
                        message: "taxonomy.yml could not be read: \(YAMLErrors.summary(of: error))")
                ]
            )
        }
    }
}
