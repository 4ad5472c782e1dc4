import Foundation
import HIGModel
import Yams

/// Loads `taxonomy.yml`. A broken taxonomy is a content error with a line, not a crash: ingest
/// goes on with what it could read.
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
                        file: displayPath, line: line(of: error), severity: .error, id: "ingest.taxonomy.invalid",
                        message: "taxonomy.yml could not be read: \(summary(of: error))")
                ]
            )
        }
    }

    private static func line(of error: Error) -> Int {
        var underlying = error
        if case DecodingError.dataCorrupted(let context) = error, let cause = context.underlyingError {
            underlying = cause
        }
        guard let yamlError = underlying as? YamlError else { return 1 }
        switch yamlError {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return 1
        }
    }

    private static func summary(of error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context):
            let cause = context.underlyingError.map { String(describing: $0) } ?? context.debugDescription
            return cause.split(separator: "\n").first.map(String.init) ?? "not valid YAML"
        default:
            return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unknown error"
        }
    }
}
