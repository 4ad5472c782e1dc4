import Foundation
import HIGModel

/// JSON for scripts: sorted keys, slashes and Hangul unescaped; control, bidi and invisible
/// characters escaped (`\u202E`), so the text decodes exact and a terminal never acts on it.
package enum JSONWriter {
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return HiddenCharacters.escapedInJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
