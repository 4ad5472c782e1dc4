/// What a source is, which decides what it may say about current guidance: only Apple's HIG in
/// English states current guidance and platforms; every other kind adds history, Korean and notes.
package enum SourceKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// Apple's Human Interface Guidelines in English.
    case appleHIG = "apple-hig"
    /// Apple's own translation of the HIG.
    case appleTranslation = "apple-translation"
    /// Study notes and machine translations made by others.
    case communityTranslation = "community-translation"
    /// Notes taken from WWDC sessions.
    case sessionNotes = "session-notes"
    /// A third-party post or anything else not known to be Apple's.
    case article

    /// The kinds shown when nobody asks for others: Apple's own guidance.
    package static let apple: [SourceKind] = [.appleHIG, .appleTranslation]

    /// Higher is more authoritative; the kind of a practice is that of its most authoritative source.
    package var authority: Int {
        switch self {
        case .appleHIG: 4
        case .appleTranslation: 3
        case .communityTranslation: 2
        case .sessionNotes: 1
        case .article: 0
        }
    }

    package var isApple: Bool { Self.apple.contains(self) }

    /// How a person reads the kind in a listing.
    package var label: String {
        switch self {
        case .appleHIG: "Apple HIG"
        case .appleTranslation: "Apple translation"
        case .communityTranslation: "community translation"
        case .sessionNotes: "session notes"
        case .article: "article"
        }
    }

    /// The most authoritative of the kinds; `article` when there are none.
    package static func strongest(_ kinds: some Sequence<SourceKind>) -> SourceKind {
        kinds.max { $0.authority < $1.authority } ?? .article
    }
}

/// One source file of a page with what it is and the edition of its text.
package struct SourceDetail: Hashable, Codable, Sendable {
    package var file: String
    package var kind: SourceKind
    /// `yyyy-MM-dd`; nil when nothing dates the file.
    package var edition: String?

    package init(file: String, kind: SourceKind, edition: String?) {
        self.file = file
        self.kind = kind
        self.edition = edition
    }
}
