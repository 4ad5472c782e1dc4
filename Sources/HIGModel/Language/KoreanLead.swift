/// The translated lead: a Korean text up to its first full stop. The index ranks by it and the
/// site's search shows it (`koreanLead` in Site/assets/ranking-candidate.js does the same).
package enum KoreanLead {
    package static func of(_ korean: String) -> String {
        let firstLine = korean.split(separator: "\n").first.map(String.init) ?? korean
        guard let stop = firstLine.firstIndex(where: { ".!?。".contains($0) }) else { return firstLine }
        return String(firstLine[...stop])
    }
}
