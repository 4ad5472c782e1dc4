import HIGModel

/// Inline text of one block, flattened, with what extraction needs from its markup, and the
/// runs and images the outputs render.
struct RichText: Sendable, Hashable {
    var text: String
    /// The bold text that opens the block ("**Use alerts sparingly.** …"), if any.
    var lead: String?
    var links: [InlineLink]
    var codeSpans: [String]
    /// The text as runs with their marks and links; their text joined is `text`, give or take
    /// white space.
    var runs: [TextRun] = []
    /// Images among the inline text, which `text` leaves out.
    var images: [RichImage] = []

    init(text: String, lead: String? = nil, links: [InlineLink] = [], codeSpans: [String] = []) {
        self.text = text
        self.lead = lead
        self.links = links
        self.codeSpans = codeSpans
        runs = text.isEmpty ? [] : [TextRun(text: text)]
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
    private var runs = TextRunList()
    private var images: [RichImage] = []
    /// Marks of the elements the walker is inside (emphasis).
    private var marks: [TextRun.Mark] = []

    mutating func appendText(_ text: String) {
        appendPlain(text)
        runs.append(text, marks: marks)
    }

    private mutating func appendPlain(_ text: String) {
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
        runs.append(text, marks: marks + [.strong])
    }

    mutating func appendCode(_ code: String) {
        codeSpans.append(code)
        appendPlain(code)
        runs.append(code, marks: marks + [.code])
    }

    mutating func appendLink(text: String, url: String) {
        recordLink(text: text, url: url)
        appendPlain(text)
        runs.append(text, marks: marks, link: Self.runLink(text: text, url: url))
    }

    /// Bold text that is a link ("**Include a settings item in the [App menu](…).**"): part of
    /// the lead as any bold text, and a link as any link.
    mutating func appendStrongLink(text: String, url: String) {
        recordLink(text: text, url: url)
        if leadOpen { leadPieces.append(text) }
        pieces.append(text)
        runs.append(text, marks: marks + [.strong], link: Self.runLink(text: text, url: url))
    }

    /// Where a run's link goes: a reference as the extractor reads it, or, for a link to a
    /// heading of the same page (`#Implicit-feedback`), the fragment, which the site resolves
    /// to that section.
    private static func runLink(text: String, url: String) -> Reference? {
        let address = url.trimmed
        if address.hasPrefix("#"), address.count > 1 {
            return Reference(kind: .link, target: address, title: text.collapsedWhitespace)
        }
        var link = LinkReference.reference(for: InlineLink(text: text.collapsedWhitespace, url: url))
        // A symbol's reference is its name; the run keeps where the source links it.
        if link?.kind == .symbol, url.contains("://") { link?.target = address }
        return link
    }

    /// Notes a link whose text was already appended (a link inside bold text).
    mutating func recordLink(text: String, url: String) {
        links.append(InlineLink(text: text.collapsedWhitespace, url: url))
    }

    mutating func appendSpace() {
        pieces.append(" ")
        runs.append(" ", marks: [])
    }

    /// Text appended inside `body` is emphasized (`*…*`, `<em>`), as well as any other mark it has.
    mutating func emphasized(_ body: (inout RichTextBuilder) -> Void) {
        marks.append(.emphasis)
        body(&self)
        marks.removeLast()
    }

    /// An image: kept apart from the text, which never held its description.
    mutating func appendImage(alt: String, url: String) {
        guard !url.trimmed.isEmpty else { return }
        images.append(RichImage(alt: alt.collapsedWhitespace, url: url.trimmed))
    }

    /// Another block's content as if appended piece by piece (a list item's paragraphs).
    mutating func appendContent(_ content: RichText) {
        appendPlain(content.text)
        links += content.links
        codeSpans += content.codeSpans
        for run in content.runs { runs.append(run.text, marks: run.marks ?? [], link: run.link) }
        images += content.images
    }

    func build() -> RichText {
        let lead = leadPieces.joined().collapsedWhitespace
        var text = RichText(
            text: pieces.joined().collapsedWhitespace,
            lead: lead.isEmpty ? nil : lead,
            links: links,
            codeSpans: codeSpans)
        text.runs = runs.normalized()
        text.images = images
        return text
    }
}
