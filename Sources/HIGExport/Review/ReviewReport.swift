import HIGModel

/// What a filled-in review says: how many items have each mark, which fail (with the guideline
/// and the reviewer's note), which were waived or changed, and how far each section is reviewed.
package struct ReviewReport: Encodable, Sendable {
    package struct Counts: Encodable, Sendable, Equatable {
        package var total = 0
        package var reviewed = 0
        package var open = 0
        package var pass = 0
        package var fail = 0
        package var notApplicable = 0
        package var waived = 0
        /// Since the review, as `review update` marked them: guidelines reworded, added, gone.
        package var changed = 0
        package var new = 0
        package var removed = 0

        package init(
            total: Int = 0, reviewed: Int = 0, open: Int = 0, pass: Int = 0, fail: Int = 0, notApplicable: Int = 0,
            waived: Int = 0
        ) {
            self.total = total
            self.reviewed = reviewed
            self.open = open
            self.pass = pass
            self.fail = fail
            self.notApplicable = notApplicable
            self.waived = waived
        }

        private enum CodingKeys: String, CodingKey {
            case total, reviewed, open, pass, fail, waived, changed, new, removed
            case notApplicable = "n/a"
        }
    }

    package struct Finding: Encodable, Sendable {
        package var id: String
        package var lead: String
        package var ko: String?
        package var page: String
        package var section: String
        package var strength: String
        package var note: String
        package var changed: Bool
        /// The wording the review had, for a guideline changed since.
        package var was: String?
        /// The mark it had, for a guideline removed since the review.
        package var status: String
    }

    package struct Coverage: Encodable, Sendable {
        package var page: String
        package var section: String
        package var total: Int
        package var reviewed: Int
        package var fail: Int
    }

    package var title: String
    package var generated: ChecklistHeader
    package var counts: Counts
    package var failing: [Finding]
    package var waived: [Finding]
    package var changed: [Finding]
    package var new: [Finding]
    package var removed: [Finding]
    package var coverage: [Coverage]

    package init(_ checklist: Checklist) {
        title = checklist.header.title
        generated = checklist.header
        var counts = Counts()
        var coverage: [Coverage] = []
        for item in checklist.items {
            counts.total += 1
            switch item.status {
            case .open: counts.open += 1
            case .pass: counts.pass += 1
            case .fail: counts.fail += 1
            case .notApplicable: counts.notApplicable += 1
            case .waived: counts.waived += 1
            }
            if item.status.isReviewed { counts.reviewed += 1 }
            if coverage.last?.page != item.pageTitle || coverage.last?.section != item.practice.section {
                coverage.append(
                    Coverage(page: item.pageTitle, section: item.practice.section, total: 0, reviewed: 0, fail: 0))
            }
            coverage[coverage.count - 1].total += 1
            if item.status.isReviewed { coverage[coverage.count - 1].reviewed += 1 }
            if item.status == .fail { coverage[coverage.count - 1].fail += 1 }
        }
        failing = checklist.items.filter { $0.status == .fail }.map(Self.finding)
        waived = checklist.items.filter { $0.status == .waived }.map(Self.finding)
        changed = checklist.items.filter(\.changedSinceReview).map(Self.finding)
        new = checklist.items.filter(\.newSinceReview).map(Self.finding)
        removed = checklist.removed.map(Self.finding)
        counts.changed = changed.count
        counts.new = new.count
        counts.removed = removed.count
        self.counts = counts
        self.coverage = coverage
    }

    private static func finding(_ item: ChecklistItem) -> Finding {
        Finding(
            id: item.id, lead: item.practice.lead, ko: item.practice.ko, page: item.pageTitle,
            section: item.practice.section, strength: item.practice.strength.rawValue, note: item.note,
            changed: item.changedSinceReview, was: item.previousWording, status: item.status.label)
    }

    /// "12 of 13 reviewed: 9 pass, 2 fail, 1 n/a, 0 waived, 1 open", and when an update marked
    /// any, "; since the review: 1 changed, 2 new, 1 removed".
    package var summary: String {
        let marks =
            "\(counts.reviewed) of \(counts.total) reviewed: \(counts.pass) pass, \(counts.fail) fail, "
            + "\(counts.notApplicable) n/a, \(counts.waived) waived, \(counts.open) open"
        guard counts.changed + counts.new + counts.removed > 0 else { return marks }
        return marks + "; since the review: \(counts.changed) changed, \(counts.new) new, \(counts.removed) removed"
    }
}
