import HIGModel

/// Counts a JSON text's values in one pass over its bytes, without parsing it: the decoder
/// holds a node for every value, so a review of 30 MB of `0,` (fifteen million values) took
/// 680 MB before a single item was read. Past `limit` the review is refused.
enum JSONValueCount {
    /// Above what a review can hold: a 32 MiB checklist export has about 1.4 million values.
    static let limit = 4 << 20

    /// The line on which the text passes `limit` values, or nil when it stays under it.
    static func lineExceeding(_ limit: Int, in text: String) -> Int? {
        var count = 1
        var line = 1
        var structure = JSONStructure()
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard structure.isStructural(byte) else { continue }
            switch byte {
            // Each separator or opening bracket starts another value (a key counts as one too).
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
                count += 1
                if count > limit { return line }
            default: continue
            }
        }
        return nil
    }
}
