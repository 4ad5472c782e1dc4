import HIGModel

/// Which drafts are one page. A source that declares its HIG page URL is that page; a source
/// that does not is the page its file name (or title) names, and joins a declared page whose
/// slug it spells with other hyphens or one letter off ("list-and-tables", "acitivity-rings").
/// Pages that share a title but not an identity stay apart, with a warning naming both files.
/// A source whose guidelines are another page's joins that page (`MisfiledDrafts`).
struct PageGrouping {
    var groups: [[PageDraft]]
    var diagnostics: [Diagnostic]
    /// Where a draft's own key was folded into a declared page.
    private var folded: [String: String] = [:]
    /// The files read as another page than their names give.
    private var moved: [String: String] = [:]

    /// The page a group of drafts makes: the one a draft declares, else their shared key.
    static func key(of drafts: [PageDraft]) -> String {
        drafts.lazy.compactMap(\.declaredSlug).first ?? drafts[0].slug
    }

    /// The page of a file whose draft's own key is given.
    func page(ofPath path: String, key: String) -> String { moved[path] ?? folded[key] ?? key }

    init(_ drafts: [PageDraft]) {
        var byKey: [String: [PageDraft]] = [:]
        for draft in drafts { byKey[draft.slug, default: []].append(draft) }
        let declared = Set(byKey.filter { $0.value.contains { $0.declaredSlug != nil } }.keys)
        let declaredByCompact = Dictionary(grouping: declared) { $0.replacingOccurrences(of: "-", with: "") }
        let nearDeclared = OneEditNeighbours(declared)
        for key in byKey.keys.sorted()
        where !declared.contains(key)
            && !byKey[key, default: []].allSatisfy({ UndeclaredKoreanPages.isUndeclaredKorean($0) })
        {
            guard let target = Self.declaredPage(spelledAs: key, near: nearDeclared, byCompact: declaredByCompact)
            else { continue }
            byKey[target, default: []] += byKey.removeValue(forKey: key) ?? []
            folded[key] = target
        }
        let misfiled = MisfiledDrafts(byKey)
        for move in misfiled.moves {
            guard let index = byKey[move.from]?.firstIndex(where: { $0.path == move.path }),
                let draft = byKey[move.from]?.remove(at: index)
            else { continue }
            byKey[move.to, default: []].append(draft)
            if byKey[move.from]?.isEmpty == true { byKey[move.from] = nil }
            moved[move.path] = move.to
        }
        groups = byKey.keys.sorted().map { byKey[$0]! }
        diagnostics =
            Self.sharedTitles(groups) + Self.madeUpIDs(groups) + UndeclaredKoreanPages.diagnostics(groups)
            + misfiled.diagnostics
    }

    /// A note for each page whose ID had to be made up: nothing it is named by keeps a letter.
    private static func madeUpIDs(_ groups: [[PageDraft]]) -> [Diagnostic] {
        groups.filter { Slug.isMadeUp(key(of: $0)) }.map { group in
            Diagnostic(
                file: group[0].path, line: 1, severity: .warning, id: "ingest.page.made-up-id",
                message:
                    "neither the title '\(PageTitleChoice.title(of: group))' nor the file name has a letter or digit to make the page's ID of; it is \(key(of: group)) (give the page a title with words, or a Source URL)"
            )
        }
    }

    private static func declaredPage(
        spelledAs key: String, near: OneEditNeighbours, byCompact: [String: [String]]
    ) -> String? {
        if let same = byCompact[key.replacingOccurrences(of: "-", with: "")], same.count == 1 { return same[0] }
        guard key.count >= 8 else { return nil }
        let close = near.neighbours(of: key)
        return close.count == 1 ? close.first : nil
    }

    private static func sharedTitles(_ groups: [[PageDraft]]) -> [Diagnostic] {
        var byTitle: [String: [[PageDraft]]] = [:]
        for group in groups {
            byTitle[PageTitleChoice.title(of: group).lowercased(), default: []].append(group)
        }
        var diagnostics: [Diagnostic] = []
        for (_, shared) in byTitle.sorted(by: { $0.key < $1.key }) where shared.count > 1 {
            for group in shared {
                let others = shared.filter { key(of: $0) != key(of: group) }
                    .map { "\($0[0].path) (page \(key(of: $0)))" }.joined(separator: ", ")
                let title = PageTitleChoice.title(of: group)
                diagnostics.append(
                    Diagnostic(
                        file: group[0].path, line: 1, severity: .warning, id: "ingest.page.shared-title",
                        message:
                            "'\(title)' is also the title of \(others); kept apart as page \(key(of: group)), since their sources name different pages"
                    ))
            }
        }
        return diagnostics
    }
}

/// A page's title: as a source that declares the page writes it, in English, from the newest
/// edition; a title made from a slug or file name only when no source writes one.
enum PageTitleChoice {
    static func title(of drafts: [PageDraft]) -> String {
        drafts.min(by: before)?.title ?? ""
    }

    private static func before(_ lhs: PageDraft, _ rhs: PageDraft) -> Bool {
        func rank(_ draft: PageDraft) -> (Int, Int, Int) {
            (draft.titleWritten ? 0 : 1, Hangul.isKorean(draft.title) ? 1 : 0, draft.declaredSlug != nil ? 0 : 1)
        }
        let (left, right) = (rank(lhs), rank(rhs))
        if left != right { return left < right }
        if lhs.edition != rhs.edition { return (lhs.edition ?? "") > (rhs.edition ?? "") }
        return lhs.path < rhs.path
    }
}

/// Optimal string alignment distance, bounded: whether two names differ by at most one
/// insertion, deletion, substitution or swap of neighbours.
enum EditDistance {
    static func isAtMostOne(_ lhs: [Character], _ rhs: [Character]) -> Bool {
        var start = 0
        while start < min(lhs.count, rhs.count), lhs[start] == rhs[start] { start += 1 }
        var (leftEnd, rightEnd) = (lhs.count, rhs.count)
        while leftEnd > start, rightEnd > start, lhs[leftEnd - 1] == rhs[rightEnd - 1] {
            leftEnd -= 1
            rightEnd -= 1
        }
        let (left, right) = (leftEnd - start, rightEnd - start)
        if left <= 1 && right <= 1 { return true }
        return left == 2 && right == 2 && lhs[start] == rhs[start + 1] && lhs[start + 1] == rhs[start]
    }
}
