import HIGModel

/// A source's dated English wording of a practice: the one a Korean text was written beside, or
/// one of the wordings the practice's sources give.
struct KoreanOrigin: Sendable {
    var edition: String?
    /// The English beside the Korean; nil for a Korean-only source, which does not show it.
    var lead: String?
    var body: String
    var source: SourceLocation

    init(_ practice: PracticeDraft, in draft: PageDraft) {
        edition = draft.edition
        lead = practice.lead
        body = practice.body
        source = SourceLocation(file: draft.path, line: practice.line)
    }

    /// The Korean of a Korean-only source.
    init(koreanOnly practice: PracticeDraft, in draft: PageDraft) {
        edition = draft.edition
        lead = nil
        body = ""
        source = SourceLocation(file: draft.path, line: practice.line)
    }

    /// Whether a Korean source of `edition` is newer than this one: a dated source is newer than
    /// an undated one.
    func isOlder(than edition: String?) -> Bool {
        guard let edition else { return false }
        return self.edition.map { $0 < edition } ?? true
    }
}

/// Whether a practice's Korean translates an older English wording than the one it now gives.
/// The Korean is stale when its source is dated before the English that leads and the English
/// it was written beside differs from today's; a Korean-only source, which shows no English, is
/// stale when no English source as old as it gives today's wording.
enum KoreanStaleness {
    static func stale(_ practice: MergedPractice) -> StaleKorean? {
        guard practice.ko != nil, let origin = practice.koOrigin, let korean = origin.edition,
            let english = practice.textEdition, korean < english
        else { return nil }
        let current = (lead: practice.lead, body: practice.body)
        let translated: Bool
        if let lead = origin.lead {
            translated = sameWording(lead, origin.body, current.lead, current.body)
        } else {
            translated = practice.wordings.contains { wording in
                guard let edition = wording.edition, edition <= korean, let lead = wording.lead else { return false }
                return sameWording(lead, wording.body, current.lead, current.body)
            }
        }
        return translated ? nil : StaleKorean(koreanEdition: korean, englishEdition: english)
    }

    /// Equal leads and bodies, letters and digits only; a body one source cuts short or leaves
    /// out is not a change of wording.
    static func sameWording(_ lead: String, _ body: String, _ otherLead: String, _ otherBody: String) -> Bool {
        guard Slug.compact(lead) == Slug.compact(otherLead) else { return false }
        let left = Slug.compact(body)
        let right = Slug.compact(otherBody)
        return left.isEmpty || right.isEmpty || left.hasPrefix(right) || right.hasPrefix(left)
    }
}
