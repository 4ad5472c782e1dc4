import HIGModel

/// What changed between two snapshots of the guidelines, page by page and guideline by guideline.
public struct GraphDiff: Codable, Sendable, Equatable {
    /// The two snapshots as the reader named them, with the newest date each holds.
    public var old: Snapshot
    public var new: Snapshot
    /// Pages with a change, in the newer snapshot's order, removed pages last.
    public var pages: [PageChange]

    public init(old: Snapshot, new: Snapshot, pages: [PageChange]) {
        self.old = old
        self.new = new
        self.pages = pages
    }

    public struct Snapshot: Codable, Sendable, Equatable {
        public var name: String
        /// The newest change-log date among its pages, when any has one.
        public var date: String?

        public init(name: String, date: String?) {
            self.name = name
            self.date = date
        }
    }

    /// How many practices changed in each way, over every page.
    public var counts: Counts {
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

    public struct Counts: Codable, Sendable, Equatable {
        public var pagesAdded = 0
        public var pagesRemoved = 0
        public var pagesRenamed = 0
        public var added = 0
        public var removed = 0
        public var reworded = 0
        public var retagged = 0
        public var strengthened = 0
        public var weakened = 0
    }

    private enum CodingKeys: String, CodingKey { case old, new, counts, pages }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        old = try container.decode(Snapshot.self, forKey: .old)
        new = try container.decode(Snapshot.self, forKey: .new)
        pages = try container.decode([PageChange].self, forKey: .pages)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
        try container.encode(counts, forKey: .counts)
        try container.encode(pages, forKey: .pages)
    }
}

/// A page that was added, removed, renamed, or whose guidelines changed.
public struct PageChange: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case added, removed, renamed, changed }

    public var kind: Kind
    /// The page's ID in the newer snapshot (the older one's for a removed page).
    public var id: String
    public var title: String
    /// The ID and title in the older snapshot, for a renamed page.
    public var oldID: String?
    public var oldTitle: String?
    /// The page's own change-log rows dated after the older snapshot's version of it, up to the
    /// newer one's, newest first.
    public var changeLog: [ChangeLogEntry]
    public var practices: [PracticeChange]

    public init(
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
public struct PracticeChange: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case added, removed, reworded, retagged }
    /// How the older practice was found: by its ID, or as the rewording of one with another ID.
    public enum Match: String, Codable, Sendable { case id, rewording }

    public var kind: Kind
    public var match: Match?
    /// The newer practice; nil when removed.
    public var new: Practice?
    /// The older practice; nil when added.
    public var old: Practice?
    public var strength: StrengthChange?
    public var platforms: ListChange?
    public var lifecycle: ListChange?
    public var styles: ListChange?

    public init(
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
    public var practice: Practice { (new ?? old)! }
}

/// Should → must, or must → consider.
public struct StrengthChange: Codable, Sendable, Equatable {
    public var from: Strength
    public var to: Strength
    /// True for a firmer wording, false for a softer one, nil for one as firm ("must" → "must-not").
    public var isStronger: Bool? {
        let rise = Self.firmness(to) - Self.firmness(from)
        return rise == 0 ? nil : rise > 0
    }

    public init(from: Strength, to: Strength) {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decode(Strength.self, forKey: .from)
        to = try container.decode(Strength.self, forKey: .to)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(isStronger.map { $0 ? "strengthened" : "weakened" } ?? "changed", forKey: .direction)
    }
}

/// Values a list gained and lost.
public struct ListChange: Codable, Sendable, Equatable {
    public var added: [String]
    public var removed: [String]

    public init(added: [String], removed: [String]) {
        self.added = added
        self.removed = removed
    }

    /// Nil when the two lists hold the same values.
    public static func between(_ old: [String], _ new: [String]) -> ListChange? {
        let added = new.filter { !old.contains($0) }
        let removed = old.filter { !new.contains($0) }
        return added.isEmpty && removed.isEmpty ? nil : ListChange(added: added, removed: removed)
    }
}
