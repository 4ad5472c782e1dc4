/// Substring search over UTF-8 bytes: the standard library's generic `firstRange(of:)` and
/// Foundation's `range(of:)` cost far more per call on the short texts searched many times here.
public enum ByteSearch {
    public static func contains(_ needle: String, in haystack: String) -> Bool {
        firstOffset(of: needle, in: haystack, foldingASCIICase: false) != nil
    }

    /// The byte offset of the first match. With `foldingASCIICase`, the needle is lowercase and
    /// ASCII letters of the haystack match it in either case ("Not supported in" for "not
    /// supported in").
    public static func firstOffset(of needle: String, in haystack: String, foldingASCIICase: Bool = false) -> Int? {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { pattern in
            haystack.withUTF8 { text -> Int? in
                guard let first = pattern.first else { return 0 }
                guard pattern.count <= text.count else { return nil }
                let last = text.count - pattern.count
                var start = 0
                while start <= last {
                    if fold(text[start], foldingASCIICase) == first {
                        var matched = 1
                        while matched < pattern.count
                            && fold(text[start + matched], foldingASCIICase) == pattern[matched]
                        {
                            matched += 1
                        }
                        if matched == pattern.count { return start }
                    }
                    start += 1
                }
                return nil
            }
        }
    }

    /// The byte offsets of every match, each search starting after the previous match.
    public static func offsets(of needle: String, in haystack: String) -> [Int] {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { pattern in
            haystack.withUTF8 { text -> [Int] in
                guard let first = pattern.first, pattern.count <= text.count else { return [] }
                var found: [Int] = []
                var start = 0
                let last = text.count - pattern.count
                while start <= last {
                    if text[start] == first {
                        var matched = 1
                        while matched < pattern.count && text[start + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count {
                            found.append(start)
                            start += pattern.count
                            continue
                        }
                    }
                    start += 1
                }
                return found
            }
        }
    }

    @inline(__always)
    private static func fold(_ byte: UInt8, _ folding: Bool) -> UInt8 {
        folding && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
