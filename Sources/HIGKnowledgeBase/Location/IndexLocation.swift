import Foundation
import HIGModel
import HIGSupport

/// Where an index is and which content it should hold.
package struct IndexLocation: Sendable, Equatable {
    /// The index file, absolute.
    package var index: String
    /// The content the index should hold, absolute; nil when only an index was named, in which
    /// case the content recorded in the index is used.
    package var content: [String]?

    package init(index: String, content: [String]?) {
        self.index = index
        self.content = content
    }

    /// Resolves `--content` and `--index` as typed: a named content folder must exist; with
    /// neither, the nearest `Content/` upward from the current directory is used, else the
    /// content installed with the executable (`scripts/install`), so an installed `hig` works
    /// from any folder. A build in the package is not taken for an installation: outside the
    /// package it needs `--content`, as it always did.
    package static func resolve(content: String?, index: String?, paths: PathDisplay = PathDisplay()) throws
        -> IndexLocation
    {
        if let content {
            let absoluteContent = paths.absolute(content)
            guard let mode = FileKind.of(absoluteContent) else {
                throw KnowledgeBaseError("no content at \(paths.display(absoluteContent))")
            }
            // A file or a pipe would be read as a folder of no pages: an empty index, exit 0.
            guard mode & S_IFMT == S_IFDIR else {
                throw KnowledgeBaseError(
                    "the content \(paths.display(absoluteContent)) is \(FileKind.describe(mode)), not a folder")
            }
            return IndexLocation(
                index: try index.map { try FileLinks.target(of: paths.absolute($0)) }
                    ?? ContentLocator.defaultIndex(forContent: absoluteContent),
                content: [absoluteContent])
        }
        if let index {
            // A linked index is written where the link leads, and the link stays.
            return IndexLocation(index: try FileLinks.target(of: paths.absolute(index)), content: nil)
        }
        guard let found = ContentLocator.findContent(from: paths.currentDirectory) ?? ContentLocator.installedContent()
        else {
            throw KnowledgeBaseError(
                "no Content folder here, in any parent folder or beside hig; install hig with scripts/install, or pass --content DIR or --index FILE"
            )
        }
        return IndexLocation(index: ContentLocator.defaultIndex(forContent: found), content: [found])
    }
}
