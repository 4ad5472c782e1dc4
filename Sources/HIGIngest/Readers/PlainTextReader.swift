import HIGParsers

/// Reads text copied from a web page or produced by `pandoc -t plain`: headings are short lines
/// without a full stop, paragraphs are separated by blank lines (or, in run-together notes, by a
/// line that ends a sentence), and "•", "-", "*" lines are list items.
struct PlainTextReader {
    private static let bulletPrefixes: [Character] = ["•", "-", "*", "–", "◦", "▪"]

    func read(_ text: String, path: String) -> ReadDocument {
        var blocks: [Block] = []
        var paragraph: (lines: [String], line: Int, isItem: Bool)?

        func flush() {
            guard let current = paragraph else { return }
            let joined = current.lines.joined(separator: " ").collapsedWhitespace
            paragraph = nil
            guard !joined.isEmpty else { return }
            if current.isItem {
                blocks.append(Block(.listItem, RichText(text: joined), line: current.line))
            } else if current.lines.count == 1, isHeading(joined) {
                blocks.append(Block(.heading(level: 2), RichText(text: joined), line: current.line))
            } else {
                blocks.append(Block(.paragraph, RichText(text: joined), line: current.line))
            }
        }

        for (offset, rawLine) in MarkdownBounds.lines(of: text).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmed
            if line.isEmpty {
                flush()
                continue
            }
            if let item = Self.bulletText(line) {
                flush()
                paragraph = ([item], lineNumber, true)
                continue
            }
            if let last = paragraph?.lines.last, continues(last, with: line) {
                // Appended in place: a copy taken out and put back copied every line so far.
                paragraph?.lines.append(line)
            } else {
                flush()
                paragraph = ([line], lineNumber, false)
            }
        }
        flush()
        promoteTitle(&blocks)
        return ReadDocument(path: path, format: .text, blocks: blocks)
    }

    static func bulletText(_ line: String) -> String? {
        guard let first = line.first, bulletPrefixes.contains(first) else { return nil }
        let rest = line.dropFirst()
        guard rest.first?.isWhitespace == true else { return nil }
        return rest.trimmed
    }

    /// A line continues the paragraph unless the paragraph so far ends a sentence and the line
    /// starts a new one: notes pasted from a page keep one paragraph a line, wrapped text does not.
    private func continues(_ previous: String, with line: String) -> Bool {
        guard let last = previous.last, ".!?:".contains(last) else { return true }
        guard let first = line.first else { return true }
        return !(first.isUppercase || first.isNumber || first == "“" || first == "\"")
    }

    private func isHeading(_ line: String) -> Bool {
        guard line.count <= 80, Sentences.wordCount(line) <= 10 else { return false }
        guard let last = line.last, !".,;:!?)”\"".contains(last) else { return false }
        guard let first = line.first else { return false }
        let firstWord = line.prefix { !$0.isWhitespace && $0 != "," }
        guard first.isUppercase || first.isNumber || firstWord.contains(where: \.isUppercase) else {
            return false
        }
        return !line.hasPrefix("[")
    }

    /// The first block is the page title when it is a short unpunctuated line on its own.
    private func promoteTitle(_ blocks: inout [Block]) {
        guard let first = blocks.first, first.headingLevel != nil else { return }
        blocks[0].kind = .heading(level: 1)
    }
}
