/// Substring search over UTF-8 bytes: the standard library's generic `firstRange(of:)` and
/// Foundation's `range(of:)` cost far more per call on the short texts searched many times here.
package enum ByteSearch {
    package static func contains(_ needle: String, in haystack: String) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// The byte offset of the first match. With `foldingASCIICase`, the needle is lowercase and
    /// ASCII letters of the haystack match it in either case ("Not supported in" for "not
    /// supported in").
    package static func firstOffset(of needle: String, in haystack: String, foldingASCIICase: Bool = false) -> Int? {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { pattern in
            haystack.withUTF8 { text in firstMatch(of: pattern, in: text, from: 0, folding: foldingASCIICase) }
        }
    }

    /// The byte offsets of every match, each search starting after the previous match.
    package static func offsets(of needle: String, in haystack: String) -> [Int] {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { pattern in
            haystack.withUTF8 { text -> [Int] in
                guard !pattern.isEmpty else { return [] }
                var found: [Int] = []
                var start = 0
                while let match = firstMatch(of: pattern, in: text, from: start, folding: false) {
                    found.append(match)
                    start = match + pattern.count
                }
                return found
            }
        }
    }

    private static func firstMatch(
        of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int, folding: Bool
    ) -> Int? {
        guard let first = pattern.first else { return start }
        guard start + pattern.count <= text.count else { return nil }
        let last = text.count - pattern.count
        var position = start
        while position <= last {
            if fold(text[position], folding) == first {
                var matched = 1
                while matched < pattern.count && fold(text[position + matched], folding) == pattern[matched] {
                    matched += 1
                }
                if matched == pattern.count { return position }
            }
            position += 1
        }
        return nil
    }

    @inline(__always)
    private static func fold(_ byte: UInt8, _ folding: Bool) -> UInt8 {
        folding && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
