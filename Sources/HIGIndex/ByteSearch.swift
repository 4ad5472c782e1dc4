/// Substring tests on UTF-8 bytes. `String.contains(_:)` from Foundation bridges through
/// NSString and took most of a query's time; normalized text needs no Unicode-aware search.
enum ByteSearch {
    static func contains(_ needle: String, in haystack: String) -> Bool {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { pattern in
            haystack.withUTF8 { text in
                guard let first = pattern.first else { return true }
                guard pattern.count <= text.count else { return false }
                var start = 0
                let last = text.count - pattern.count
                while start <= last {
                    if text[start] == first {
                        var matched = 1
                        while matched < pattern.count && text[start + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
