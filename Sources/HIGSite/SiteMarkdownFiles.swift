import Foundation
import HIGExport
import HIGModel
import HIGSupport

/// The site for readers that take Markdown: each page as a Markdown file beside its HTML, and
/// `llms.txt` (llmstxt.org) at the root, Apple's hierarchy with a line per page linking to it.
struct SiteMarkdownFiles: Sendable {
    let catalog: SiteCatalog

    func document(_ page: Page) -> String {
        var renderer = PageMarkdownDocument(platformNames: catalog.platformNames)
        renderer.breadcrumb = catalog.hierarchy.ancestors(of: page.id).map(catalog.pageTitle)
        return renderer.render(page, practices: page.practices.compactMap { catalog.practices[$0] })
    }

    /// Where each page's Markdown goes, relative to the site's folder.
    var paths: [String] { catalog.graph.pages.map { catalog.urls.markdown($0.id) } }

    /// Every page's Markdown written on every core; returns the paths written and their bytes.
    func write(into folder: String) throws -> (paths: [String], bytes: Int) {
        let pages = catalog.graph.pages
        let written = pages.concurrentMap { page in
            let path = catalog.urls.markdown(page.id)
            return Result { (path, try SiteGenerator.save(Data(document(page).utf8), to: folder + "/" + path)) }
        }
        var paths: [String] = []
        var bytes = 0
        for result in written {
            let (path, size) = try result.get()
            paths.append(path)
            bytes += size
        }
        return (paths, bytes)
    }

    func llms() -> String {
        let hierarchy = catalog.hierarchy
        var lines = [
            "# Human Interface Guidelines", "",
            "> Apple's Human Interface Guidelines, a Markdown file per page: its guidelines with their "
                + "strength and platforms, its tables and Apple's change log. Made by \(catalog.input.tool) "
                + "from content \(catalog.input.contentDigest).",
            "",
        ]
        // A single root is the guidelines' own home page; several each head a section below.
        if hierarchy.roots.count == 1 { lines += [line(hierarchy.roots[0], depth: 0), ""] }
        for top in hierarchy.topLevel {
            lines += ["## " + MarkdownEscaping.inline(catalog.pageTitle(top)), "", line(top, depth: 0)]
            var pending = hierarchy.children(of: top).reversed().map { ($0, 1) }
            while let (id, depth) = pending.popLast() {
                lines.append(line(id, depth: depth))
                pending += hierarchy.children(of: id).reversed().map { ($0, depth + 1) }
            }
            lines.append("")
        }
        let outside = hierarchy.outside.compactMap { catalog.pages[$0] }
        let sets = [
            (hierarchy.isEmpty ? "Pages" : "Pages outside Apple's navigation", outside.filter { !$0.isArchived }),
            ("Archived pages", outside.filter(\.isArchived)),
        ]
        for (title, pages) in sets where !pages.isEmpty {
            lines += ["## " + title, ""] + pages.map { line($0.id, depth: 0) } + [""]
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `- [Color](pages/color.md): Judicious use of color…`, indented by its depth.
    private func line(_ id: String, depth: Int) -> String {
        let abstract = catalog.pages[id]?.abstract ?? ""
        return String(repeating: "  ", count: depth) + "- [" + MarkdownEscaping.inline(catalog.pageTitle(id)) + "]("
            + catalog.urls.markdown(id) + ")" + (abstract.isEmpty ? "" : ": " + MarkdownEscaping.inline(abstract))
    }
}
