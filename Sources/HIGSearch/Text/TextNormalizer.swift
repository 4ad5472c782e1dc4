import Foundation
import HIGModel

/// The one text normalizer used when indexing and when querying: invisible characters dropped
/// and fullwidth forms folded (`WordFolding`), NFC, lowercase, split into words, split where Hangul meets Latin ("SwiftUI를" → "swiftui", "를"), and Korean particles
/// stripped from the end of Hangul words ("오디오를" → "오디오"), and a word that starts with a
/// digit split where digits meet letters ("44x44pt" → "44", "x", "44", "pt"). English stemming is
/// left to FTS5's porter tokenizer, which sees the normalized text.
package enum TextNormalizer {
    /// The Korean lists live in the ranking model, which the site's script reads too.
    static let particles = RankingModel.standard.korean.particles
    static let verbEndings = RankingModel.standard.korean.verbEndings
    static let ambiguousParticles = Set(RankingModel.standard.korean.ambiguousParticles)

    package static func tokens(_ text: String) -> [String] {
        // Most text is ASCII, or ASCII with typographic quotes and dashes (which separate words
        // as ASCII punctuation does): its words are cut from the bytes, not built a scalar at a
        // time (the normalizing was a twentieth of an ingest).
        WordScalars.isASCIIOrTypographic(text) ? asciiTokens(text) : scalarTokens(text)
    }

    /// The tokens of ASCII text, as `scalarTokens` makes them: lowercase runs of letters and
    /// digits, a run that starts with a digit split where digits meet letters. A byte outside
    /// ASCII (of a typographic quote or dash) separates words.
    static func asciiTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word: [UInt8] = []
        func flush() {
            guard let first = word.first else { return }
            // A measure ("44x44pt") is split where digits meet letters; a name stays whole.
            var start = 0
            if WordScalars.isDigit(Unicode.Scalar(first)) {
                for index in word.indices.dropFirst()
                where WordScalars.isDigit(Unicode.Scalar(word[index]))
                    != WordScalars.isDigit(Unicode.Scalar(word[index - 1]))
                {
                    tokens.append(String(decoding: word[start..<index], as: UTF8.self))
                    start = index
                }
            }
            tokens.append(String(decoding: word[start...], as: UTF8.self))
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            default: flush()
            }
        }
        flush()
        return tokens
    }

    /// The tokens of any text, a scalar at a time.
    static func scalarTokens(_ text: String) -> [String] {
        let folded =
            (WordScalars.isASCII(text) ? text : WordFolding.folded(text).precomposedStringWithCanonicalMapping)
            .lowercased()
        var tokens: [String] = []
        // A word's UTF-8, made a String once it ends: appending to a String a scalar at a time
        // cost more than the rest of the walk.
        var current: [UInt8] = []
        var currentIsHangul = false
        var attachedToLatin = false
        func flush() {
            if !current.isEmpty {
                let word = String(decoding: current, as: UTF8.self)
                if !currentIsHangul {
                    appendMeasure(word, to: &tokens)
                } else if !(attachedToLatin && particles.contains(word)) {
                    // "SwiftUI를": a particle on its own after a Latin word is dropped.
                    tokens.append(stripParticle(word))
                }
                current.removeAll(keepingCapacity: true)
            }
            attachedToLatin = false
        }
        for scalar in folded.unicodeScalars {
            let hangul = Hangul.isHangul(scalar)
            let wordCharacter = hangul || WordScalars.isLetter(scalar) || WordScalars.isDigit(scalar)
            if !wordCharacter {
                flush()
                continue
            }
            if !current.isEmpty && hangul && !currentIsHangul {
                flush()
                attachedToLatin = true
            }
            if !current.isEmpty && hangul != currentIsHangul { flush() }
            currentIsHangul = hangul
            current.append(contentsOf: scalar.utf8)
        }
        flush()
        return tokens.filter { !$0.isEmpty }
    }

    /// A word that starts with a digit is a measure: "44x44", "44pt", "1800x1200", "@2x". Split
    /// where digits meet letters, so "44 points" finds "44x44 pt" and "16:9" finds "16x9"; a word
    /// that starts with a letter ("a11y", "h264", "visionos2") is a name and stays whole.
    private static func appendMeasure(_ word: String, to tokens: inout [String]) {
        guard let first = word.unicodeScalars.first, WordScalars.isDigit(first),
            word.unicodeScalars.contains(where: { !WordScalars.isDigit($0) })
        else {
            tokens.append(word)
            return
        }
        var part = String.UnicodeScalarView()
        var partIsDigits = true
        for scalar in word.unicodeScalars {
            let digit = WordScalars.isDigit(scalar)
            if !part.isEmpty && digit != partIsDigits {
                tokens.append(String(part))
                part = String.UnicodeScalarView()
            }
            partIsDigits = digit
            part.append(scalar)
        }
        if !part.isEmpty { tokens.append(String(part)) }
    }

    /// Tokens joined by spaces: what goes into the full-text index.
    package static func normalize(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// Particles and endings as scalars, with whether a particle is ambiguous: compared as
    /// arrays, since `hasSuffix` on Characters was most of the Korean normalizing time.
    private static let particleScalars: [(scalars: [Unicode.Scalar], ambiguous: Bool)] = particles.map {
        (Array($0.unicodeScalars), ambiguousParticles.contains($0))
    }
    private static let verbEndingScalars: [[Unicode.Scalar]] = verbEndings.map { Array($0.unicodeScalars) }

    package static func stripParticle(_ word: String) -> String {
        // Hangul syllables are one scalar and one Character each, so scalar counts are syllable counts.
        let scalars = Array(word.unicodeScalars)
        if let stem = withoutParticle(scalars, leaving: { ambiguous in ambiguous ? 2 : 1 }) { return stem }
        for ending in verbEndingScalars where scalars.count - ending.count >= 2 && scalars.ends(with: ending) {
            return String(String.UnicodeScalarView(scalars[..<(scalars.count - ending.count)]))
        }
        return word
    }

    /// A query word's second particle ("메뉴에만" → "메뉴에" → "메뉴"): words in the index keep
    /// the first stripped only, and a query word matches them as a prefix, so the shorter stem
    /// finds both. Ambiguous particles are left, since they end many nouns.
    package static func strippingStackedParticle(_ word: String) -> String {
        guard isHangulWord(word) else { return word }
        return withoutParticle(Array(word.unicodeScalars), leaving: { ambiguous in ambiguous ? nil : 2 }) ?? word
    }

    /// The word without the first particle it ends with that leaves at least `leaving(ambiguous)`
    /// syllables; a particle `leaving` gives no count for is never stripped.
    private static func withoutParticle(_ scalars: [Unicode.Scalar], leaving: (Bool) -> Int?) -> String? {
        for particle in particleScalars {
            let remaining = scalars.count - particle.scalars.count
            guard let least = leaving(particle.ambiguous), remaining >= least, scalars.ends(with: particle.scalars)
            else { continue }
            return String(String.UnicodeScalarView(scalars[..<remaining]))
        }
        return nil
    }

    package static func isHangulWord(_ word: String) -> Bool {
        Hangul.containsHangul(word)
    }
}

extension Array where Element == Unicode.Scalar {
    fileprivate func ends(with suffix: [Unicode.Scalar]) -> Bool {
        suffix.count <= count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
