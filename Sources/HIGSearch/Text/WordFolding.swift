/// What makes one word look like another to a reader but not to a byte comparison: invisible
/// characters inside it (a zero-width space or soft hyphen pasted from a web page, a word
/// joiner, a bidi mark) and the fullwidth forms an East Asian input method types (`ａｕｄｉｏ`).
/// Both are folded before the text is split into words, for the index and the query alike; the
/// site's `word-folding.js` folds the same characters the same way.
package enum WordFolding {
    /// Whether the text holds anything to fold.
    package static func applies(to text: String) -> Bool {
        text.unicodeScalars.contains { isInvisible($0) || isWidthVariant($0) }
    }

    /// The text without invisible characters and with each halfwidth or fullwidth form in its
    /// compatibility (NFKC) form: `ａ` → `a`, `ﾡ` → `ᄀ`.
    package static func folded(_ text: String) -> String {
        guard applies(to: text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isInvisible(scalar) {
            if isWidthVariant(scalar) {
                result.append(contentsOf: String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Format characters that draw nothing: soft hyphen, Arabic letter mark, Mongolian vowel
    /// separator, zero-width space, non-joiner and joiner, direction marks, embeddings and
    /// overrides, word joiner and invisible operators, isolates and deprecated format
    /// characters, the byte order mark, interlinear annotation marks, language tags. Listed
    /// rather than taken from the Unicode category, so the site's script, on another Unicode
    /// version, folds exactly these.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x061C, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0xFEFF, 0xFFF9...0xFFFB, 0xE0001, 0xE0020...0xE007F:
            true
        default: false
        }
    }

    /// The Halfwidth and Fullwidth Forms block.
    package static func isWidthVariant(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xFF00 && scalar.value <= 0xFFEF
    }
}
