import Foundation

/// Where a path a file is written to leads: a file is replaced by renaming a new one over it,
/// and a rename over a link replaces the link; writing to the path the links lead to keeps them.
package enum FileLinks {
    /// The path with every link in its last component followed; a link that leads nowhere is
    /// followed too, to where the file would be made.
    package static func target(of path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw KnowledgeBaseError("\(path) is a link that cannot be read")
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination)
                    .standardizedFileURL.path
        }
        throw KnowledgeBaseError("\(path) is a link that leads to itself")
    }
}
