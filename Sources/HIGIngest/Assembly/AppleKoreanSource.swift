import HIGModel

extension PageDraft {
    /// The draft without its Korean practices: what the word-matching aligner is given of an
    /// Apple Korean page, whose practices are attached by structure instead.
    var withoutKoreanPractices: PageDraft {
        var draft = self
        draft.koreanPractices = []
        return draft
    }
}
