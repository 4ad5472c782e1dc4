/// The language an answer is worded in: English with Korean beneath (`both`), English only or
/// Korean only. Korean falls back to English wherever no Korean is known, never to nothing.
public enum OutputLanguage: String, Sendable, CaseIterable, Codable {
    case both, en, ko

    /// The language a free-text question asks to be answered in when none is named: Korean
    /// for a question written in Hangul, both otherwise.
    public static func answering(_ question: String) -> OutputLanguage {
        Hangul.containsHangul(question) ? .ko : .both
    }

    /// The language of a checklist's or review's `lang` field; an unknown value reads as both.
    public init(field: String) {
        self = OutputLanguage(rawValue: field) ?? .both
    }
}

extension Page {
    /// The page's title in `language`: Apple's Korean title under `ko` when there is one.
    public func title(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(titleKo, title) : title
    }

    /// The Korean title of the section titled `english` (the first that is), or nil.
    public func sectionTitleKo(_ english: String) -> String? {
        sections.first { $0.title == english }?.titleKo
    }
}

extension Section {
    public func title(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(titleKo, title) : title
    }
}

extension PageSummary {
    public func title(in language: OutputLanguage) -> String {
        language == .ko ? Korean.or(titleKo, title) : title
    }
}

/// Korean where a source gives some, else the English: an empty translation is no translation.
public enum Korean {
    public static func or(_ korean: String?, _ english: String) -> String {
        guard let korean, !korean.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return english }
        return korean
    }
}
