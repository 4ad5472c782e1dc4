/// Character tests on the hot paths of ingest and indexing, with an ASCII fast path: asking
/// Unicode's property tables for every letter of English text was a tenth of an ingest.
package enum WordScalars {
    /// A letter of any script (Unicode's Alphabetic property).
    @inline(__always)
    package static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let folded = scalar.value | 0x20
            return folded >= 0x61 && folded <= 0x7A
        }
        return scalar.properties.isAlphabetic
    }

    @inline(__always)
    package static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    @inline(__always)
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// NUL and the other C0 and C1 control characters (but not tab, line feed and the like,
    /// which are white space).
    @inline(__always)
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (scalar.value < 0x20 && !isWhitespace(scalar)) || scalar.value == 0x7F }
        return scalar.value <= 0x9F && scalar.value != 0x85
    }

    /// Whether every byte of the text is ASCII: such text needs no Unicode normalization.
    /// Inlinable so that callers in other modules get it specialized for `String` and
    /// `Substring` (unspecialized, it was a thirteenth of an ingest), and their UTF-8, when
    /// stored contiguously as it is for native strings, is read eight bytes at a time.
    @inlinable
    package static func isASCII<S: StringProtocol>(_ text: S) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(isASCII(bytes:)) { return answer }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether no byte has its high bit set, tested a machine word at a time.
    @inlinable
    package static func isASCII(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < count {
            if base[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// Whether the text is ASCII but for typographic quotes and dashes (‘ ’ “ ” – —): each is one
    /// scalar and one Character, no letter, digit or white space, joins no neighbour into one
    /// Character, and is left as it is by lowercasing, folding and normalization. English prose
    /// is mostly such text, and is read from its bytes as ASCII is.
    @inlinable
    package static func isASCIIOrTypographic(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if isASCII(bytes: bytes) { return true }
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
            } else if typographicMark(bytes, at: index) != nil {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// The last byte of the typographic quote or dash whose UTF-8 starts at `index`, or nil.
    @inlinable
    package static func typographicMark(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8? {
        guard index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80 else { return nil }
        switch bytes[index + 2] {
        case 0x93, 0x94, 0x98, 0x99, 0x9C, 0x9D: return bytes[index + 2]
        default: return nil
        }
    }

    /// `isASCIIOrTypographic(bytes:)` of a text's UTF-8; false for text not stored contiguously.
    @inlinable
    package static func isASCIIOrTypographic<S: StringProtocol>(_ text: S) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isASCIIOrTypographic(bytes:)) ?? false
    }
}
