import Foundation
import HIGIndex
import HIGModel
import HIGSite

extension KnowledgeBase {
    /// `Site/` beside the content folder: the theme the package ships.
    public func defaultTheme() -> String? {
        for root in contentRoots() {
            let candidate = (root as NSString).deletingLastPathComponent + "/Site"
            if FileSystem.isDirectory(candidate + "/templates") { return candidate }
        }
        return nil
    }

    /// `.hig/site` beside the index.
    public var defaultSiteFolder: String {
        (indexPath as NSString).deletingLastPathComponent + "/site"
    }

    /// Writes the static site of the whole knowledge base.
    public func writeSite(theme: String, to output: String) throws -> SiteGenerator.Summary {
        let graph = try reader().graph()
        let metadata = IndexMetadata.read(indexPath: indexPath)
        let relative = ContentRelativePaths(roots: metadata?.contentPaths ?? [])
        let input = SiteInput(
            graph: graph, sourcePath: relative.relative, contentDigest: metadata?.contentDigest ?? "",
            indexed: metadata?.indexed ?? "", tool: HIGVersion.tool, vocabulary: .index(taxonomy: graph.taxonomy))
        do {
            return try SiteGenerator(theme: try SiteTheme(folder: theme), input: input).write(to: output)
        } catch let error as SiteError {
            throw KnowledgeBaseError(error.description)
        }
    }
}
