import Foundation

/// A list of values as one bound SQL argument, read back with `json_each(?)`: any number of
/// IDs in a statement without building placeholders.
enum SQLList {
    static func json<Value: Encodable>(_ values: [Value]) throws -> String {
        String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
    }
}
