/// The words that tell an instruction from a statement (`Imperatives`). The ingest's word lists
/// live in this folder, one type per concern, so a word that changes how guidelines are read is
/// added in one place and the lists that differ on purpose are seen side by side.
enum InstructionWords {
    /// Base-form verbs that open guideline sentences in Apple's HIG and in developer notes.
    static let verbs: Set<String> = [
        "accept", "account", "add", "adjust", "adopt", "aim", "align", "allow", "anticipate", "apply",
        "ask", "assign", "avoid", "be", "begin", "build", "call", "check", "choose", "clarify",
        "close", "combine", "communicate", "complete", "confirm", "consider", "continue", "create",
        "customize", "decide", "defer", "define", "delay", "deliver", "describe", "design",
        "determine", "dismiss", "display", "do", "don’t", "don't", "downplay", "enable", "ensure",
        "establish", "explain", "favor", "finish", "flush", "follow", "free", "get", "give", "handle",
        "help", "hide", "hold", "identify", "include", "indicate", "inform", "keep", "launch",
        "let", "limit", "maintain", "make", "match", "minimize", "never", "notify", "offer", "open",
        "pause", "permit", "persist", "place", "play", "prefer", "prepare", "present", "preserve",
        "prioritize", "provide", "reduce", "reestablish", "refer", "reflect", "release", "remember",
        "remove", "request", "reserve", "resist", "respect", "respond", "restore", "resume",
        "retain", "return", "reuse", "save", "send", "set", "show", "simplify", "start", "stop",
        "store", "strive", "supply", "support", "suspend", "take", "tell", "test", "try", "turn",
        "update", "use", "verify", "write", "always", "adapt", "animate", "arrange", "balance", "bring",
        "cancel", "capitalize", "center", "collapse", "complement", "configure", "convey", "coordinate",
        "deemphasize", "differentiate", "disable", "distinguish", "embrace", "emphasize", "encourage", "expand",
        "express", "extend", "fill", "fit", "focus", "format", "gather", "group", "guide", "highlight", "honor",
        "incorporate", "increase", "integrate", "label", "localize", "maximize", "mirror", "move", "name",
        "obey", "omit", "order", "organize", "pair", "personalize", "position", "postpone", "prefetch",
        "prevent", "promote", "protect", "put", "recognize", "refrain", "rely", "reorder", "replace", "require",
        "resize", "restrict", "reveal", "review", "scale", "scroll", "select", "separate", "size", "specify",
        "state", "streamline", "suggest", "summarize", "surface", "switch", "tailor", "teach", "think", "tint",
        "track", "treat", "wait", "warn", "welcome",
    ]

    /// Openers that put a condition before the instruction: "If the platform requires it, provide …".
    static let conditionalOpeners: Set<String> = [
        "if", "when", "where", "whenever", "while", "as", "in", "for", "to", "unless", "before",
        "after", "regardless", "wherever", "whether",
    ]

    /// Words that open a statement, not an instruction.
    static let statementOpeners: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "your", "our", "their", "its", "it", "people",
        "there", "some", "many", "most", "each", "every", "all", "any", "my", "one", "you", "we", "they",
        "although", "because", "since", "here", "now", "often", "sometimes", "usually", "typically",
    ]

    /// Verbs that, among the first five words, make a sentence a statement: "Split View lets people…".
    static let statementVerbs: Set<String> = [
        "is", "are", "was", "were", "can", "could", "may", "might", "will", "would", "has", "have", "lets",
        "gives", "shows", "provides", "helps", "appears", "means", "uses", "requires", "includes", "works",
        "supports", "makes", "allows", "displays", "presents", "offers", "contains", "needs", "enables",
    ]
}
