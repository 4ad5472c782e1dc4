import Foundation
import HIGModel
import HIGSupport

/// URL- and ID-safe slugs: lowercase words of letters and digits, in any script, joined by
/// hyphens. Latin letters are folded to ASCII (é → e, full-width → ASCII); other scripts are kept
/// as they are, so a page titled only in Japanese or Chinese keeps an ID of its own.
enum Slug {
    static func make(_ text: String, maxLength: Int = 80) -> String {
        // Most names and leads are ASCII, or ASCII with typographic quotes and dashes: their slug
        // is made from the bytes, without building a String a scalar at a time (a twentieth of an
        // ingest).
        WordScalars.isASCIIOrTypographic(text)
            ? asciiSlug(text, maxLength: maxLength) : scalarSlug(text, maxLength: maxLength)
    }

    /// The slug of ASCII text, as `scalarSlug` makes it: lowercase runs of letters and digits,
    /// apostrophes (' and ’) dropped within them, whole words up to `maxLength`. Other
    /// typographic quotes and dashes separate words; only their last byte tells them apart.
    static func asciiSlug(_ text: String, maxLength: Int) -> String {
        var slug: [UInt8] = []
        var word: [UInt8] = []
        var full = false
        func endWord() {
            guard !word.isEmpty, !full else { return }
            let candidateLength = slug.isEmpty ? word.count : slug.count + 1 + word.count
            if candidateLength > maxLength && !slug.isEmpty {
                full = true
            } else {
                if !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug += word
            }
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 where byte != UInt8(ascii: "'") {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            // The lead and middle bytes of a quote or dash (E2 80), and the last byte of ’.
            case 0xE2, 0x80, 0x99: break
            default: endWord()
            }
            if full { break }
        }
        endWord()
        return String(decoding: slug, as: UTF8.self)
    }

    /// The slug of any text, a scalar at a time.
    static func scalarSlug(_ text: String, maxLength: Int) -> String {
        // Folding (é → e, full-width → ASCII) is only needed, and only paid for, outside ASCII.
        let folded =
            (WordScalars.isASCII(text)
            ? text : text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil))
            .lowercased()
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar == "’" || scalar == "'" { continue }
            if (scalar.isASCII && (WordScalars.isLetter(scalar) || WordScalars.isDigit(scalar)))
                || Hangul.isHangul(scalar) || (!scalar.isASCII && isWordScalar(scalar, inWord: !current.isEmpty))
            {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        // Lengths are summed rather than counted on the joined text, and the slug is appended to
        // in place: a lead of thousands of words cost its length for every word.
        var slug = ""
        var length = 0
        for word in words {
            let candidateLength = slug.isEmpty ? word.count : length + 1 + word.count
            if candidateLength > maxLength && !slug.isEmpty { break }
            if !slug.isEmpty { slug += "-" }
            slug += word
            length = candidateLength
        }
        return slug
    }

    /// A letter or digit of any script; a combining mark within a word (Devanagari's vowel
    /// signs, Thai's tone marks), which belongs to the letter before it. The spacing modifier
    /// letters (U+02B0–U+02FF: `ʼ` typed for an apostrophe, `ˈ`) separate words as punctuation
    /// does, as they always have in IDs; other modifier letters (Japanese `ー`, `々`) are kept.
    private static func isWordScalar(_ scalar: Unicode.Scalar, inWord: Bool) -> Bool {
        if (0x02B0...0x02FF).contains(scalar.value) { return false }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            true
        case .nonspacingMark, .spacingMark: inWord
        default: false
        }
    }

    /// The start of every ID made up for a page whose names keep no letter or digit.
    static let madeUpPrefix = "page-"

    /// A page ID for a name that keeps no letter or digit (an emoji title, an emoji file name):
    /// `page-` and eight hex digits of the name's digest, stable, and distinct for distinct names.
    static func madeUp(for name: String) -> String {
        madeUpPrefix + TextDigest.of([name]).prefix(8)
    }

    /// Whether `madeUp(for:)` made the ID.
    static func isMadeUp(_ id: String) -> Bool {
        id.hasPrefix(madeUpPrefix) && id.count == madeUpPrefix.count + 8
            && id.dropFirst(madeUpPrefix.count).allSatisfy(\.isHexDigit)
    }

    /// Letters and digits only, lowercased: the key that says two leads are the same sentence.
    static func compact(_ text: String) -> String {
        let slug = make(text, maxLength: .max)
        // Foundation's replacingOccurrences was a twentieth of an ingest. An ASCII slug loses its
        // hyphen bytes; otherwise hyphens go as whole characters, as Foundation took them.
        if WordScalars.isASCII(slug) {
            return String(decoding: slug.utf8.filter { $0 != UInt8(ascii: "-") }, as: UTF8.self)
        }
        return String(slug.filter { $0 != "-" })
    }
}
