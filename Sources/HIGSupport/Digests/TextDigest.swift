import HIGModel

/// A short, stable digest of text (64-bit FNV-1a, 16 hex digits): identifies a version of a
/// guideline or of the content, so a review can tell what changed since it was made. Not a
/// security measure.
package enum TextDigest {
    package static func of(_ parts: [String]) -> String {
        var hash = FNV1a()
        for part in parts {
            hash.mix(part)
            // A separator no text holds, so ["ab", "c"] and ["a", "bc"] differ.
            hash.mix(0xff)
        }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// 64-bit FNV-1a, fed a byte, a text or a number at a time.
package struct FNV1a: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }

    package mutating func mix(_ text: String) {
        // The contiguous bytes when the string has them: walking the UTF-8 view a byte at a time
        // showed in the freshness check's profile, which hashes every content path.
        let mixed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { mix(byte) }
        }
        if mixed == nil {
            for byte in text.utf8 { mix(byte) }
        }
    }

    /// The number's eight bytes, lowest first.
    package mutating func mix(number: Int64) {
        var bits = UInt64(bitPattern: number)
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }
}

extension Practice {
    /// Changes when the English guideline changes (lead, body or strength), not when a source
    /// or a translation is added.
    package var textDigest: String {
        TextDigest.of([lead, body, strength.rawValue])
    }
}

extension Practice {
    /// What the content digest takes from a practice: its ID, English text and Korean.
    package var contentDigestKey: String {
        "\(id)\u{1F}\(textDigest)\u{1F}\(ko ?? "")"
    }
}

extension RuleGraph {
    /// Identifies the content: every page title and practice text, independent of where the
    /// files are.
    package var contentDigest: String {
        TextDigest.of(
            pages.map { "\($0.id)\u{1F}\($0.title)" } + practices.map(\.contentDigestKey))
    }
}
