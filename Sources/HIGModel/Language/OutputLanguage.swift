/// The language an answer is worded in: English with Korean beneath (`both`), English only or
/// Korean only. Korean falls back to English wherever no Korean is known, never to nothing.
package enum OutputLanguage: String, Sendable, CaseIterable, Codable {
    case both, en, ko

    /// The language a free-text question asks to be answered in when none is named: Korean
    /// for a question written in Hangul, both otherwise.
    package static func answering(_ question: String) -> OutputLanguage {
        Hangul.containsHangul(question) ? .ko : .both
    }

    /// The language of a checklist's or review's `lang` field; an unknown value reads as both.
    package init(field: String) {
        self = OutputLanguage(rawValue: field) ?? .both
    }
}

extension Page {
    /// The page's title in `language`: Apple's Korean title under `ko` when there is one.
    package func title(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(titleKo, title) : title
    }

    /// The title of the section titled `english` (the first that is) in `language`; `english`
    /// itself when the page has no such section.
    package func sectionTitle(_ english: String, in language: OutputLanguage) -> String {
        sections.first { $0.title == english }?.title(in: language) ?? english
    }

    /// The Korean title of the section titled `english` (the first that is), or nil.
    package func sectionTitleKo(_ english: String) -> String? {
        sections.first { $0.title == english }?.titleKo
    }
}

extension Practice {
    /// The lead in `language`: the first sentence of the Korean under `ko` where there is some,
    /// else the English lead.
    package func lead(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(ko.map(FirstSentence.of), lead) : lead
    }

    /// Whether `lead(in:)` gives Korean under `ko`.
    package var hasKoreanLead: Bool { !(ko.map(FirstSentence.of)?.isBlank ?? true) }
}

extension Section {
    package func title(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(titleKo, title) : title
    }
}

extension PageSummary {
    package func title(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(titleKo, title) : title
    }
}

/// Korean where a source gives some, else the English: an empty translation is no translation.
package enum Korean {
    package static func or(_ korean: String?, _ english: String) -> String {
        guard let korean, !korean.isBlank else { return english }
        return korean
    }
}
