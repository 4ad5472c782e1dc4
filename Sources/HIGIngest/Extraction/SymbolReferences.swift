import Foundation
import HIGModel

/// The developer symbols a practice names, as references (what a link refers to is
/// `LinkReference`'s).
enum SymbolReferences {
    private static let symbolPattern = try! NSRegularExpression(
        pattern:
            #"\b(?:(?:UI|NS|AV|MP|WK|UN|BG|CL|SK|MK|GK|QL|SF|CK|PH|TV)[A-Z][A-Za-z]+(?:\.[A-Za-z]+)*|(?:application|scene)(?:Will|Did|Should)[A-Z][A-Za-z]+|[a-z]+[A-Z][A-Za-z]*\([A-Za-z_:]*\))"#
    )

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
