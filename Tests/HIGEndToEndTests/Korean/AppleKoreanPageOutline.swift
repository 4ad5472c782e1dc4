import Foundation

/// A Markdown page read as the tests' own oracle, apart from ingest: its sections in order (the
/// trailing resources and change log left out) and, in each, the bold leads that open a paragraph
/// or a list item. Apple's Korean and English editions of a page are read alike, then compared
/// place by place.
struct PageOutline {
    struct Section: Equatable {
        var level: Int
        var leads: [String] = []
    }

    /// The leads before the first section, then the sections.
    var sections: [Section] = [Section(level: 1)]

    private static let trailing: Set<String> = [
        "resources", "related", "developer documentation", "videos", "change log", "topics", "리소스",
        "관련 콘텐츠", "developer 문서", "비디오", "변경 기록",
    ]

    init(path: String) throws {
        var skipping = false
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let hashes = line.prefix { $0 == "#" }.count
            if hashes >= 2, line.dropFirst(hashes).first == " " {
                let title = line.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces).lowercased()
                if Self.trailing.contains(title) { skipping = true }
                if skipping && hashes == 2 && !Self.trailing.contains(title) { skipping = false }
                if !skipping { sections.append(Section(level: hashes)) }
                continue
            }
            guard !skipping else { continue }
            var rest = Substring(line)
            if rest.hasPrefix("- ") { rest = rest.dropFirst(2) }
            guard rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") else { continue }
            sections[sections.count - 1].leads.append(String(rest.dropFirst(2)[..<end.lowerBound]))
        }
    }

    /// Letters and digits only, lower-cased: leads compared whatever the inline formatting.
    static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
