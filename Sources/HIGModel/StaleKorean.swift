/// Korean written for an older English wording than the one a practice now gives: its source is
/// dated before the English that leads, and the English it translated (when the source shows it)
/// is not today's. Shown with both dates so a reader knows the translation may say less or other.
package struct StaleKorean: Hashable, Codable, Sendable {
    /// The edition of the source the Korean comes from.
    package var koreanEdition: String
    /// The edition of the English the practice now gives.
    package var englishEdition: String

    package init(koreanEdition: String, englishEdition: String) {
        self.koreanEdition = koreanEdition
        self.englishEdition = englishEdition
    }

    /// The notice shown beside a stale translation.
    package static let notice = "번역이 최신 영문과 다를 수 있습니다"
}
