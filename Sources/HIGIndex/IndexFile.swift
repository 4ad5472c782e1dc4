import Foundation
import HIGModel
import HIGSupport

/// What sits at an index path, told from `stat` and the file's SQLite header before SQLite opens
/// it. An index carries hig's mark in that header (`PRAGMA application_id`) and its schema
/// version (`PRAGMA user_version`), so hig knows its own files without trusting a table name
/// that any database may use.
package enum IndexFile: Equatable, Sendable {
    case absent
    /// A file of no bytes: nothing in it can be lost, so an index may be written there.
    case empty
    /// Carries hig's application ID: hig's to replace, even damaged or truncated.
    case marked
    /// An SQLite database without an application ID: an index written before the mark, or
    /// anyone's database (see `IndexReplacement`).
    case unmarked
    /// Anything else, with why it is not an index ("is not an SQLite database").
    case foreign(String)

    /// "hig1" in ASCII: the application ID every index is written with.
    package static let applicationID: Int32 = 0x6869_6731
    /// SQLite's header is 100 bytes; the application ID is its bytes 68 to 71.
    static let headerSize = 100
    static let applicationIDOffset = 68
    static let magic = Array("SQLite format 3\u{0}".utf8)

    /// Looks at the file without blocking on it and without SQLite.
    package static func inspect(_ path: String) -> IndexFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .absent : .foreign("cannot be examined (\(String(cString: strerror(errno))))")
        }
        if let kind = nonRegularKind(info.st_mode) { return .foreign("is \(kind), not an index file") }
        if info.st_size == 0 { return .empty }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .foreign("cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: headerSize)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, headerSize) }
        guard count >= 0 else { return .foreign("cannot be read (\(String(cString: strerror(errno))))") }
        guard count >= magic.count, Array(header[0..<magic.count]) == magic else {
            return .foreign("is not an SQLite database")
        }
        guard count == headerSize else {
            return .foreign("is truncated (\(count) bytes, shorter than an SQLite header)")
        }
        let id = header[applicationIDOffset..<applicationIDOffset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch Int32(bitPattern: id) {
        case applicationID: return .marked
        case 0: return .unmarked
        default:
            return .foreign("is the SQLite database of another application (application ID 0x\(String(id, radix: 16)))")
        }
    }

    /// Refuses a path that is not a regular file before SQLite opens it: opening a FIFO waits
    /// for a writer that never comes, and a device is no place for an index.
    static func requireRegularFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0, let kind = nonRegularKind(info.st_mode) else { return }
        throw IndexError.unreadable("\(path) is \(kind), not an index file")
    }

    /// "a FIFO (named pipe)" for a file that is not a regular one, else nil.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        mode & S_IFMT == S_IFREG ? nil : FileKind.describe(mode)
    }

    /// Why the file cannot be answered from, for a command that has no content to build an
    /// index from: the cause, never only "not an index".
    package static func whyUnreadable(_ path: String, shown: String) -> String {
        switch inspect(path) {
        case .absent: return "no index at \(shown); pass --content DIR to build one"
        case .empty: return "\(shown) is empty (0 bytes), not yet an index; pass --content DIR to build one there"
        case .foreign(let reason): return "\(shown) \(reason)"
        case .marked, .unmarked:
            do {
                _ = try IndexDatabase.openForReading(path, mapped: false)
                return "the index \(shown) names no content folder; pass --content DIR"
            } catch {
                return "\(error)"
            }
        }
    }
}
