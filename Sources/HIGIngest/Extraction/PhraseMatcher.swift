import HIGModel

/// Finds known phrases in text as whole words, case-insensitively: platform names, lifecycle
/// cues, style names. Text and phrases are split into words the same way and phrases are looked
/// up by their first word, so a practice is scanned once however many phrases there are; "mac"
/// does not match "macOS", and a Korean phrase matches a word that carries a particle
/// ("백그라운드" in "백그라운드에서").
struct PhraseMatcher: Sendable {
    private struct Phrase: Sendable {
        var words: [String]
        var key: String
    }

    /// Phrases by first word, longest first.
    private let phrases: [String: [Phrase]]
    /// The longest first word, in characters: no shorter start of a Korean word is looked up.
    private let longestFirstWord: Int

    init(_ entries: [(phrase: String, key: String)]) {
        var phrases: [String: [Phrase]] = [:]
        for (text, key) in entries {
            let words = Self.words(text)
            guard let first = words.first else { continue }
            phrases[first, default: []].append(Phrase(words: words, key: key))
        }
        self.phrases = phrases.mapValues { $0.sorted { $0.words.count > $1.words.count } }
        longestFirstWord = phrases.keys.map(\.count).max() ?? 0
    }

    /// Keys of every phrase found, in the order of first occurrence, without repeats. The
    /// longest phrase at a place wins and covers its words: "action sheet" is not also "sheet".
    func keys(in text: String) -> [String] {
        keys(inWords: Self.words(text))
    }

    /// The same, for text already split by `words(_:)`: one split serves several matchers.
    func keys(inWords words: [String]) -> [String] {
        var found: [String] = []
        for match in matches(inWords: words) where !found.contains(match.key) { found.append(match.key) }
        return found
    }

    /// A phrase found: its key and the words it covers.
    struct Match: Sendable, Hashable {
        var key: String
        var range: Range<Int>
    }

    /// Every phrase found, in text order, with the words it covers. The longest phrase at a place
    /// wins and covers its words; phrases of the same words under several keys all match.
    func matches(inWords words: [String]) -> [Match] {
        var found: [Match] = []
        var coveredUntil = 0
        for index in words.indices where index >= coveredUntil {
            var longest = 0
            var here: [Match] = []
            func consider(_ candidate: String) {
                for phrase in phrases[candidate] ?? [] where phrase.words.count >= longest {
                    guard matches(phrase, at: index, in: words) else { continue }
                    if phrase.words.count > longest { here.removeAll() }
                    longest = phrase.words.count
                    let match = Match(key: phrase.key, range: index..<(index + longest))
                    if !here.contains(match) { here.append(match) }
                }
            }
            // Only a Korean word has shorter forms; any other is looked up as it is, without an
            // array of one form for every word of every clause.
            let word = words[index]
            if Self.isHangulWord(word) {
                lookupForms(of: word).forEach(consider)
            } else {
                consider(word)
            }
            found += here
            coveredUntil = index + longest
        }
        return found
    }

    private func matches(_ phrase: Phrase, at index: Int, in words: [String]) -> Bool {
        guard index + phrase.words.count <= words.count else { return false }
        for (offset, word) in phrase.words.enumerated() {
            let textWord = words[index + offset]
            let last = offset == phrase.words.count - 1
            if textWord == word { continue }
            if last && Self.isHangulWord(word) && textWord.hasPrefix(word) { continue }
            return false
        }
        return true
    }

    /// A word as written and, for Korean, each shorter start of it: particles follow the noun.
    private func lookupForms(of word: String) -> [String] {
        guard Self.isHangulWord(word), word.count > 1 else { return [word] }
        var forms: [String] = []
        var prefix = String(word.prefix(longestFirstWord))
        while !prefix.isEmpty {
            forms.append(prefix)
            prefix.removeLast()
        }
        return forms
    }

    /// Whether a word of `words(_:)` is Korean: its runs are all Hangul or none, so the first
    /// scalar tells.
    private static func isHangulWord(_ word: String) -> Bool {
        word.unicodeScalars.first.map(Hangul.isHangul) ?? false
    }

    /// Lowercased runs of letters, digits and underscores; Hangul and Latin runs kept apart.
    static func words(_ text: String) -> [String] {
        // ASCII text is split from its bytes: lowercasing it whole and building each word a
        // scalar at a time was most of the cost of reading a practice's clauses.
        WordScalars.isASCIIOrTypographic(text) ? asciiWords(text) : scalarWords(text)
    }

    /// `words(_:)` of ASCII text; a byte outside ASCII (of a typographic quote or dash) separates words.
    static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// `words(_:)` of any text, a scalar at a time.
    static func scalarWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var currentIsHangul = false
        for scalar in text.lowercased().unicodeScalars {
            let isWordCharacter = WordScalars.isLetter(scalar) || WordScalars.isDigit(scalar) || scalar == "_"
            guard isWordCharacter else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let isHangul = Hangul.isHangul(scalar)
            if !current.isEmpty && isHangul != currentIsHangul {
                words.append(current)
                current = ""
            }
            currentIsHangul = isHangul
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
