import Foundation

enum ExportJSON {
    static func encode<Value: Encodable>(_ value: Value, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
