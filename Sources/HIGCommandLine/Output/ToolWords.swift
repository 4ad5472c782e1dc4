import HIGModel

/// The tool's own words in text output, in English and in Korean (`--lang ko`): one table, so a
/// Korean reader never meets an English label among Apple's Korean.
enum ToolWords: CaseIterable {
    case related, alsoSearchedFor, closest, noGuidelineMentions, noPracticeMatches, withTheseFilters, alsoOn
    case practices, machineTranslation

    private var words: (english: String, korean: String) {
        switch self {
        case .related: ("Related", "관련 항목")
        case .alsoSearchedFor: ("Also searched for", "함께 검색한 말")
        case .closest: ("closest", "가장 가까운 지침")
        case .noGuidelineMentions: ("No guideline mentions", "다음 말을 언급하는 지침이 없습니다:")
        case .noPracticeMatches: ("No practice matches", "일치하는 지침이 없습니다:")
        case .withTheseFilters: ("with these filters", "(이 필터로)")
        case .alsoOn: ("also on", "다음에도 있음:")
        case .practices: ("practices", "개 지침")
        case .machineTranslation: ("machine translation", KoreanSource.machineTranslationLabel)
        }
    }

    func text(_ language: PracticeText.Language) -> String {
        language == .ko ? words.korean : words.english
    }

    /// A strength as a reader of the language calls it.
    static func strength(_ strength: Strength, _ language: PracticeText.Language) -> String {
        guard language == .ko else { return strength.rawValue }
        switch strength {
        case .must: return "필수"
        case .mustNot: return "금지"
        case .avoid: return "지양"
        case .should: return "권장"
        case .consider: return "고려"
        case .informative: return "정보"
        }
    }
}
