import Foundation

/// A list of values as one bound SQL argument, read back with `json_each(?)`: any number of
/// IDs in a statement without building placeholders.
enum SQLList {
    static func json<Value: Encodable>(_ values: [Value]) throws -> String {
        String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
    }

    /// Row IDs need no encoder: on the query path, the first use of one costs more than the list.
    static func json(rowids: some Sequence<Int64>) -> String {
        "[" + rowids.map(String.init).joined(separator: ",") + "]"
    }
}
