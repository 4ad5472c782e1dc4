/// The words that say a list holds practices, or that one of its items does not (`PracticeLead`,
/// `KoreanWalker`).
enum PracticeListWords {
    /// Words of a paragraph or section title that say a list of practices follows; matched
    /// anywhere in the lowercased text, so a stem ("responsibilit") catches its forms.
    static let leadIns = [
        "best practice", "responsibilit", "guideline", "recommendation", "tips", "dos and don",
    ]
    /// Korean titles of sections whose plain list items are guidelines ("Best practices").
    static let koreanTitles = ["모범 사례"]
    /// Labels that make a bold lead a callout, not a practice ("**Note:** …").
    static let calloutLabels: Set<String> = ["note", "important", "tip", "warning", "caution"]
    /// First words of list items that describe rather than instruct ("The Home Screen shows …").
    static let descriptiveOpenings: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "it", "its", "it’s", "they", "their", "there", "your",
        "our", "we", "people", "some", "many", "most", "each", "every", "all", "in", "on", "at", "for", "with",
        "when", "while", "apps", "games", "users", "you", "one", "two", "three",
    ]
}
