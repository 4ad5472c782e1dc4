/// The first sentence of a text as a list of results shows it (the Korean under each practice):
/// up to the first `.`, `!`, `?` or `。` of its first line, else that line cut at 120 characters.
/// `hig query` and the MCP search answer both show it, so the two lists give the same words; the
/// site's Korean mode makes it the practice's heading.
package enum FirstSentence {
    package static func of(_ text: String) -> String {
        let line = TextLines.first(text).map(String.init) ?? text
        if let end = line.firstIndex(where: { ".!?。".contains($0) }) { return String(line[...end]) }
        return line.count > 120 ? String(line.prefix(120)) + "…" : line
    }
}
