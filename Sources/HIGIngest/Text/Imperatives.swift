import Foundation
import HIGModel

/// Tells guideline wording apart: whether a sentence is an instruction, and how firm it is.
enum Imperatives {
    /// Base-form verbs that open guideline sentences in Apple's HIG and in developer notes.
    private static let verbs: Set<String> = [
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
    private static let conditionalOpeners: Set<String> = [
        "if", "when", "where", "whenever", "while", "as", "in", "for", "to", "unless", "before",
        "after", "regardless", "wherever", "whether",
    ]

    static func isImperative(_ sentence: String) -> Bool {
        guard let verb = leadingVerb(sentence) else { return false }
        return verbs.contains(verb)
    }

    /// The first word of the instruction, lowercased, after an optional leading clause.
    private static func leadingVerb(_ sentence: String) -> String? {
        // The verb is among the first thirteen words; a long lead is not split whole.
        let words = firstWords(of: sentence, count: 13)
        guard let first = words.first else { return nil }
        let firstWord = normalizedWord(first)
        if verbs.contains(firstWord) && !first.hasSuffix(",") { return firstWord }
        guard conditionalOpeners.contains(firstWord) || first.hasSuffix(",") else { return firstWord }
        // The instruction follows the clause's comma: "When necessary, help people …".
        guard let commaIndex = words.firstIndex(where: { $0.hasSuffix(",") }),
            commaIndex + 1 < words.count, commaIndex < 12
        else { return nil }
        return normalizedWord(words[commaIndex + 1])
    }

    /// The first `count` words of a text split at white space, as `split` would give them.
    static func firstWords(of text: String, count: Int) -> [String] {
        // White space in ASCII, or ASCII with typographic quotes and dashes, is ASCII bytes.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            WordScalars.isASCIIOrTypographic(bytes: bytes) ? plainFirstWords(bytes, count: count) : nil
        }
        if let plain, let plain { return plain }
        return characterFirstWords(of: text, count: count)
    }

    private static func plainFirstWords(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [String] {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var words: [String] = []
        var index = 0
        while words.count < count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            words.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        return words
    }

    /// The same, a Character at a time, for any text.
    static func characterFirstWords(of text: String, count: Int) -> [String] {
        var words: [String] = []
        var rest = Substring(text)
        while words.count < count {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            let word = rest.prefix { !$0.isWhitespace }
            words.append(String(word))
            rest = rest[word.endIndex...]
        }
        return words
    }

    private static func normalizedWord(_ word: String) -> String {
        word.lowercased().trimmingCharacters(in: .punctuationCharacters.subtracting(["'", "’"]))
    }

    /// Words that open a statement, not an instruction.
    private static let statementOpeners: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "your", "our", "their", "its", "it", "people",
        "there", "some", "many", "most", "each", "every", "all", "any", "my", "one", "you", "we", "they",
        "although", "because", "since", "here", "now", "often", "sometimes", "usually", "typically",
    ]
    /// Verbs that, among the first five words, make a sentence a statement: "Split View lets people…".
    private static let statementVerbs: Set<String> = [
        "is", "are", "was", "were", "can", "could", "may", "might", "will", "would", "has", "have", "lets",
        "gives", "shows", "provides", "helps", "appears", "means", "uses", "requires", "includes", "works",
        "supports", "makes", "allows", "displays", "presents", "offers", "contains", "needs", "enables",
    ]

    /// Whether a lead reads as an instruction though its verb is not a known one: "Change the
    /// default label …". Its first word is a base-form verb (no -s, -ed or -ing ending), and no
    /// verb of a statement follows it.
    private static func readsAsInstruction(_ lead: String) -> Bool {
        let words = lead.split(whereSeparator: { $0.isWhitespace }).prefix(5).map { normalizedWord(String($0)) }
        guard let first = words.first, first.count > 1, first.allSatisfy(\.isLetter),
            !statementOpeners.contains(first), !conditionalOpeners.contains(first)
        else { return false }
        if first.hasSuffix("ing") || first.hasSuffix("ed") { return false }
        if first.hasSuffix("s") && !first.hasSuffix("ss") && !first.hasSuffix("us") { return false }
        return !words.dropFirst().contains(where: statementVerbs.contains)
    }

    static func strength(of lead: String) -> Strength {
        if Hangul.isKorean(lead) { return koreanStrength(of: lead) }
        let lowered = lead.lowercased()
        let verb = leadingVerb(lead) ?? ""
        if ["never", "don’t", "don't"].contains(verb) || lowered.hasPrefix("do not")
            || lowered.hasPrefix("don’t") || lowered.hasPrefix("don't") || lowered.hasPrefix("never")
            || [
                "must not", "mustn’t", "mustn't", "is not allowed", "are not allowed", "is not permitted",
                "are not permitted", "is prohibited", "are prohibited",
            ].contains(where: { ByteSearch.contains($0, in: lowered) })
        {
            return .mustNot
        }
        if verb == "avoid" || lowered.hasPrefix("avoid") { return .avoid }
        if verb == "always" || lowered.hasPrefix("always") || lowered.hasPrefix("make sure")
            || lowered.hasPrefix("be sure") || verb == "ensure" || ByteSearch.contains(" must ", in: lowered)
        {
            return .must
        }
        if ["consider", "prefer", "try"].contains(verb) || lowered.hasPrefix("consider")
            || lowered.hasPrefix("prefer") || ByteSearch.contains(" you can ", in: lowered)
        {
            return .consider
        }
        return isImperative(lead) || readsAsInstruction(lead) ? .should : .informative
    }

    /// Korean guidance says how firm it is in its ending: "…하지 마세요" (don't), "…피하세요"
    /// (avoid), "…해야 합니다" or "반드시" (must), "…고려하세요" (consider), "…하세요" (do).
    private static func koreanStrength(of lead: String) -> Strength {
        // Spacing varies ("고려해 보세요", "고려해보세요"): endings are compared without it.
        let text = lead.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)).filter { !$0.isWhitespace }
        let has = { (endings: [String]) in
            endings.contains { ByteSearch.contains($0.filter { !$0.isWhitespace }, in: text) }
        }
        if has(["지 마세요", "지 마십시오", "지 말아야", "지 마라", "면 안 됩니다", "서는 안 됩니다", "절대"]) { return .mustNot }
        if has(["피하세요", "피하십시오", "피해야", "피하라"]) { return .avoid }
        if has(["반드시", "해야 합니다", "해야 해요", "야 합니다"]) { return .must }
        if has(["고려하세요", "고려해 보세요", "고려하십시오", "고려하라", "것이 좋습니다", "것도 좋습니다"]) { return .consider }
        let endings = ["세요", "십시오", "하라", "해라", "시오", "하기"]
        return endings.contains(where: text.hasSuffix) ? .should : .informative
    }
}
