import Foundation
import HIGModel

/// `hig checklist --format json`: `{"generated":{"title","filters","content","tool"},"scope":[…],
/// "items":[practice fields + "status","note","pageTitle","digest","changed","new","was","tables","why",
/// "sectionTitle"],"removed":[…]}` (`was`, the wording a changed guideline had in the review, only when
/// there is one; `tables`, Apple's tables that go with the guideline as `{"caption","header","rows"}`,
/// only when there are some; `why`, the reasons an app's project brought the item's page, only when it
/// did; `sectionTitle` only when the checklist's language titles the section otherwise). The keys are
/// English in every language; under `ko` the titles and scope notes are Korean.
package struct ChecklistJSON: Codable, Sendable {
    package var generated: ChecklistHeader
    package var scope: [String]
    package var items: [Item]
    package var removed: [Item]?

    package struct Item: Codable, Sendable {
        package var practice: Practice
        package var pageTitle: String
        package var status: ReviewStatus
        package var note: String
        package var digest: String
        package var changed: Bool
        package var new: Bool
        package var was: String?
        /// Apple's tables that go with the guideline; absent when none does.
        package var tables: [ItemTable]?
        /// Why the item's page is in scope, when an app's project brought it.
        package var why: [String]?
        /// The section's title in the checklist's language (Apple's Korean under `ko`), when it
        /// differs from the practice's `section`.
        package var sectionTitle: String?

        private enum CodingKeys: String, CodingKey {
            case pageTitle, status, note, digest, changed, new, was, tables, why, sectionTitle
        }

        init(_ item: ChecklistItem, why: [String] = []) {
            practice = item.practice
            // A checklist item carries the plain body; the marked-up one is for reading, not review.
            practice.rich = nil
            pageTitle = item.pageTitle
            status = item.status
            note = item.note
            digest = item.digest
            changed = item.changedSinceReview
            new = item.newSinceReview
            was = item.previousWording
            tables = item.tables.isEmpty ? nil : item.tables.map(ItemTable.init)
            self.why = why.isEmpty ? nil : why
            sectionTitle = item.sectionTitle
        }

        package init(from decoder: any Decoder) throws {
            practice = try Practice(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            pageTitle = try container.decodeIfPresent(String.self, forKey: .pageTitle) ?? ""
            status = try container.decodeIfPresent(ReviewStatus.self, forKey: .status) ?? .open
            note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
            digest = try container.decodeIfPresent(String.self, forKey: .digest) ?? ""
            changed = try container.decodeIfPresent(Bool.self, forKey: .changed) ?? false
            new = try container.decodeIfPresent(Bool.self, forKey: .new) ?? false
            was = try container.decodeIfPresent(String.self, forKey: .was)
            tables = try container.decodeIfPresent([ItemTable].self, forKey: .tables)
            why = try container.decodeIfPresent([String].self, forKey: .why)
            sectionTitle = try container.decodeIfPresent(String.self, forKey: .sectionTitle)
        }

        package func encode(to encoder: any Encoder) throws {
            try practice.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pageTitle, forKey: .pageTitle)
            try container.encode(status, forKey: .status)
            try container.encode(note, forKey: .note)
            try container.encode(digest, forKey: .digest)
            try container.encode(changed, forKey: .changed)
            try container.encode(new, forKey: .new)
            try container.encodeIfPresent(was, forKey: .was)
            try container.encodeIfPresent(tables, forKey: .tables)
            try container.encodeIfPresent(why, forKey: .why)
            try container.encodeIfPresent(sectionTitle, forKey: .sectionTitle)
        }

        var checklistItem: ChecklistItem {
            var item = ChecklistItem(
                practice: practice, pageTitle: pageTitle, status: status, note: note, digest: digest,
                changedSinceReview: changed, newSinceReview: new, previousWording: was)
            item.sectionTitle = sectionTitle
            return item
        }
    }

    /// A table as a checklist gives it: compact, without where it was read from.
    package struct ItemTable: Codable, Sendable {
        package var caption: String?
        package var header: [String]
        package var rows: [[String]]

        init(_ table: Table) {
            caption = table.caption
            header = table.header
            rows = table.rows
        }
    }

    package init(_ checklist: Checklist, removed: [ChecklistItem] = []) {
        generated = checklist.header
        scope = checklist.scopeNotes
        items = checklist.items.map { Item($0, why: checklist.reasons(for: $0.practice.page)) }
        self.removed = removed.isEmpty ? nil : removed.map { Item($0) }
    }

    package func render() throws -> String {
        try ExportJSON.encode(self)
    }

    var checklist: Checklist {
        Checklist(
            header: generated, items: items.map(\.checklistItem), scopeNotes: scope,
            removed: (removed ?? []).map(\.checklistItem))
    }
}
