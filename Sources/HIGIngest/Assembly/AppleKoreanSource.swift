import HIGModel

extension PageDraft {
    /// Whether the source is Apple's own Korean edition of a page: it declares a page of the
    /// guidelines on Apple's Korean site (`developer.apple.com/kr/design/human-interface-guidelines/…`).
    /// Such a page follows the English page's structure, so it is attached by position rather than
    /// by the word matching that suits community translations of other editions.
    var isAppleKorean: Bool {
        declaredURLs.contains { url in
            ByteSearch.contains("developer.apple.com/kr/", in: url) && ReferenceExtractor.higPageSlug(url) != nil
        }
    }

    /// The draft without its Korean practices: what the word-matching aligner is given of an
    /// Apple Korean page, whose practices are attached by structure instead.
    var withoutKoreanPractices: PageDraft {
        var draft = self
        draft.koreanPractices = []
        return draft
    }
}
