import Foundation
import HIGKnowledgeBase

/// Which content and index the server answers from. An agent starts the server in its own
/// project, where a `Content/` folder may be anything, so without `--content` or `--index` the
/// content the executable was built beside comes first, and only then the command line's rule
/// (the nearest `Content/` upward from the current directory).
enum ServerLocation {
    static func resolve(content: String?, index: String?) throws -> IndexLocation {
        if content != nil || index != nil { return try IndexLocation.resolve(content: content, index: index) }
        if let found = ContentLocator.executableContent() {
            return IndexLocation(index: ContentLocator.defaultIndex(forContent: found), content: [found])
        }
        return try IndexLocation.resolve(content: nil, index: nil)
    }

}
