import HIGModel

/// Bold that CommonMark leaves as asterisks in Korean, Chinese and Japanese text. A `**` closes
/// bold only where it is "right-flanking": after punctuation, only when a space or punctuation
/// follows. Korean writes its particles straight after a word, so `**San Francisco(SF)**는`
/// keeps its asterisks (the `)` before them, the `는` after), and so does a bold word before a
/// particle after punctuation on the other side. A pair of `**` in one run of text, with text
/// between that neither starts nor ends with a space, is taken as bold when a Hangul, Han or
/// Kana character touches it from outside: the case the flanking rule was not written for. Any
/// other asterisks stay as they are ("2 ** 3", `**(a)**b`).
enum AdjoiningStrongText {
    /// A stretch of a text run: plain, or bold whose asterisks were left in the text.
    struct Piece: Equatable {
        var text: String
        var strong: Bool
    }

    static func pieces(of text: String) -> [Piece] {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return [Piece(text: text, strong: false)] }
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var plainStart = 0
        var position = 0
        while let opener = delimiter(in: scalars, from: position) {
            guard let closer = delimiter(in: scalars, from: opener + 2) else { break }
            let inner = (opener + 2)..<closer
            let before = opener > 0 ? scalars[opener - 1] : nil
            let after = closer + 2 < scalars.count ? scalars[closer + 2] : nil
            guard !inner.isEmpty, !scalars[inner.lowerBound].properties.isWhitespace,
                !scalars[inner.upperBound - 1].properties.isWhitespace,
                before.map(isCJK) == true || after.map(isCJK) == true
            else {
                // Not this pair: the closer may open the next one.
                position = closer
                continue
            }
            if plainStart < opener { pieces.append(Piece(text: string(scalars[plainStart..<opener]), strong: false)) }
            pieces.append(Piece(text: string(scalars[inner]), strong: true))
            plainStart = closer + 2
            position = plainStart
        }
        if plainStart < scalars.count || pieces.isEmpty {
            pieces.append(Piece(text: string(scalars[plainStart...]), strong: false))
        }
        return pieces
    }

    /// Where the next `**` that is not part of a longer run of asterisks starts.
    private static func delimiter(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index + 1 < scalars.count {
            if scalars[index] == "*" {
                var end = index
                while end < scalars.count, scalars[end] == "*" { end += 1 }
                if end - index == 2 { return index }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Hangul, Han ideographs and Japanese kana: the scripts written without spaces before what
    /// follows a word.
    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        if Hangul.isHangul(scalar) { return true }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }
}
