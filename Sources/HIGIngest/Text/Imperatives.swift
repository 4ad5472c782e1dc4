import Foundation
import HIGModel

/// Tells guideline wording apart: whether a sentence is an instruction, and how firm it is.
enum Imperatives {
    static func isImperative(_ sentence: String) -> Bool {
        guard let verb = leadingVerb(sentence) else { return false }
        return InstructionWords.verbs.contains(verb)
    }

    /// The first word of the instruction, lowercased, after an optional leading clause.
    private static func leadingVerb(_ sentence: String) -> String? {
        // The verb is among the first thirteen words; a long lead is not split whole.
        let words = firstWords(of: sentence, count: 13)
        guard let first = words.first else { return nil }
        let firstWord = normalizedWord(first)
        if InstructionWords.verbs.contains(firstWord) && !first.hasSuffix(",") { return firstWord }
        guard InstructionWords.conditionalOpeners.contains(firstWord) || first.hasSuffix(",") else { return firstWord }
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

    /// Whether a lead reads as an instruction though its verb is not a known one: "Change the
    /// default label …". Its first word is a base-form verb (no -s, -ed or -ing ending), and no
    /// verb of a statement follows it.
    private static func readsAsInstruction(_ lead: String) -> Bool {
        let words = lead.split(whereSeparator: { $0.isWhitespace }).prefix(5).map { normalizedWord(String($0)) }
        guard let first = words.first, first.count > 1, first.allSatisfy(\.isLetter),
            !InstructionWords.statementOpeners.contains(first), !InstructionWords.conditionalOpeners.contains(first)
        else { return false }
        if first.hasSuffix("ing") || first.hasSuffix("ed") { return false }
        if first.hasSuffix("s") && !first.hasSuffix("ss") && !first.hasSuffix("us") { return false }
        return !words.dropFirst().contains(where: InstructionWords.statementVerbs.contains)
    }

    static func strength(of lead: String) -> Strength {
        if Hangul.isKorean(lead) { return koreanStrength(of: lead) }
        let lowered = lead.lowercased()
        let verb = leadingVerb(lead) ?? ""
        if StrengthWords.prohibitingVerbs.contains(verb) || lowered.hasPrefix("do not")
            || lowered.hasPrefix("don’t") || lowered.hasPrefix("don't") || lowered.hasPrefix("never")
            || StrengthWords.prohibitions.contains(where: { ByteSearch.contains($0, in: lowered) })
        {
            return .mustNot
        }
        if verb == "avoid" || lowered.hasPrefix("avoid") { return .avoid }
        if verb == "always" || lowered.hasPrefix("always") || lowered.hasPrefix("make sure")
            || lowered.hasPrefix("be sure") || verb == "ensure" || ByteSearch.contains(" must ", in: lowered)
        {
            return .must
        }
        if StrengthWords.suggestingVerbs.contains(verb) || lowered.hasPrefix("consider")
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
        if has(StrengthWords.koreanProhibitions) { return .mustNot }
        if has(StrengthWords.koreanAvoidance) { return .avoid }
        if has(StrengthWords.koreanRequirements) { return .must }
        if has(StrengthWords.koreanSuggestions) { return .consider }
        return StrengthWords.koreanInstructionEndings.contains(where: text.hasSuffix) ? .should : .informative
    }
}
