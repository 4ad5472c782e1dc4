import GRDB

/// Runs reads of an index so that a SQLite error that surfaces mid-query (a damaged full-text
/// table: "vtable constructor failed") names the index and what to do, as one at opening does.
package enum IndexAccess {
    package static func reading<Value>(_ indexPath: String, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw IndexDatabase.indexError(error, indexPath: indexPath)
        }
    }
}
