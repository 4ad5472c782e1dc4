import Mustache

/// The escaping of `{{x}}` in the shipped theme's templates, which name it on their first line
/// (`{{%CONTENT_TYPE:HIG_HTML}}`): the same five characters replaced by the same entities as
/// Mustache's own HTML escaping, but found byte by byte, and a text with none of them kept as it
/// is. Mustache's own walks every character through a dictionary, which was a fifth of the time a
/// page of thousands of practices took to render. A theme whose templates do not name it gets
/// Mustache's own escaping.
struct TemplateEscaping: MustacheContentType {
    static let name = "HIG_HTML"

    /// Makes the name known to the template parser; before any template is read.
    static let registered: Void = MustacheContentTypes.register(TemplateEscaping(), named: name)

    func escapeText(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { Self.entity($0) != nil }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            if let entity = Self.entity(byte) { escaped += entity.utf8 } else { escaped.append(byte) }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func entity(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
