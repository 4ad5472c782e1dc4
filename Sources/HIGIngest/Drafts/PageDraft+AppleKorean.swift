import HIGModel

extension PageDraft {
    /// Whether the source is Apple's own Korean edition of a page: it declares a page of the
    /// guidelines on Apple's Korean site (`developer.apple.com/kr/design/human-interface-guidelines/…`).
    /// Such a page follows the English page's structure, so it is attached by position rather than
    /// by the word matching that suits community translations of other editions.
    var isAppleKorean: Bool {
        declaredURLs.contains { url in
            ByteSearch.contains("developer.apple.com/kr/", in: url) && LinkReference.higPageSlug(url) != nil
        }
    }
}
