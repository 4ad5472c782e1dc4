import Foundation
import HIGCompare
import HIGIngest
import HIGModel

/// "What changed since": the current guidance compared with the guidance as the index's own
/// sources stated it on a date, guideline by guideline, in pages of at most `limit` changes.
package struct ChangesSince: Codable, Sendable, Equatable {
    /// One guideline or page that changed.
    package struct Change: Codable, Sendable, Equatable {
        /// `page-added`, `page-removed`, `added`, `removed`, `reworded`, `strengthened`, `weakened`
        /// or `retagged`.
        package var kind: String
        package var id: String
        package var page: String
        package var pageTitle: String
        /// The lead as it stands (as it was, for a removed guideline or page).
        package var lead: String
        /// The lead it had, when it was reworded.
        package var was: String?
        package var strength: String?
        /// The strength it had, when that changed.
        package var wasStrength: String?
        package var platforms: [String]
        /// The guideline or page on Apple's site.
        package var url: String
        /// Apple's change-log rows of the page dated after the date asked about, on a page's change.
        package var changeLog: [ChangeLogEntry]?

        /// " [should]", or " [consider → should]" when the strength changed; empty for a page.
        package var strengthLabel: String {
            guard let strength else { return "" }
            return wasStrength.map { " [\($0) → \(strength)]" } ?? " [\(strength)]"
        }
    }

    /// "Since 2022 (sources of 2022-09-23 against 2026-07-13): 3 added, 1 removed".
    package var headline: String {
        let counted = Self.kinds.compactMap { kind in counts[kind].map { "\($0) \(kind)" } }
        return "Since \(since) (sources of \(old ?? "no date") against \(new ?? "the current content")): "
            + (counted.isEmpty ? "no change" : counted.joined(separator: ", "))
    }

    /// The date asked about, as given.
    package var since: String
    /// The newest edition of the sources compared on the older side, and the current edition.
    package var old: String?
    package var new: String?
    /// Changes by kind, over every page of them.
    package var counts: [String: Int]
    package var total: Int
    package var offset: Int
    /// Where the next page of changes starts; nil on the last.
    package var nextOffset: Int?
    package var changes: [Change]

    /// The kinds a change can be of, for filters.
    package static let kinds = [
        "page-added", "page-removed", "added", "removed", "reworded", "strengthened", "weakened", "retagged",
    ]
}

extension KnowledgeBase {
    /// The changes to current guidance since `since` (`2022`, `2022-09`, `2022-09-01`; an edition
    /// is its date): each page's newest English source dated on or before it is the older side.
    /// A page no source that old states is a page added since.
    package func changes(
        since: String, filters: FilterRequest = FilterRequest(), kinds: [String] = [], offset: Int = 0,
        limit: Int = 50
    ) throws -> ChangesSince {
        let cutoff = try Self.cutoff(since)
        for kind in kinds where !ChangesSince.kinds.contains(kind) {
            throw UnknownFilterValue(
                description: "unknown kind '\(kind)'; known: \(ChangesSince.kinds.joined(separator: ", "))"
                    + NameSuggestion.clause(for: kind, among: ChangesSince.kinds))
        }
        let reader = try reader()
        var older: [String] = []
        var olderEdition: String?
        for summary in try reader.pageSummaries() {
            // English text: Apple's pages and the notes that keep Apple's English beside their Korean.
            let dated = summary.sourceDetails.filter { detail in
                guard let edition = detail.edition, edition <= cutoff else { return false }
                return detail.kind == .appleHIG || detail.kind == .communityTranslation
            }
            guard
                let newest = dated.max(by: {
                    ($0.edition ?? "", $0.kind == .appleHIG ? 1 : 0) < ($1.edition ?? "", $1.kind == .appleHIG ? 1 : 0)
                })
            else { continue }
            older.append(newest.file)
            olderEdition = max(olderEdition ?? "", newest.edition ?? "")
        }
        var current = try reader.graph()
        current.practices = current.practices.filter { SourceKind.apple.contains($0.sourceKind) }
        let kept = Set(current.practices.map(\.page))
        current.pages = current.pages.filter { kept.contains($0.id) }
        let taxonomy = Ingester.defaultTaxonomyPath(for: contentRoots())
        var past = Ingester().ingest(paths: older, taxonomyPath: taxonomy).graph
        // Read alone, the older sources are what was current then: the content's listing of newer
        // editions would otherwise archive them.
        for index in past.pages.indices { past.pages[index].archivedEdition = nil }
        for index in past.practices.indices { past.practices[index].outdatedEdition = nil }
        var diff = GraphComparer().compare(
            past, current, oldName: "as of \(cutoff)", newName: "current", oldEdition: olderEdition,
            newEdition: current.currentEdition)
        diff = diff.filtered(by: try resolve(filters))
        let all = Self.flatten(diff, after: cutoff).filter { kinds.isEmpty || kinds.contains($0.kind) }
        var counts: [String: Int] = [:]
        for change in all { counts[change.kind, default: 0] += 1 }
        let start = min(max(offset, 0), all.count)
        let end = min(start + max(limit, 1), all.count)
        return ChangesSince(
            since: since, old: olderEdition, new: current.currentEdition, counts: counts, total: all.count,
            offset: start, nextOffset: end < all.count ? end : nil, changes: Array(all[start..<end]))
    }

    /// The last day `since` names: `2022` is up to 2022-12-31, `2022-09` up to 2022-09-31 (dates
    /// compare as text).
    static func cutoff(_ since: String) throws -> String {
        let parts = since.trimmingCharacters(in: .whitespaces).split(separator: "-", omittingEmptySubsequences: false)
        let digits = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        guard digits, [1, 2, 3].contains(parts.count), parts[0].count == 4,
            parts.dropFirst().allSatisfy({ $0.count == 2 })
        else {
            throw UnknownFilterValue(
                description: "'\(since)' is not a date or an edition: write yyyy, yyyy-MM or yyyy-MM-dd (2022-09-01)")
        }
        return parts.map(String.init).joined(separator: "-") + ["-12-31", "-31", ""][parts.count - 1]
    }

    private static func flatten(_ diff: GraphDiff, after cutoff: String) -> [ChangesSince.Change] {
        var changes: [ChangesSince.Change] = []
        for page in diff.pages {
            let url = AppleURL.page(page.id)
            let log = page.changeLog.filter { $0.date > cutoff }
            if page.kind == .added || page.kind == .removed {
                changes.append(
                    ChangesSince.Change(
                        kind: page.kind == .added ? "page-added" : "page-removed", id: page.id, page: page.id,
                        pageTitle: page.title, lead: page.title, platforms: [], url: url,
                        changeLog: log.isEmpty ? nil : log))
            }
            for change in page.practices {
                let practice = change.practice
                var kind = change.kind.rawValue
                if let stronger = change.strength?.isStronger { kind = stronger ? "strengthened" : "weakened" }
                changes.append(
                    ChangesSince.Change(
                        kind: kind, id: practice.id, page: page.id, pageTitle: page.title, lead: practice.lead,
                        was: change.kind == .reworded ? change.old?.lead : nil, strength: practice.strength.rawValue,
                        wasStrength: change.strength?.from.rawValue, platforms: practice.platforms,
                        url: practice.url ?? AppleURL.section(practice.section, onPage: page.id),
                        changeLog: page.kind == .changed && !log.isEmpty && change == page.practices.first ? log : nil))
            }
        }
        return changes
    }
}
