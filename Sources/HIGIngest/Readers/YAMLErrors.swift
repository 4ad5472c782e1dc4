import Foundation
import Yams

/// Line and one-line message of a YAML error, for diagnostics.
package enum YAMLErrors {
    /// The 1-based line in the YAML text, when the error knows it.
    package static func line(of error: Error) -> Int? {
        var underlying = error
        if case DecodingError.dataCorrupted(let context) = error, let cause = context.underlyingError {
            underlying = cause
        }
        guard let yamlError = underlying as? YamlError else { return nil }
        switch yamlError {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }

    package static func summary(of error: Error) -> String {
        let text: String
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            text = "missing '\(key.stringValue)' at \(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            text = "\(context.debugDescription) at \(path(context))"
        case DecodingError.dataCorrupted(let context):
            text = context.underlyingError.map { String(describing: $0) } ?? context.debugDescription
        default:
            text = String(describing: error)
        }
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? "not valid YAML"
        return String(firstLine.prefix(160))
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "the top level" : path
    }

    /// Aliases (`*name`) can expand without bound ("billion laughs"); page front matter never
    /// needs them, so text that uses them is not handed to the parser.
    static func usesAliases(_ yaml: String) -> Bool {
        yaml.range(of: #"(^|[\s\[{,:-])\*[A-Za-z0-9_.-]+"#, options: .regularExpression) != nil
    }
}
