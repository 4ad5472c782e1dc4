import Foundation

/// Picks a page's title from what a file offers: front matter, `<title>`, H1 headings, the
/// file name. Web clippings add site suffixes, study notes add "[patterns]" prefixes, and HTML to
/// Markdown conversions glue change-log text in front.
enum TitleResolver {
    struct Resolution {
        var title: String
        /// Index of the H1 block that holds the title; the blocks before it are page chrome.
        var headingIndex: Int?
        /// Whether the title is as the page writes it, not made from a slug or a file name.
        var written = true
    }

    private static let chromeHeadings = ["this page requires javascript"]

    static func resolve(blocks: [Block], declared: String?, path: String) -> Resolution {
        let declaredTitle = declared.map(clean).flatMap { $0.isEmpty ? nil : $0 }
        let headings = blocks.enumerated().filter { $0.element.headingLevel == 1 }
        var candidates: [(index: Int, title: String)] = []
        for (index, block) in headings {
            let title = clean(block.content.text)
            if isAcceptable(title) { candidates.append((index, title)) }
        }
        if let declaredTitle {
            let key = Slug.compact(declaredTitle)
            let matches = candidates.filter { Slug.compact($0.title) == key }
            if let match = matches.max(by: { Sentences.wordCount($0.title) < Sentences.wordCount($1.title) }) {
                return Resolution(
                    title: capitalized(match.title), headingIndex: match.index,
                    written: isWritten(blocks[match.index].content.text))
            }
            return Resolution(title: capitalized(declaredTitle), headingIndex: nil, written: isWritten(declared ?? ""))
        }
        if let first = candidates.first {
            return Resolution(
                title: capitalized(first.title), headingIndex: first.index,
                written: isWritten(blocks[first.index].content.text))
        }
        return Resolution(title: titleFromFileName(path), headingIndex: nil, written: false)
    }

    /// Study notes title a page by its URL slug ("[foundations] color"); crawlers run the words
    /// of a title together ("HumanInterfaceGuidelines").
    static func isWritten(_ raw: String) -> Bool {
        let text = raw.trimmed.drop { $0 == "*" || $0 == "_" }
        if text.hasPrefix("[") { return false }
        let title = clean(raw)
        guard !title.contains(" ") else { return true }
        var joins = 0
        var previous: Character?
        for character in title {
            if let previous, previous.isLowercase, character.isUppercase { joins += 1 }
            previous = character
        }
        return joins < 2
    }

    static func clean(_ raw: String) -> String {
        var title = raw.collapsedWhitespace
        if let bar = title.firstIndex(of: "|") { title = String(title[..<bar]).trimmed }
        // "Popovers - Views - iOS - Human Interface Guidelines - Apple Developer",
        // "Action Sheets _ Apple Developer Documentation": the page's name comes first.
        let parts = title.components(separatedBy: siteSeparator)
        if parts.count > 1, parts.dropFirst().contains(where: isSiteName) { title = parts[0].trimmed }
        if title.hasPrefix("["), let close = title.firstIndex(of: "]") {
            title = String(title[title.index(after: close)...]).trimmed
            // Study notes title pages by their URL slug: "managing-notifications".
            if !title.contains(" ") { title = title.replacingOccurrences(of: "-", with: " ") }
        }
        // "Updated to include guidance for visionOS. Alerts": keep what follows the last sentence.
        // Only a title with a stop is searched with the regular expression.
        if title.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?") }
        ),
            let range = title.range(of: #"[.!?]\s+(?=\S)"#, options: [.regularExpression, .backwards])
        {
            let tail = String(title[range.upperBound...]).trimmed
            if !tail.isEmpty && !Sentences.isSentence(tail) && Sentences.wordCount(tail) <= 6 { title = tail }
        }
        return title
    }

    /// " - ", " _ " and the dashes between a page's name and the site's: compiled once, not for
    /// every title.
    private static let siteSeparator = try! NSRegularExpression(pattern: #"\s[-–—_]\s"#)

    private static let siteWords = [
        "apple developer", "human interface guidelines", "developer documentation", "design",
    ]

    private static func isSiteName(_ part: String) -> Bool {
        let lowered = part.lowercased().trimmed
        return siteWords.contains { lowered.contains($0) }
    }

    private static func isAcceptable(_ title: String) -> Bool {
        guard !title.isEmpty else { return false }
        if chromeHeadings.contains(where: { title.lowercased().hasPrefix($0) }) { return false }
        return !(Sentences.isSentence(title) && Sentences.wordCount(title) > 4)
    }

    private static func capitalized(_ title: String) -> String {
        guard let first = title.first, first.isLowercase else { return title }
        let firstWord = title.prefix { !$0.isWhitespace }
        if firstWord.dropFirst().contains(where: \.isUppercase) { return title }
        return first.uppercased() + title.dropFirst()
    }

    /// "Fast-app-switching-in-iOS-4.txt" → "Fast app switching in iOS 4";
    /// "launching.ko-yujinkim1.md" → "Launching".
    static func titleFromFileName(_ path: String) -> String {
        // Taken from the string: a file URL would look the path up to see whether it is a folder.
        let name = (path as NSString).lastPathComponent
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let words = clean(stem).replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        return capitalized(words.collapsedWhitespace)
    }
}

extension String {
    /// Splits at every match of a separator pattern.
    fileprivate func components(separatedBy pattern: NSRegularExpression) -> [String] {
        var parts: [String] = []
        var start = startIndex
        for match in pattern.matches(in: self, range: NSRange(startIndex..., in: self)) {
            guard let range = Range(match.range, in: self) else { continue }
            parts.append(String(self[start..<range.lowerBound]))
            start = range.upperBound
        }
        parts.append(String(self[start...]))
        return parts
    }
}
