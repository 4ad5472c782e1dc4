/// Inline text of one block, flattened, with what extraction needs from its markup.
struct RichText: Sendable, Hashable {
    var text: String
    /// The bold text that opens the block ("**Use alerts sparingly.** …"), if any.
    var lead: String?
    var links: [InlineLink]
    var codeSpans: [String]

    init(text: String, lead: String? = nil, links: [InlineLink] = [], codeSpans: [String] = []) {
        self.text = text
        self.lead = lead
        self.links = links
        self.codeSpans = codeSpans
    }

    /// The text after the lead, trimmed.
    var afterLead: String {
        guard let lead, let range = text.range(of: lead) else { return text }
        return String(text[range.upperBound...]).trimmed
    }
}

struct InlineLink: Sendable, Hashable {
    var text: String
    var url: String
}

/// Accumulates inline pieces in reading order; every reader builds its RichText with it.
struct RichTextBuilder {
    private var pieces: [String] = []
    private var leadPieces: [String] = []
    private var leadOpen = true
    private var links: [InlineLink] = []
    private var codeSpans: [String] = []

    mutating func appendText(_ text: String) {
        if !text.trimmed.isEmpty {
            leadOpen = false
        } else if leadOpen && !leadPieces.isEmpty {
            // "**Consider** **presenting …**": the space between two bold runs belongs to the lead.
            leadPieces.append(" ")
        }
        pieces.append(text)
    }

    /// Bold text continues the lead only while nothing but bold and white space came before it.
    mutating func appendStrong(_ text: String) {
        if leadOpen {
            leadPieces.append(text)
        }
        pieces.append(text)
    }

    mutating func appendCode(_ code: String) {
        codeSpans.append(code)
        appendText(code)
    }

    mutating func appendLink(text: String, url: String) {
        recordLink(text: text, url: url)
        appendText(text)
    }

    /// Notes a link whose text was already appended (a link inside bold text).
    mutating func recordLink(text: String, url: String) {
        links.append(InlineLink(text: text.collapsedWhitespace, url: url))
    }

    mutating func appendSpace() {
        pieces.append(" ")
    }

    func build() -> RichText {
        let lead = leadPieces.joined().collapsedWhitespace
        return RichText(
            text: pieces.joined().collapsedWhitespace,
            lead: lead.isEmpty ? nil : lead,
            links: links,
            codeSpans: codeSpans)
    }
}
