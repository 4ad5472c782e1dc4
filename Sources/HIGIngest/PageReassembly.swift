import HIGModel
import HIGParsers

/// Rebuilds a few pages from their files, for an index that changes in place: the files are
/// read again, the pages assembled as a full ingest assembles them, and references resolved
/// against every page of the index.
package struct PageReassembly: Sendable {
    package struct Result: Sendable {
        package var pages: [Page]
        package var practices: [Practice]
        package var diagnostics: [Diagnostic]
    }

    let taxonomy: Taxonomy
    let editions: SourceEditions
    /// The edition of the newest listed collection, as the full ingest found it.
    let currentEdition: String?

    package init(taxonomy: Taxonomy, contentPaths: [String], currentEdition: String?) {
        self.taxonomy = taxonomy
        self.editions = SourceEditions.load(roots: SourceEditions.roots(for: contentPaths))
        self.currentEdition = currentEdition
    }

    /// - Parameters:
    ///   - pages: page ID → every file of that page.
    ///   - allFiles: every content file with its page: the aliases references resolve against.
    ///   - titles: every page's title by ID.
    /// - Returns: nil when a file no longer reads into the page it held (its title changed, it
    ///   became empty or unreadable): then only a full ingest is right.
    package func rebuild(pages: [String: [String]], allFiles: [(path: String, page: String)], titles: [String: String])
        -> Result?
    {
        ParserLibraries.prepare()
        let tagger = GuidelineTagger(taxonomy: taxonomy)
        let builder = DraftBuilder(platforms: tagger.platforms)
        var diagnostics: [Diagnostic] = []
        var groups: [[PageDraft]] = []
        for (page, files) in pages.sorted(by: { $0.key < $1.key }) {
            var drafts: [PageDraft] = []
            for file in files {
                let document = SourceReader.read(path: file, displayPath: file)
                guard document.givesPage else { return nil }
                diagnostics += document.diagnostics
                var draft = builder.build(document)
                draft.date(listed: editions.edition(of: file), kind: editions.kind(of: file))
                guard draft.slug == page else { return nil }
                drafts.append(draft)
            }
            groups.append(drafts)
        }
        var byPage: [String: [String]] = [:]
        for file in allFiles { byPage[file.page, default: []].append(file.path) }
        let aliases = GraphAssembler.pageAliases(byPage.keys.sorted().map { ($0, byPage[$0]!) })
        let made = GraphAssembler(tagger: tagger).assemblePages(groups, aliases: aliases, titles: titles)
        var pages = made.pages
        for index in pages.indices {
            pages[index].archivedEdition = Editions.archived(groups[index], current: currentEdition)
        }
        return Result(pages: pages, practices: made.practices, diagnostics: diagnostics + made.diagnostics)
    }
}

/// The content files under the given paths as a full ingest finds them, with their sizes and
/// times: what an index compares with what it recorded.
package enum ContentFiles {
    package struct Entry: Sendable, Equatable {
        package var path: String
        package var stamp: FileStamp
    }

    package static func list(_ paths: [String]) -> [Entry] {
        ContentDiscovery.entries(in: paths).files
    }
}
