import HIGModel

/// Which guidance is current. Where a page has a dated copy of Apple's HIG, its newest edition
/// decides (`AppleAuthority`): a practice it does not state is outdated, whatever the date of
/// the sources that still state it. Otherwise a page's newest edition is that of its newest
/// English source; a practice that only older editions state is outdated, and an undated
/// source is never taken for an old one. A page that only an older listed collection holds
/// (the 2022 study notes of a page since removed) is archived.
enum Editions {
    /// The newest edition a content listing gives a source with English guidance: the
    /// collection that holds the current guidelines.
    static func currentListing(of drafts: [PageDraft]) -> String? {
        drafts.filter(hasEnglish).compactMap(\.listedEdition).max()
    }

    /// The page's newest edition when it is archived, else nil.
    static func archived(_ drafts: [PageDraft], current: String?) -> String? {
        guard let current else { return nil }
        let english = drafts.filter(hasEnglish)
        guard english.contains(where: { $0.listedEdition != nil }) else { return nil }
        guard let newest = newestIfAllDated(english.map { $0.listedEdition ?? $0.edition }), newest < current
        else { return nil }
        return newest
    }

    /// For each merged practice, the edition that last states it when that is older than the
    /// page's newest.
    static func outdated(_ practices: [MergedPractice], drafts: [PageDraft]) -> [String?] {
        if let authority = AppleAuthority(drafts) { return outdated(practices, drafts: drafts, authority: authority) }
        let englishDrafts = drafts.filter(hasEnglish)
        guard let newest = englishDrafts.compactMap(\.edition).max() else { return practices.map { _ in nil } }
        let english = Set(englishDrafts.map(\.path))
        var editions: [String: String?] = [:]
        for draft in drafts { editions[draft.path] = draft.edition }
        return practices.map { practice in
            let stating = practice.sources.map(\.file).filter(english.contains)
            let files = stating.isEmpty ? practice.sources.map(\.file) : stating
            guard let last = newestIfAllDated(files.map { editions[$0] ?? nil }), last < newest else { return nil }
            return last
        }
    }

    /// Under Apple's newest edition: what it does not state is outdated, with the newest edition
    /// that states it ("" when no source that states it is dated).
    private static func outdated(_ practices: [MergedPractice], drafts: [PageDraft], authority: AppleAuthority)
        -> [String?]
    {
        var editions: [String: String] = [:]
        for draft in drafts { editions[draft.path] = draft.edition }
        return practices.map { practice in
            guard !authority.states(practice) else { return nil }
            return practice.sources.compactMap { editions[$0.file] }.filter { $0 < authority.edition }.max() ?? ""
        }
    }

    /// The edition that decides what the page says: Apple's newest, else the newest dated source's.
    static func deciding(_ drafts: [PageDraft]) -> String? {
        AppleAuthority(drafts)?.edition ?? drafts.filter(hasEnglish).compactMap(\.edition).max()
    }

    /// The newest of the dates when every one is known (and there is one); nil otherwise: an
    /// undated source is never taken for an old one.
    private static func newestIfAllDated(_ dates: [String?]) -> String? {
        guard !dates.isEmpty, !dates.contains(nil) else { return nil }
        return dates.compactMap { $0 }.max()
    }

    private static func hasEnglish(_ draft: PageDraft) -> Bool { !draft.practices.isEmpty }
}
