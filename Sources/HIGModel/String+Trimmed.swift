extension StringProtocol {
    /// The text without white space (newlines included) at either end. Foundation's
    /// `trimmingCharacters(in:)` goes through `NSString` on Linux, which made trimming half the
    /// time of reading a large review.
    package var trimmed: String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !WordScalars.isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !WordScalars.isWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether the text is empty or only white space, without building the trimmed copy.
    package var isBlank: Bool { unicodeScalars.allSatisfy(WordScalars.isWhitespace) }
}
