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
        // Lengths are summed rather than counted on the joined text, and the slug is appended to
        // in place: a lead of thousands of words cost its length for every word.
        var slug = ""
        var length = 0
        for word in words {
            let candidateLength = slug.isEmpty ? word.count : length + 1 + word.count
            if candidateLength > maxLength && !slug.isEmpty { break }
            if !slug.isEmpty { slug += "-" }
            slug += word
            length = candidateLength
        }
        return slug
    }

    /// Letters and digits only, lowercased: the key that says two leads are the same sentence.
    static func compact(_ text: String) -> String {
        make(text, maxLength: .max).replacingOccurrences(of: "-", with: "")
    }
}
