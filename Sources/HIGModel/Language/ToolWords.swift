/// The tool's own words in every answer (terminal text, checklists, MCP answers, the site), in
/// English and in Korean (`ko`): one table, so a Korean reader never meets an English label
/// among Apple's Korean, and a new output finds its words here rather than wording its own.
package enum ToolWords: String, CaseIterable, Sendable {
    // Answers to a query.
    case related, alsoSearchedFor, closest, noGuidelineMentions, noPracticeMatches, withTheseFilters, alsoOn
    case fromApplesTables, comparing, machineTranslation, onlyInAppleKorean
    // Counts.
    case practices, practice, koreanNotes, items
    // Fields and headings of a practice and a page.
    case page, citation, strength, platforms, states, transitions, styles, lifecycle, references, tables, sources
    case referredToByOtherPages, referredToBy, seeAlso, introduction, general, onApplesSite, viewOnApple
    case archivedPages, notInNavigation, outdated, cite, sourceKind, practicesHeading, bothSides
    case noCurrentSourceHasThem, noBreadcrumbPlacesThem, guidelines, earlierGuidance
    // A checklist.
    case designReview, filters, content, tool, note, removedSinceReview, markInstructions, checklistForPage

    private var words: (english: String, korean: String) {
        switch self {
        case .related: ("Related", "관련 항목")
        case .alsoSearchedFor: ("Also searched for", "함께 검색한 말")
        case .closest: ("closest", "가장 가까운 지침")
        case .noGuidelineMentions: ("No guideline mentions", "다음 말을 언급하는 지침이 없습니다:")
        case .noPracticeMatches: ("No practice matches", "일치하는 지침이 없습니다:")
        case .withTheseFilters: ("with these filters", "(이 필터로)")
        case .alsoOn: ("also on", "다음에도 있음:")
        case .fromApplesTables: ("From Apple's tables", "Apple 표에서")
        case .onlyInAppleKorean: ("only in Apple's Korean edition", "Apple 한국어판에만 있는 표")
        case .comparing: ("Comparing", "비교")
        case .machineTranslation: ("machine translation", KoreanSource.machineTranslationLabel)
        case .practices: ("practices", "개 지침")
        case .practice: ("practice", "개 지침")
        case .koreanNotes: ("Korean notes", "개 한국어 메모")
        case .items: ("Items", "항목 수")
        case .page: ("Page", "페이지")
        case .citation: ("Citation", "인용문")
        case .strength: ("Strength", "강도")
        case .platforms: ("Platforms", "플랫폼")
        case .states: ("States", "상태")
        case .transitions: ("Transitions", "전환")
        case .styles: ("Styles", "표시 방식")
        case .lifecycle: ("Lifecycle", "생명 주기")
        case .references: ("References", "참조")
        case .tables: ("Tables", "표")
        case .sources: ("Sources", "출처")
        case .referredToByOtherPages: ("Referred to by practices of other pages", "다른 페이지의 지침이 참조함")
        case .referredToBy: ("Referred to by", "참조하는 곳")
        case .seeAlso: ("See also", "함께 보기")
        case .introduction: ("Introduction", "소개")
        case .general: ("General", "일반")
        case .onApplesSite: ("On Apple's site", "Apple 사이트")
        case .viewOnApple: ("View on Apple", "Apple에서 보기")
        case .archivedPages: ("Archived pages", "보관된 페이지")
        case .noCurrentSourceHasThem: ("no current source has them", "지금의 어느 출처에도 없음")
        case .noBreadcrumbPlacesThem: ("no breadcrumb places them", "탐색 경로가 가리키지 않음")
        case .guidelines: ("Guidelines", "지침")
        case .earlierGuidance: ("Earlier guidance", "이전 지침")
        case .practicesHeading: ("Practices", "지침")
        case .bothSides: ("both", "둘 다")
        case .notInNavigation: ("Not in Apple's navigation", "Apple 탐색 구조에 없는 페이지")
        case .outdated: ("outdated", "지난 지침")
        case .cite: ("Cite", "인용")
        case .sourceKind: ("Source kind", "출처 종류")
        case .designReview: ("Design review", "디자인 검토")
        case .filters: ("Filters", "필터")
        case .content: ("Content", "콘텐츠")
        case .tool: ("Tool", "도구")
        case .note: ("Note", "참고")
        case .removedSinceReview: ("Removed since the review", "검토 이후 삭제된 지침")
        case .markInstructions:
            (
                "Mark each item: `[x]` passes, `[ ]` is open. For the rest put **FAIL**, **N/A** or **WAIVED** after "
                    + "the box (`- [ ] **FAIL** **Lead…**`) and write why after `Note:`.",
                "각 항목을 표시하세요: 통과는 `[x]`, 미결은 `[ ]`. 그 밖에는 상자 뒤에 **FAIL**, **N/A** 또는 **WAIVED**를 "
                    + "쓰고(`- [ ] **FAIL** **Lead…**`) 이유는 `Note:` 뒤에 적으세요."
            )
        case .checklistForPage: ("Checklist for this page", "이 페이지의 체크리스트")
        }
    }

    package var english: String { words.english }
    package var korean: String { words.korean }

    /// The word for a reader of `language`: Korean under `ko`, English under `en` and `both`
    /// (where the English is the frame the Korean is shown beneath).
    package func text(_ language: OutputLanguage) -> String {
        language == .ko ? words.korean : words.english
    }

    /// "12 practices" / "12개 지침": a count with its noun.
    package static func count(_ number: Int, _ language: OutputLanguage) -> String {
        if language == .ko { return "\(number)" + practices.korean }
        return number == 1 ? "1 practice" : "\(number) practices"
    }

    /// What `show` says of an archived page.
    package static func archivedNotice(newestSource edition: String, _ language: OutputLanguage) -> String {
        language == .ko
            ? "보관됨: 지금의 어느 출처에도 없는 페이지입니다 (가장 최근 출처: \(edition))"
            : "Archived: no current source has this page (newest source: \(edition))"
    }

    /// A strength as a reader of the language calls it.
    package static func strength(_ strength: Strength, _ language: OutputLanguage) -> String {
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
