import Foundation

/// Writes JSON for scripts: sorted keys, slashes and Hangul unescaped, one document per call.
enum JSONWriter {
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func print<Value: Encodable>(_ value: Value) throws {
        Swift.print(try encode(value))
    }
}
