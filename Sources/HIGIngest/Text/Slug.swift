import Foundation
import HIGModel

/// URL- and ID-safe slugs: lowercase ASCII words (Hangul kept) joined by hyphens.
enum Slug {
    static func make(_ text: String, maxLength: Int = 80) -> String {
        // Folding (é → e, full-width → ASCII) is only needed, and only paid for, outside ASCII.
        let folded =
            (WordScalars.isASCII(text)
            ? text : text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil))
            .lowercased()
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar == "’" || scalar == "'" { continue }
            if (scalar.isASCII && (WordScalars.isLetter(scalar) || WordScalars.isDigit(scalar)))
                || Hangul.isHangul(scalar)
            {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var slug = ""
        for word in words {
            let candidate = slug.isEmpty ? word : slug + "-" + word
            if candidate.count > maxLength && !slug.isEmpty { break }
            slug = candidate
        }
        return slug
    }

    /// Letters and digits only, lowercased: the key that says two leads are the same sentence.
    static func compact(_ text: String) -> String {
        make(text, maxLength: .max).replacingOccurrences(of: "-", with: "")
    }
}
