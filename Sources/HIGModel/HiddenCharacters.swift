/// The characters that must never reach a terminal as they are: control characters (ESC, BEL,
/// the C1 set…), which act on it; the characters that reorder text (bidi embeddings, overrides
/// and isolates), which make a line read otherwise than it is; and invisible format characters
/// (zero-width space, soft hyphen, word joiner, byte order mark), which hide text. Terminal
/// output shows each as `\u{202E}`; JSON output writes each as `\u202E`, which decodes to the
/// same text.
package enum HiddenCharacters {
    /// Whether `scalar`, after `previous`, must be shown escaped. Line feeds and tabs are text.
    /// A zero-width joiner between emoji, and the tag characters of a subdivision flag, are part
    /// of the picture they draw, not hidden text.
    package static func isHidden(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        switch scalar.value {
        // Printable ASCII first: most text is, and its general category costs a table look-up.
        case 0x20...0x7E, 0x0A, 0x09: return false
        case 0..<0x20, 0x7F...0x9F: return true
        // Arabic letter mark, left-to-right and right-to-left marks, line and paragraph
        // separators, embeddings and overrides, isolates.
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        case 0x200D: return !(previous.map(isPictureScalar) ?? false)
        case 0xE0020...0xE007F:
            return !(previous.map { $0.value == 0x1F3F4 || (0xE0020...0xE007F).contains($0.value) } ?? false)
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// Whether the text holds a hidden character anywhere.
    package static func appear(in text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if isHidden(scalar, after: previous) { return true }
            previous = scalar
        }
        return false
    }

    /// JSON text with each hidden character that JSON leaves raw written as a `\uXXXX` escape
    /// (a pair of them above U+FFFF). Such a character can only stand inside a JSON string, so
    /// the document still decodes to exactly the same values.
    package static func escapedInJSON(_ json: String) -> String {
        guard appear(in: json) else { return json }
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in json.unicodeScalars {
            if isHidden(scalar, after: previous) {
                for unit in String(scalar).utf16 { result += "\\u" + hex(unit) }
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    private static func isPictureScalar(_ scalar: Unicode.Scalar) -> Bool {
        // Emoji, their presentation selector and skin tones; not the ASCII digits and signs that
        // also count as emoji.
        scalar.value == 0xFE0F || (scalar.value > 0x7F && scalar.properties.isEmoji)
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
