import Foundation
import HIGModel

/// Makes references from links and from the developer symbols a practice names.
enum ReferenceExtractor {
    private static let symbolPattern = try! NSRegularExpression(
        pattern:
            #"\b(?:(?:UI|NS|AV|MP|WK|UN|BG|CL|SK|MK|GK|QL|SF|CK|PH|TV)[A-Z][A-Za-z]+(?:\.[A-Za-z]+)*|(?:application|scene)(?:Will|Did|Should)[A-Z][A-Za-z]+|[a-z]+[A-Z][A-Za-z]*\([A-Za-z_:]*\))"#
    )

    static func reference(for link: InlineLink) -> Reference? {
        let url = link.url.trimmed
        guard !url.isEmpty, !url.hasPrefix("#") else { return nil }
        let title = link.text.isEmpty ? url : link.text
        if let slug = higPageSlug(url) {
            return Reference(kind: .page, target: slug, title: title)
        }
        if ByteSearch.contains("/videos/play/", in: url)
            || ByteSearch.contains("wwdc", in: url) && !ByteSearch.contains("/documentation/", in: url)
        {
            return Reference(kind: .video, target: url, title: title)
        }
        if ByteSearch.contains("/documentation/", in: url) || url.hasPrefix("doc:") {
            return Reference(kind: .symbol, target: symbolName(title: title, url: url), title: title)
        }
        if url.hasPrefix("http") {
            return Reference(kind: .link, target: url, title: title)
        }
        // A relative link between notes ("../212", "./loading.md") names another page of the
        // same collection: its file name without fragment, query or extension.
        let path = url.split(whereSeparator: { $0 == "#" || $0 == "?" }).first.map(String.init) ?? url
        var last = path.split(separator: "/").last.map(String.init) ?? path
        for ending in [".md", ".markdown", ".html", ".htm", ".json", ".txt"] where last.lowercased().hasSuffix(ending) {
            last = String(last.dropLast(ending.count))
        }
        return Reference(kind: .page, target: Slug.make(last), title: title)
    }

    /// `…/human-interface-guidelines/playing-audio#Best-practices` → `playing-audio`;
    /// `../patterns/playing-audio` → `playing-audio`; `doc://com.apple.HIG/documentation/HIG/sheets` → `sheets`.
    static func higPageSlug(_ url: String) -> String? {
        let withoutFragment = url.split(separator: "#", omittingEmptySubsequences: false).first.map(String.init) ?? url
        let components = withoutFragment.split(separator: "/").map(String.init)
        if let marker = components.firstIndex(of: "human-interface-guidelines") {
            return marker + 1 < components.count ? components.last : "human-interface-guidelines"
        }
        if ByteSearch.contains("/documentation/HIG/", in: url), let last = components.last {
            return last
        }
        if url.hasPrefix("../"), components.count >= 2,
            ["patterns", "components", "foundations", "inputs", "technologies", "platforms"].contains(components[1])
        {
            return components.last.map { Slug.make($0) }
        }
        return nil
    }

    /// A symbol's name when the link text is one (`UIModalPresentationStyle`); otherwise the
    /// documentation URL, since an article title is not a name code uses.
    private static func symbolName(title: String, url: String) -> String {
        let trimmed = title.trimmed
        return !trimmed.contains(" ") && !trimmed.isEmpty ? trimmed : url
    }

    static func symbols(in text: String, codeSpans: [String]) -> [Reference] {
        var names: [String] = []
        for code in codeSpans where isIdentifierLike(code) {
            names.append(code)
        }
        if mayNameSymbol(text) {
            let range = NSRange(text.startIndex..., in: text)
            for match in symbolPattern.matches(in: text, range: range) {
                if let swiftRange = Range(match.range, in: text) { names.append(String(text[swiftRange])) }
            }
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }.map { Reference(kind: .symbol, target: $0, title: $0) }
    }

    /// Every symbol the pattern finds has three capitals in a row (`UIModal…`) or a capital right
    /// after a small letter (`sceneDid…`, `sheet(item:)`): text with neither skips the regular
    /// expression.
    private static func mayNameSymbol(_ text: String) -> Bool {
        var capitals = 0
        var previousIsSmall = false
        for byte in text.utf8 {
            let isCapital = byte >= 0x41 && byte <= 0x5A
            if isCapital && previousIsSmall { return true }
            capitals = isCapital ? capitals + 1 : 0
            if capitals == 3 { return true }
            previousIsSmall = byte >= 0x61 && byte <= 0x7A
        }
        return false
    }

    private static func isIdentifierLike(_ code: String) -> Bool {
        guard !code.isEmpty, code.count <= 80, !code.contains(" ") else { return false }
        return code.contains(where: \.isUppercase) || code.contains("(") || code.contains(".")
    }
}
