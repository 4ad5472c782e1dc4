import HIGModel

/// What a table cell says: its text, or, for a cell that holds only images, what they mean. Apple
/// marks availability (visionOS button sizes) and correct or incorrect usage with images of a
/// check mark or a cross; a colour swatch's description gives its values ("R-99,G-99,B-102").
enum TableCellText {
    static func of(text: String, images: [RichImage]) -> String {
        guard text.isEmpty else { return text }
        return images.map(meaning).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A mark as the sign it draws, known by Apple's image file; any other image as its description.
    static func meaning(_ image: RichImage) -> String {
        let file = image.url.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if file.contains("checkmark") { return "✓" }
        if file.hasPrefix("crossout") { return "✗" }
        return image.alt.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
