import HIGModel

/// What changed between two snapshots of the guidelines, page by page and guideline by guideline.
package struct GraphDiff: Codable, Sendable, Equatable {
    /// The two snapshots as the reader named them, with the newest date each holds.
    package var old: Snapshot
    package var new: Snapshot
    /// Pages with a change, in the newer snapshot's order, removed pages last.
    package var pages: [PageChange]

    package init(old: Snapshot, new: Snapshot, pages: [PageChange]) {
        self.old = old
        self.new = new
        self.pages = pages
    }

    package struct Snapshot: Codable, Sendable, Equatable {
        package var name: String
        /// The newest change-log date among its pages, when any has one.
        package var date: String?

        package init(name: String, date: String?) {
            self.name = name
            self.date = date
        }
    }

    /// How many practices changed in each way, over every page.
    package var counts: Counts {
        var counts = Counts()
        for page in pages {
            switch page.kind {
            case .added: counts.pagesAdded += 1
            case .removed: counts.pagesRemoved += 1
            case .renamed: counts.pagesRenamed += 1
            case .changed: break
            }
            for practice in page.practices {
                switch practice.kind {
                case .added: counts.added += 1
                case .removed: counts.removed += 1
                case .reworded: counts.reworded += 1
                case .retagged: counts.retagged += 1
                }
                if practice.strength?.isStronger == true { counts.strengthened += 1 }
                if practice.strength?.isStronger == false { counts.weakened += 1 }
            }
        }
        return counts
    }

    package struct Counts: Codable, Sendable, Equatable {
        package var pagesAdded = 0
        package var pagesRemoved = 0
        package var pagesRenamed = 0
        package var added = 0
        package var removed = 0
        package var reworded = 0
        package var retagged = 0
        package var strengthened = 0
        package var weakened = 0
    }

    private enum CodingKeys: String, CodingKey { case old, new, counts, pages }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        old = try container.decode(Snapshot.self, forKey: .old)
        new = try container.decode(Snapshot.self, forKey: .new)
        pages = try container.decode([PageChange].self, forKey: .pages)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
        try container.encode(counts, forKey: .counts)
        try container.encode(pages, forKey: .pages)
    }
}

/// A page that was added, removed, renamed, or whose guidelines changed.
package struct PageChange: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable { case added, removed, renamed, changed }

    package var kind: Kind
    /// The page's ID in the newer snapshot (the older one's for a removed page).
    package var id: String
    package var title: String
    /// The ID and title in the older snapshot, for a renamed page.
    package var oldID: String?
    package var oldTitle: String?
    /// The page's own change-log rows dated after the older snapshot's version of it, up to the
    /// newer one's, newest first.
    package var changeLog: [ChangeLogEntry]
    package var practices: [PracticeChange]

    package init(
        kind: Kind, id: String, title: String, oldID: String? = nil, oldTitle: String? = nil,
        changeLog: [ChangeLogEntry] = [], practices: [PracticeChange] = []
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.oldID = oldID
        self.oldTitle = oldTitle
        self.changeLog = changeLog
        self.practices = practices
    }
}

/// One guideline's change: added, removed, reworded (its text changed, perhaps its tags too) or
/// retagged (same text; strength, platforms, lifecycle moments or styles changed).
package struct PracticeChange: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable { case added, removed, reworded, retagged }
    /// How the older practice was found: by its ID, or as the rewording of one with another ID.
    package enum Match: String, Codable, Sendable { case id, rewording }

    package var kind: Kind
    package var match: Match?
    /// The newer practice; nil when removed.
    package var new: Practice?
    /// The older practice; nil when added.
    package var old: Practice?
    package var strength: StrengthChange?
    package var platforms: ListChange?
    package var lifecycle: ListChange?
    package var styles: ListChange?

    package init(
        kind: Kind, match: Match? = nil, new: Practice?, old: Practice?, strength: StrengthChange? = nil,
        platforms: ListChange? = nil, lifecycle: ListChange? = nil, styles: ListChange? = nil
    ) {
        self.kind = kind
        self.match = match
        self.new = new
        self.old = old
        self.strength = strength
        self.platforms = platforms
        self.lifecycle = lifecycle
        self.styles = styles
    }

    /// The practice as it stands: the newer one, or the removed one.
    package var practice: Practice { (new ?? old)! }
}

/// Should → must, or must → consider.
package struct StrengthChange: Codable, Sendable, Equatable {
    package var from: Strength
    package var to: Strength
    /// True for a firmer wording, false for a softer one, nil for one as firm ("must" → "must-not").
    package var isStronger: Bool? {
        let rise = Self.firmness(to) - Self.firmness(from)
        return rise == 0 ? nil : rise > 0
    }

    package init(from: Strength, to: Strength) {
        self.from = from
        self.to = to
    }

    /// A requirement over a plain instruction over a suggestion over a statement.
    static func firmness(_ strength: Strength) -> Int {
        switch strength {
        case .must, .mustNot: 3
        case .should, .avoid: 2
        case .consider: 1
        case .informative: 0
        }
    }

    private enum CodingKeys: String, CodingKey { case from, to, direction }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decode(Strength.self, forKey: .from)
        to = try container.decode(Strength.self, forKey: .to)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(isStronger.map { $0 ? "strengthened" : "weakened" } ?? "changed", forKey: .direction)
    }
}

/// Values a list gained and lost.
package struct ListChange: Codable, Sendable, Equatable {
    package var added: [String]
    package var removed: [String]

    package init(added: [String], removed: [String]) {
        self.added = added
        self.removed = removed
    }

    /// Nil when the two lists hold the same values.
    package static func between(_ old: [String], _ new: [String]) -> ListChange? {
        let added = new.filter { !old.contains($0) }
        let removed = old.filter { !new.contains($0) }
        return added.isEmpty && removed.isEmpty ? nil : ListChange(added: added, removed: removed)
    }
}
