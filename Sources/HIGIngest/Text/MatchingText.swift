import Foundation
import HIGModel

/// Text folded for comparing a Korean page with the English it translates or with a title: the
/// same words written with composed or decomposed Hangul (NFC or NFD, as files saved on a Mac
/// write names), with zero-width characters a copy from the web leaves in, or with fullwidth Latin
/// letters and digits (Ｉｏｓ, １２) compare equal.
enum MatchingText {
    static func fold(_ text: String) -> String {
        if WordScalars.isASCII(text) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x200B...0x200D, 0x2060, 0xFEFF: continue
            case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
            case 0x3000: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
