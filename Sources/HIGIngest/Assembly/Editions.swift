import HIGModel

/// Which guidance is current. A page's newest edition is that of its newest English source;
/// a practice that only older editions state is outdated, and a page that only an older
/// listed collection holds (the 2022 study notes of a page since removed) is archived. An
/// undated source is never taken for an old one.
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
        let dates = english.map { $0.listedEdition ?? $0.edition }
        guard !dates.contains(nil), let newest = dates.compactMap({ $0 }).max(), newest < current else { return nil }
        return newest
    }

    /// For each merged practice, the edition that last states it when that is older than the
    /// page's newest.
    static func outdated(_ practices: [MergedPractice], drafts: [PageDraft]) -> [String?] {
        let english = Set(drafts.filter(hasEnglish).map(\.path))
        guard let newest = drafts.filter(hasEnglish).compactMap(\.edition).max() else {
            return practices.map { _ in nil }
        }
        var editions: [String: String?] = [:]
        for draft in drafts { editions[draft.path] = draft.edition }
        return practices.map { practice in
            let stating = practice.sources.map(\.file).filter(english.contains)
            let files = stating.isEmpty ? practice.sources.map(\.file) : stating
            let dates = files.map { editions[$0] ?? nil }
            guard !dates.isEmpty, !dates.contains(nil), let last = dates.compactMap({ $0 }).max(), last < newest
            else { return nil }
            return last
        }
    }

    private static func hasEnglish(_ draft: PageDraft) -> Bool { !draft.practices.isEmpty }
}
