import Foundation
import HIGIndex
import HIGModel
import HIGSite

extension KnowledgeBase {
    /// `Site/` beside the content folder: the theme the package ships.
    package func defaultTheme() -> String? {
        // Beside the content, else beside the content installed with the executable.
        for root in contentRoots() + [ContentLocator.installedContent()].compactMap({ $0 }) {
            let candidate = (root as NSString).deletingLastPathComponent + "/Site"
            if FileSystem.isDirectory(candidate + "/templates") { return candidate }
        }
        return nil
    }

    /// `.hig/site` beside the index.
    package var defaultSiteFolder: String {
        (indexPath as NSString).deletingLastPathComponent + "/site"
    }

    /// Writes the static site of the whole knowledge base.
    package func writeSite(theme: String, to output: String) throws -> SiteSummary {
        let graph = try reader().graph()
        let metadata = IndexMetadata.read(indexPath: indexPath)
        let relative = ContentRelativePaths(roots: metadata?.contentPaths ?? [])
        let input = SiteInput(
            graph: graph, sourcePath: relative.relative, contentDigest: metadata?.contentDigest ?? "",
            indexed: metadata?.indexed ?? "", tool: HIGVersion.tool, vocabulary: .index(taxonomy: graph.taxonomy))
        do {
            let summary = try SiteGenerator(theme: try SiteTheme(folder: theme), input: input).write(to: output)
            return SiteSummary(
                pages: summary.pages, files: summary.files, bytes: summary.bytes, warnings: summary.warnings)
        } catch let error as SiteError {
            throw KnowledgeBaseError(error.description)
        }
    }
}

/// What a site build wrote.
package struct SiteSummary: Sendable {
    package var pages: Int
    package var files: Int
    package var bytes: Int
    /// The theme's files left out (a link leading outside the theme), one sentence each.
    package var warnings: [String]
}

/// A written site's links checked: how many were followed, and those that lead nowhere.
package struct SiteCheck: Sendable {
    package var pages: Int
    package var internalLinks: Int
    package var externalLinks: Int
    /// `file:line: link: reason`, relative to the site folder.
    package var problems: [String]

    /// Checks every internal link and anchor of the site in `folder`.
    package init(folder: String) {
        let report = LinkChecker(folder: folder).check()
        pages = report.pages
        internalLinks = report.internalLinks
        externalLinks = report.externalLinks
        problems = report.problems.map(\.description)
    }
}
