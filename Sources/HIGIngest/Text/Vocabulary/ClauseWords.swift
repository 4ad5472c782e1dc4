/// The words around a cue in its clause (`ClauseContext`), in `PhraseMatcher.words` form ("don’t"
/// is "don", "t"); how firm a body's "must" is reads them too (`StrengthReader`).
enum ClauseWords {
    /// What makes the app the subject or the object of a clause.
    static let appNouns: Set<String> = [
        "app", "apps", "application", "applications", "game", "games", "scene", "scenes", "process", "experience",
        "앱", "게임",
    ]
    /// Words that deny what follows them: "without terminating", "doesn’t terminate".
    static let negators: Set<String> = ["not", "never", "no", "without", "t", "cannot", "neither", "nor"]
    /// Words that may stand between a negator and the cue it denies: "without having to launch".
    static let auxiliaries: Set<String> = [
        "be", "been", "being", "get", "is", "are", "was", "were", "ever", "having", "to", "needing", "need",
    ]
    static let determiners: Set<String> = ["the", "a", "an", "their", "your", "its"]
    /// Words after a verb cue that are not its object: "resume when …", "restart again".
    static let functionWords: Set<String> = [
        "in", "on", "at", "when", "while", "before", "after", "if", "and", "or", "so", "because", "until", "as", "with",
        "without", "using", "during", "for", "by", "then", "again", "is", "are", "be", "can", "will", "state",
    ]
    /// Words before "must" that make it a condition, not a requirement: "if you must display an alert".
    static let conditions: Set<String> = ["if", "when", "unless", "whether", "whenever"]
    /// Words after "must" that forbid rather than require: "must not", "must never", "mustn’t".
    static let mustNegations: Set<String> = ["not", "never", "t"]
}
