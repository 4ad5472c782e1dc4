import Foundation
import HIGModel
import HIGParsers
import Testing

@testable import HIGIngest

/// ASCII text, and ASCII with typographic quotes and dashes, is read from its bytes on the
/// ingest's hot paths; every such path must give what the Character or scalar walk it stands in
/// for gives, on ordinary and on awkward text.
@Suite("ASCII fast paths")
struct ASCIIFastPathTests {
    static let awkward = [
        "", " ", "\r\n", "a\r\nb", "  lead  ", "\t\u{0B}\u{0C}x", "\u{0}\u{1}\u{7F}x y", "don't it's", "'''",
        "A-B_C", "44x44pt @2x", "h264 a11y 1800X1200", "x.  macOS. iOS is. e.g. iPhone",
        "Use (this): that; those, these",
        "a..b", "end.", ".", "a. B", "word.\tiPad", "1st 2nd 3RD", "__init__", "~!@#$%^&*", "trailing, ",
        "Respond smoothly to AUDIO interruptions, then resume playback (when appropriate).",
        "don’t “quote” — dash – en ‘single’", "’", "—", "a—b", "it’s", "x.’ y", "“Start.” macOS", "’’x’’",
        "end.— iPad", "A ’ B",
    ]

    /// Text from an alphabet of the characters each path treats specially, the same every run.
    static let generated: [String] = {
        let alphabet = Array("aZ09 _'.\t,;:()-%\u{0}\u{1F}\u{1C}\u{7F}iOSmac’‘“”–—") + ["\r", "\n"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            // xorshift64: a fixed, portable sequence.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        return (0..<400).map { _ in String((0..<next(40)).map { _ in alphabet[next(alphabet.count)] }) }
    }()

    static let texts = awkward + generated

    @Test("a slug made from bytes is the slug made from scalars")
    func slugs() {
        for text in Self.texts {
            #expect(WordScalars.isASCIIOrTypographic(text))
            for maxLength in [0, 3, 10, 80, .max] {
                #expect(
                    Slug.asciiSlug(text, maxLength: maxLength) == Slug.scalarSlug(text, maxLength: maxLength),
                    "\(text.debugDescription) at \(maxLength)")
            }
        }
    }

    @Test("white space collapsed from bytes is collapsed as a scalar walk collapses it")
    func collapsedWhitespace() {
        for text in Self.texts {
            #expect(text.collapsedWhitespace == text.scalarCollapsedWhitespace, "\(text.debugDescription)")
            #expect(
                TextRunList.collapsingSpaces(text) == TextRunList.characterCollapsingSpaces(text),
                "\(text.debugDescription)")
        }
    }

    @Test("words, clauses and lowercase-name splits from bytes match the Character walk")
    func taggerText() {
        for text in Self.texts {
            #expect(PhraseMatcher.asciiWords(text) == PhraseMatcher.scalarWords(text), "\(text.debugDescription)")
            #expect(
                GuidelineText.clauseTexts(text) == GuidelineText.characterClauseTexts(text), "\(text.debugDescription)")
            #expect(
                GuidelineText.splitBeforeLowercaseNames(text) == GuidelineText.characterSplitBeforeLowercaseNames(text),
                "\(text.debugDescription)")
        }
    }

    @Test("a link's path component without percent escapes is itself, as Foundation decodes it")
    func pathComponents() {
        for text in Self.texts + ["caf\u{E9}", "e\u{301}", "오디오", "%41", "100%", "a%2Fb"] {
            let component = Substring(text)
            #expect(LinkReference.decodedComponent(component) == (text.removingPercentEncoding ?? text))
        }
    }

    @Test("the first words of a lead are the start of its whole split")
    func firstWords() {
        for text in Self.texts + ["When necessary, help people \u{2003}choose.", "é\u{301} \u{A0} two"] {
            for count in [0, 1, 13] {
                let split = text.split(whereSeparator: { $0.isWhitespace }).prefix(count).map(String.init)
                #expect(Imperatives.firstWords(of: text, count: count) == split, "\(text.debugDescription)")
            }
        }
    }

    @Test("a source label is found at the start of the line as when the whole line was lowercased")
    func sourceLabels() {
        let lines = ["Source: https://x", "SOURCE : y", "original:z", "Sources: no", " source: spaced", "출처: 링크"]
        for text in Self.texts + lines {
            let lowered = text.lowercased()
            #expect(SourceLine.isLabelled(text) == SourceLine.labels.contains(where: lowered.hasPrefix))
        }
    }

    @Test("only ASCII and lone typographic quotes and dashes are read from bytes")
    func plainText() {
        for text in ["é", "…", "’\u{301}", "오디오", "\u{A0}", "\u{2028}", "a\u{2015}b", "\u{E2}"] {
            #expect(!WordScalars.isASCIIOrTypographic(text), "\(text.debugDescription)")
        }
    }

    @Test("lines split at line-feed bytes are the lines of a split at the Character")
    func lines() {
        for text in Self.texts + ["a\n\u{301}b", "\n\n", "오디오\n\n소리", "x\r\ny\nz", "e\u{301}\n"] {
            #expect(
                MarkdownBounds.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false),
                "\(text.debugDescription)")
        }
    }

    @Test("a footer paragraph is found by its start as when the whole paragraph was lowercased")
    func footerParagraphs() {
        let paragraphs = [
            "Current page is Alerts", "SKIP NAVIGATION", "Copyright © 2024 Apple Inc.", "Copyright ©", "copyright",
            "İstanbul current page is", "ΣΑΣ current page is", String(repeating: "Current page is ", count: 40),
            "\u{301}current page is", " current page is",
        ]
        for text in Self.texts + paragraphs {
            let lowered = text.lowercased()
            #expect(
                ClippingChrome.isFooterParagraph(text)
                    == ClippingChrome.footerParagraphPrefixes.contains(where: lowered.hasPrefix),
                "\(text.debugDescription)")
        }
    }
}
