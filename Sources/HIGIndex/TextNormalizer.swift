import Foundation
import HIGModel

/// The one text normalizer used when indexing and when querying: NFC, lowercase, split into
/// words, split where Hangul meets Latin ("SwiftUI를" → "swiftui", "를"), and Korean particles
/// stripped from the end of Hangul words ("오디오를" → "오디오"). English stemming is left to
/// FTS5's porter tokenizer, which sees the normalized text.
public enum TextNormalizer {
    /// Particles and endings that follow a noun, longest first. A closed list: no dictionary.
    static let particles: [String] = [
        "에서부터", "으로부터", "에게서", "이라고", "에서는", "으로는", "에서도", "에게는", "까지는", "부터는",
        "에서", "에게", "한테", "으로", "까지", "부터", "보다", "처럼", "마다", "이나", "이랑", "하고",
        "라고", "에는", "로는", "에도", "과의", "와의", "들이", "들을", "들의", "들은", "들에",
        "은", "는", "이", "가", "을", "를", "의", "에", "께", "로", "와", "과", "도", "만", "나", "랑", "들",
    ]
    /// Verb endings on a Sino-Korean noun ("중단하면", "복원된"): stripped only when two
    /// syllables or more remain, so "제한" keeps its 한.
    static let verbEndings: [String] = [
        "합니다", "하세요", "하려면", "하지만", "되었을", "되면", "되는", "해야", "해서", "하여", "하고", "하면",
        "하는", "하기", "하지", "하게", "했을", "시키는", "된", "할", "한", "됨",
    ]
    /// Single-syllable particles that also end ordinary words ("아이", "회의"): only stripped from
    /// words of three syllables or more.
    static let ambiguousParticles: Set<String> = ["이", "가", "의", "도", "나", "로", "과", "와", "만", "들"]

    public static func tokens(_ text: String) -> [String] {
        let folded = (WordScalars.isASCII(text) ? text : text.precomposedStringWithCanonicalMapping).lowercased()
        var tokens: [String] = []
        var current = ""
        var currentIsHangul = false
        var attachedToLatin = false
        func flush() {
            if !current.isEmpty {
                if !currentIsHangul {
                    tokens.append(current)
                } else if !(attachedToLatin && particles.contains(current)) {
                    // "SwiftUI를": a particle on its own after a Latin word is dropped.
                    tokens.append(stripParticle(current))
                }
                current = ""
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
            current.unicodeScalars.append(scalar)
        }
        flush()
        return tokens.filter { !$0.isEmpty }
    }

    /// Tokens joined by spaces: what goes into the full-text index.
    public static func normalize(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// Particles and endings as scalars, with whether a particle is ambiguous: compared as
    /// arrays, since `hasSuffix` on Characters was most of the Korean normalizing time.
    private static let particleScalars: [(scalars: [Unicode.Scalar], ambiguous: Bool)] = particles.map {
        (Array($0.unicodeScalars), ambiguousParticles.contains($0))
    }
    private static let verbEndingScalars: [[Unicode.Scalar]] = verbEndings.map { Array($0.unicodeScalars) }

    public static func stripParticle(_ word: String) -> String {
        // Hangul syllables are one scalar and one Character each, so scalar counts are syllable counts.
        let scalars = Array(word.unicodeScalars)
        func endsWith(_ suffix: [Unicode.Scalar]) -> Bool {
            suffix.count <= scalars.count && scalars[(scalars.count - suffix.count)...].elementsEqual(suffix)
        }
        for particle in particleScalars where endsWith(particle.scalars) {
            let remaining = scalars.count - particle.scalars.count
            if remaining >= (particle.ambiguous ? 2 : 1) {
                return String(String.UnicodeScalarView(scalars[..<remaining]))
            }
        }
        for ending in verbEndingScalars where endsWith(ending) && scalars.count - ending.count >= 2 {
            return String(String.UnicodeScalarView(scalars[..<(scalars.count - ending.count)]))
        }
        return word
    }

    public static func isHangulWord(_ word: String) -> Bool {
        Hangul.containsHangul(word)
    }
}
