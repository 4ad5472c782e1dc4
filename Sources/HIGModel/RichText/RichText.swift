/// A run of inline text with its markup, as a source writes it: the words, whether they are
/// bold, emphasized or code, and where they link. Prose and practices keep their plain text
/// beside a list of runs, so that search and digests read the text while every output that
/// shows prose can render what the author marked.
package struct TextRun: Hashable, Codable, Sendable {
    package enum Mark: String, Hashable, Codable, Sendable, Comparable {
        case strong, emphasis, code

        package static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package var text: String
    /// The run's marks in a stable order; nil for plain text (and so left out of JSON).
    package var marks: [Mark]?
    /// Where the run links: another page (resolved when the graph has it), a developer symbol,
    /// a video or any other address.
    package var link: Reference?

    package init(text: String, marks: [Mark] = [], link: Reference? = nil) {
        self.text = text
        self.marks = marks.isEmpty ? nil : Array(Set(marks)).sorted()
        self.link = link
    }

    package func has(_ mark: Mark) -> Bool { marks?.contains(mark) == true }
}

/// An image a source shows, kept as its description and address: never fetched.
package struct RichImage: Hashable, Codable, Sendable {
    package var alt: String
    package var url: String

    package init(alt: String, url: String) {
        self.alt = alt
        self.url = url
    }
}

/// One block of prose with its inline runs: a paragraph, a list item (with its depth), a
/// callout with its kind ("Note", "Important", "Tip", "Developer note"), a quotation, or an
/// image with its caption in `runs`.
package struct RichBlock: Hashable, Codable, Sendable {
    package enum Kind: String, Hashable, Codable, Sendable {
        case paragraph, listItem, callout, quote, image
    }

    package var kind: Kind
    package var runs: [TextRun]
    /// A callout's label as the source writes it.
    package var callout: String?
    package var image: RichImage?
    /// A list item's nesting, 1 for an item of an outermost list; nil for other blocks.
    package var depth: Int?
    /// Whether a list item belongs to a numbered list; nil for other blocks.
    package var ordered: Bool?

    package init(
        kind: Kind, runs: [TextRun], callout: String? = nil, image: RichImage? = nil, depth: Int? = nil,
        ordered: Bool? = nil
    ) {
        self.kind = kind
        self.runs = runs
        self.callout = callout
        self.image = image
        self.depth = depth
        self.ordered = ordered
    }

    /// The block's runs' text, joined.
    package var plainText: String { runs.map(\.text).joined() }

    /// The same block with every link passed through `transform` (page links resolved).
    package func mappingLinks(_ transform: (Reference) -> Reference) -> RichBlock {
        var copy = self
        copy.runs = runs.map { run in
            var run = run
            run.link = run.link.map(transform)
            return run
        }
        return copy
    }
}

/// A practice's lead and body as runs and blocks, beside its plain `lead` and `body`.
package struct RichPractice: Hashable, Codable, Sendable {
    package var lead: [TextRun]
    package var body: [RichBlock]

    package init(lead: [TextRun], body: [RichBlock]) {
        self.lead = lead
        self.body = body
    }

    /// The lead's runs without their bold, for a heading or a line that sets the whole lead in
    /// bold itself; nil when no run of the lead is a link, so the plain lead says it all.
    package var linkedLead: [TextRun]? {
        guard lead.contains(where: { $0.link != nil }) else { return nil }
        return lead.map { TextRun(text: $0.text, marks: ($0.marks ?? []).filter { $0 != .strong }, link: $0.link) }
    }

    package func mappingLinks(_ transform: (Reference) -> Reference) -> RichPractice {
        RichPractice(
            lead: RichBlock(kind: .paragraph, runs: lead).mappingLinks(transform).runs,
            body: body.map { $0.mappingLinks(transform) })
    }
}
