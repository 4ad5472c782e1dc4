import HIGModel

/// The tool's own words for the theme, each in English and Korean (`{{#frame.words.related}}{{> word}}
/// {{/frame.words.related}}`): the page shows the one its language mode reads, and the Korean is
/// marked `lang="ko"` so a screen reader speaks it as Korean.
enum SiteWords {
    /// Every `ToolWords` case by name, as `["en": …, "ko": …]`.
    static let table: [String: [String: String]] = Dictionary(
        uniqueKeysWithValues: ToolWords.allCases.map { ($0.rawValue, ["en": $0.english, "ko": $0.korean]) })
}
