import Foundation
import GRDBSQLite

/// SQLite's unix VFS refuses a database whose full path is 512 bytes or more (its MAX_PATHNAME)
/// with SQLite error 14, though Linux opens paths of 4,096: an index deep in a tree failed every
/// command. Raising the VFS's limit is no way out, since its journal code copies the path into
/// buffers of that size. So the default VFS is wrapped: a path over the limit is named through
/// an open descriptor of its folder, `/proc/self/fd/N/index.sqlite`, which opens the same file
/// and gives its journal the same folder and name.
enum LongPathFiles {
    /// Short paths are left as SQLite names them.
    static let shortEnough = 400

    /// Installs the wrapper as SQLite's default VFS, once, before the first connection opens.
    static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        #if os(Linux)
            guard let base = sqlite3_vfs_find(nil) else { return false }
            baseFullPathname = base.pointee.xFullPathname
            let wrapper = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
            wrapper.initialize(to: base.pointee)
            wrapper.pointee.zName = UnsafePointer(strdup("hig-long-paths"))
            wrapper.pointee.pNext = nil
            wrapper.pointee.xFullPathname = { fullPathname($0, $1, $2, $3) }
            return sqlite3_vfs_register(wrapper, 1) == SQLITE_OK
        #else
            return false
        #endif
    }()

    private nonisolated(unsafe) static var baseFullPathname:
        (
            @convention(c) (
                UnsafeMutablePointer<sqlite3_vfs>?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>?
            ) -> Int32
        )?

    /// SQLite's full path of a file: a long absolute path through its folder's descriptor.
    private static func fullPathname(
        _ vfs: UnsafeMutablePointer<sqlite3_vfs>?, _ path: UnsafePointer<CChar>?, _ size: Int32,
        _ output: UnsafeMutablePointer<CChar>?
    ) -> Int32 {
        if let path, let output, strlen(path) >= shortEnough, path[0] == 0x2F,
            let alias = FolderDescriptors.shared.alias(for: String(cString: path)),
            alias.utf8.count < Int(size)
        {
            _ = alias.withCString { strcpy(output, $0) }
            return SQLITE_OK
        }
        return baseFullPathname?(vfs, path, size, output) ?? SQLITE_CANTOPEN
    }
}

/// One open descriptor per folder of a long path, kept for the process's life and opened again
/// when the folder at that path is no longer the one it names.
final class FolderDescriptors: @unchecked Sendable {
    static let shared = FolderDescriptors()
    private let lock = NSLock()
    private var descriptors: [String: Int32] = [:]

    /// `/proc/self/fd/N/name` for an absolute path, or nil when its folder cannot be opened.
    func alias(for path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        lock.lock()
        defer { lock.unlock() }
        if let known = descriptors[folder], Self.sameFolder(known, folder) {
            return "/proc/self/fd/\(known)/\(name)"
        }
        if let stale = descriptors.removeValue(forKey: folder) { close(stale) }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        descriptors[folder] = descriptor
        return "/proc/self/fd/\(descriptor)/\(name)"
    }

    private static func sameFolder(_ descriptor: Int32, _ folder: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && stat(folder, &named) == 0 && open.st_dev == named.st_dev
            && open.st_ino == named.st_ino
    }
}
