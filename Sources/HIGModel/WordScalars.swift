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
}
