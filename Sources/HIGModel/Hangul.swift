/// Script tests for telling Korean text from English, shared by ingest and the index.
package enum Hangul {
    @inlinable
    package static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: true
        default: false
        }
    }

    @inlinable
    package static func containsHangul<S: StringProtocol>(_ text: S) -> Bool {
        if WordScalars.isASCII(text) { return false }
        return text.unicodeScalars.contains(where: isHangul)
    }

    /// Whether Hangul makes up a real share of the letters: Korean prose keeps English product
    /// names ("iPad에서"), English prose has no Hangul at all.
    @inlinable
    package static func isKorean<S: StringProtocol>(_ text: S) -> Bool {
        // Hangul is never ASCII: most English text is answered without looking up properties.
        if WordScalars.isASCII(text) { return false }
        var hangul = 0
        var letters = 0
        for scalar in text.unicodeScalars {
            // Hangul is settled by its ranges before the (slower) letter test.
            if isHangul(scalar) {
                letters += 1
                hangul += 1
            } else if WordScalars.isLetter(scalar) {
                letters += 1
            }
        }
        return letters > 0 && hangul * 4 >= letters
    }
}
