import Foundation

/// Rich prose rendered for a terminal or as Markdown. The site renders it as HTML itself, since
/// its links go to its own pages.
package enum RichTextRendering {
    package static let guidelinesBase = "https://developer.apple.com/design/human-interface-guidelines/"

    /// Where a link goes outside the knowledge base: Apple's page for a page, the address for
    /// anything else that has one; nil for a symbol named without an address.
    package static func address(of reference: Reference) -> String? {
        switch reference.kind {
        case .page:
            if reference.target.contains("://") { return reference.target }
            return guidelinesBase + reference.target
        case .symbol, .video, .link:
            return reference.target.contains(":") ? reference.target : nil
        }
    }

    // MARK: Text

    /// Blocks as lines of text: list items bulleted and indented, callouts labelled, images as
    /// their description and address.
    package static func text(_ blocks: [RichBlock]) -> [String] {
        blocks.map { block in
            let words = text(block.runs)
            switch block.kind {
            case .paragraph: return words
            case .listItem: return listMarker(depth: block.depth) + words
            case .callout: return "\(block.callout ?? "Note"): \(words)"
            case .quote: return "“\(words)”"
            case .image:
                let image = block.image.map { "[Image: \($0.alt)] \($0.url)" } ?? ""
                return words.isEmpty ? image : image + " — " + words
            }
        }
    }

    /// The bullet a list item is printed with, indented by its nesting.
    package static func listMarker(depth: Int?) -> String {
        String(repeating: "  ", count: max(0, (depth ?? 1) - 1)) + "• "
    }

    /// Runs as text: a link to another page names it after its text ("Playing audio (→ playing-audio)").
    package static func text(_ runs: [TextRun]) -> String {
        runs.map { run in
            guard let link = run.link, link.kind == .page, link.resolved else { return run.text }
            return "\(run.text) (→ \(link.target))"
        }.joined()
    }

    // MARK: Markdown

    /// Blocks as Markdown, one string per block: consecutive list items belong together.
    package static func markdown(_ blocks: [RichBlock]) -> [String] {
        var counters: [Int: Int] = [:]
        return blocks.map { block in
            let words = markdown(block.runs)
            if block.kind != .listItem { counters = [:] }
            switch block.kind {
            case .paragraph: return words
            case .listItem:
                let depth = block.depth ?? 1
                counters = counters.filter { $0.key <= depth }
                counters[depth, default: 0] += 1
                let marker = block.ordered == true ? "\(counters[depth]!)." : "-"
                return String(repeating: "  ", count: depth - 1) + marker + " " + words
            case .callout: return "> **\(escape(block.callout ?? "Note"))**\n>\n> \(words)"
            case .quote: return "> " + words
            case .image:
                let image = block.image.map { "![\(escape($0.alt))](\($0.url))" } ?? ""
                return words.isEmpty ? image : image + "  \n*\(words)*"
            }
        }
    }

    /// Blocks as one Markdown text: list items of one list on consecutive lines, other blocks
    /// apart by a blank line.
    package static func markdownDocument(_ blocks: [RichBlock]) -> String {
        var text = ""
        for (index, rendered) in markdown(blocks).enumerated() {
            if index > 0 {
                let together = blocks[index].kind == .listItem && blocks[index - 1].kind == .listItem
                text += together ? "\n" : "\n\n"
            }
            text += rendered
        }
        return text
    }

    /// Runs as inline Markdown with their marks and links.
    package static func markdown(_ runs: [TextRun]) -> String {
        runs.map { run in
            if run.text.trimmingCharacters(in: .whitespaces).isEmpty { return run.text }
            var text = run.has(.code) ? "`\(run.text.replacingOccurrences(of: "`", with: "'"))`" : escape(run.text)
            if run.has(.emphasis) { text = "*\(text)*" }
            if run.has(.strong) { text = "**\(text)**" }
            if let link = run.link, let address = address(of: link) { text = "[\(text)](\(address))" }
            return text
        }.joined()
    }

    /// Characters Markdown would read as markup.
    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
