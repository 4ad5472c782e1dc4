import HIGExport
import HIGModel

/// Rich prose as HTML for the site: runs with their marks and links (to the site's page when
/// the graph has it, else out to Apple), lists nested by depth, callouts with their label, and
/// images as their description and a link, never loaded, so a page makes no request offline.
struct RichHTML {
    let catalog: SiteCatalog
    /// The path from the page back to the site root.
    let root: String
    /// The anchors of the page's sections by `headingKey` of their titles, for links to a
    /// heading of the same page (`#Implicit-feedback`); empty off a page.
    var sectionAnchors: [String: String] = [:]

    /// One paragraph's HTML, Korean after it when a list item has some.
    struct Item {
        var block: RichBlock
        var ko: String?
        /// Whether `ko` is not Apple's, and so labelled as machine translation.
        var machine = false

        /// The Korean's label, then the Korean, as HTML.
        var koHTML: String? {
            guard let ko else { return nil }
            let label =
                machine
                ? "<small class=\"ko-machine\">\(HTMLEscaping.escape(KoreanSource.machineTranslationLabel))</small> "
                : ""
            return label + HTMLEscaping.escape(ko)
        }
    }

    /// Blocks in order, consecutive list items in one list.
    func blocks(_ items: [Item]) -> String {
        var html = ""
        var openLists: [Bool] = []
        func closeLists(to depth: Int) {
            while openLists.count > depth { html += "</li></" + (openLists.removeLast() ? "ol" : "ul") + ">" }
        }
        for item in items {
            let block = item.block
            guard block.kind == .listItem else {
                closeLists(to: 0)
                html += self.block(block)
                if let ko = item.koHTML { html += "<p class=\"ko\" lang=\"ko\">\(ko)</p>" }
                continue
            }
            let depth = max(1, block.depth ?? 1)
            // A numbered list right after a bulleted one (or the reverse) is a list of its own.
            if openLists.count >= depth, openLists[depth - 1] != (block.ordered == true) { closeLists(to: depth - 1) }
            if openLists.count >= depth {
                closeLists(to: depth)
                html += "</li>"
            } else {
                while openLists.count < depth {
                    let ordered = block.ordered == true
                    html += ordered ? "<ol class=\"rich\">" : "<ul class=\"rich\">"
                    openLists.append(ordered)
                }
            }
            html += "<li><span class=\"en\" lang=\"en\">\(runs(block.runs))</span>"
            if let ko = item.koHTML { html += " <span class=\"ko\" lang=\"ko\">\(ko)</span>" }
        }
        closeLists(to: 0)
        return html
    }

    func block(_ block: RichBlock) -> String {
        switch block.kind {
        case .paragraph, .listItem:
            return "<p class=\"en\" lang=\"en\">\(runs(block.runs))</p>"
        case .quote:
            return "<blockquote class=\"en\" lang=\"en\"><p>\(runs(block.runs))</p></blockquote>"
        case .callout:
            let label = block.callout ?? "Note"
            let kind = SiteURLs.fileName(for: label.lowercased())
            return "<div class=\"callout callout-\(e(kind))\" role=\"note\" lang=\"en\"><p>"
                + "<strong class=\"callout-label\">\(e(label))</strong> \(runs(block.runs))</p></div>"
        case .image:
            return figure(block)
        }
    }

    /// An image as its description, a link to it and its caption.
    private func figure(_ block: RichBlock) -> String {
        let caption = block.runs.isEmpty ? "" : "<figcaption>\(runs(block.runs))</figcaption>"
        guard let image = block.image else {
            return caption.isEmpty ? "" : "<figure class=\"image\">\(caption)</figure>"
        }
        let alt = image.alt.isEmpty ? "An image without a description" : image.alt
        let link =
            SiteURLs.external(image.url).map { " <a class=\"image-link\" href=\"\(e($0))\">Open the image</a>" } ?? ""
        return
            "<figure class=\"image\" lang=\"en\"><span class=\"image-alt\">\(e(alt))</span>\(link)\(caption)</figure>"
    }

    func runs(_ runs: [TextRun]) -> String {
        runs.map { run in
            var html = e(run.text)
            if run.has(.code) { html = "<code>\(html)</code>" }
            if run.has(.emphasis) { html = "<em>\(html)</em>" }
            if run.has(.strong) { html = "<strong>\(html)</strong>" }
            if let reference = run.link, let href = href(reference) {
                html = "<a href=\"\(e(href))\">\(html)</a>"
            }
            return html
        }.joined()
    }

    /// Where a link goes: a page of the site when the graph holds the page, else the address
    /// outside (Apple's page for a page the content lacks).
    private func href(_ reference: Reference) -> String? {
        if reference.kind == .link, reference.target.hasPrefix("#") {
            // A heading the page does not show stays text: never a link to nowhere.
            return sectionAnchors[Self.headingKey(reference.target)].map { "#" + $0 }
        }
        if reference.kind == .symbol {
            // A symbol link keeps its documentation address; the site's symbol pages list uses.
            return SiteURLs.external(reference.target)
        }
        return ReferenceLink.make(reference, catalog: catalog, root: root).href
    }

    /// A heading's title or Apple's fragment for it ("Implicit feedback", "#Implicit-feedback")
    /// as one key: letters and digits, lowercased.
    static func headingKey(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The section anchors of a page as the site writes them, the first of a title kept.
    static func sectionAnchors(_ page: Page) -> [String: String] {
        Dictionary(
            page.sections.map { (headingKey($0.title), SiteURLs.sectionAnchor($0.id)) },
            uniquingKeysWith: { first, _ in first })
    }

    private func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}
