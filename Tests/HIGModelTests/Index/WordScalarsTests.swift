import HIGModel
import Testing

@Suite("Character tests: the ASCII fast path")
struct WordScalarsTests {
    /// ASCII text of every length up to a few machine words, with one character outside ASCII put
    /// at every position in turn: the word-at-a-time test must find it in the middle of a word,
    /// at a word's edge and in the bytes left over after the last whole word.
    static var mixedTexts: [String] {
        let ascii = "The quick brown fox jumps over the lazy dog 0123456789"
        var texts: [String] = []
        for length in 0...ascii.count {
            let plain = String(ascii.prefix(length))
            texts.append(plain)
            for position in 0...length {
                for intruder in ["é", "오", "\u{80}", "\u{200B}", "😀"] {
                    texts.append(String(plain.prefix(position)) + intruder + String(plain.dropFirst(position)))
                }
            }
        }
        return texts
    }

    @Test("isASCII agrees with a scalar-by-scalar test on strings, substrings and bytes")
    func fastPathAgrees() {
        for text in Self.mixedTexts {
            let expected = text.unicodeScalars.allSatisfy(\.isASCII)
            #expect(WordScalars.isASCII(text) == expected, "\(text.debugDescription)")
            // Hangul is never ASCII: the fast path must not hide it.
            #expect(Hangul.containsHangul(text) == text.unicodeScalars.contains(where: Hangul.isHangul))
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer(WordScalars.isASCII(bytes:)) == expected, "\(text.debugDescription)")
            // Substrings start at every offset, so the words read are not aligned.
            for start in text.indices {
                let slice = text[start...]
                #expect(WordScalars.isASCII(slice) == slice.unicodeScalars.allSatisfy(\.isASCII))
            }
        }
    }

    @Test("one byte with its high bit set is found at every position of every length")
    func everyPosition() {
        for length in 0...40 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(plain.withUnsafeBufferPointer(WordScalars.isASCII(bytes:)))
            for position in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    var bytes = plain
                    bytes[position] = high
                    #expect(
                        !bytes.withUnsafeBufferPointer(WordScalars.isASCII(bytes:)),
                        "length \(length), byte \(position)")
                }
            }
        }
    }
}
