import HIGModel

/// The glossary's Korean side learned from Apple's Korean edition: each page's Korean title is
/// Apple's term for what the English title names (빠른 메뉴 for context menus, 탭 막대 for tab
/// bars), so a Korean query in Apple's words expands to the English the guidelines use.
enum LearnedGlossary {
    static func translations(of pages: [Page]) -> [[String]] {
        var groups: [[String]] = []
        for page in pages.sorted(by: { $0.id < $1.id }) {
            guard let korean = page.titleKo.map(MatchingText.fold), Hangul.isKorean(korean) else { continue }
            let english = page.title.lowercased()
            guard !english.isEmpty, !Hangul.containsHangul(english) else { continue }
            groups.append([english, korean])
        }
        return groups
    }
}
