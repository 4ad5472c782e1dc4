import Foundation

/// Finds whole-word, case-insensitive occurrences of known phrases in text: platform names,
/// state cues, style names. Phrases are matched on word boundaries so "mac" does not match
/// "macOS" and "sheet" does not match "sheets" unless listed.
struct PhraseMatcher: Sendable {
    private let phrases: [(pattern: String, key: String)]

    init(_ entries: [(phrase: String, key: String)]) {
        phrases =
            entries
            .map { (Self.fold($0.phrase), $0.key) }
            .filter { !$0.0.isEmpty }
            .sorted { $0.0.count > $1.0.count }
    }

    /// Keys of every phrase found, in the order of first occurrence, without repeats.
    func keys(in text: String) -> [String] {
        let folded = " " + Self.fold(text) + " "
        var found: [(position: String.Index, key: String)] = []
        var seen: Set<String> = []
        for (pattern, key) in phrases where !seen.contains(key) {
            if let range = Self.wordRange(of: pattern, in: folded) {
                found.append((range.lowerBound, key))
                seen.insert(key)
            }
        }
        return found.sorted { $0.position < $1.position }.map(\.key)
    }

    func contains(_ key: String, in text: String) -> Bool {
        keys(in: text).contains(key)
    }

    static func fold(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "’", with: "'")
    }

    private static func wordRange(of pattern: String, in text: String) -> Range<String.Index>? {
        var searchStart = text.startIndex
        while let range = text.range(of: pattern, range: searchStart..<text.endIndex) {
            let before = text[text.index(before: range.lowerBound)]
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !isWordCharacter(before, hangulAllowed: false) && !isWordCharacter(after, hangulAllowed: true) {
                return range
            }
            searchStart = text.index(after: range.lowerBound)
        }
        return nil
    }

    /// Korean attaches particles to the end of a word ("백그라운드에서"), so a Hangul character
    /// after a Korean phrase does not break the match.
    private static func isWordCharacter(_ character: Character, hangulAllowed: Bool) -> Bool {
        if hangulAllowed, Hangul.containsHangul(String(character)) { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}
