import Foundation
import HIGModel

/// Apple's Korean page and one English draft of the same page, paired section by section and,
/// within each pair of sections, guideline by guideline (see `OrderedAlignment`).
struct StructuralPairing {
    let english: PageDraft
    /// (Korean section index, English section index).
    private(set) var sectionPairs: [(Int, Int)] = []
    /// (index into the Korean draft's `koreanPractices`, index into the English draft's `practices`).
    private(set) var practicePairs: [(Int, Int)] = []
    /// Sections without a counterpart, or whose guidelines differ in number.
    private(set) var differingSections = 0
    /// The English guidelines that could have had Korean.
    private(set) var englishPracticeCount = 0

    /// Headings of what follows the guidance (links, videos, the change log, a topic list, which
    /// a Markdown copy of the English edition may call "Contents"), which the two editions word
    /// and nest differently and which hold no guidelines.
    private static let trailingTitles: Set<String> = [
        "resources", "related", "developer documentation", "videos", "change log", "topics", "contents", "리소스",
        "관련 콘텐츠", "연관 내용", "관련 내용", "developer 문서", "개발자 문서", "비디오", "변경 기록",
    ]

    init(korean: PageDraft, english: PageDraft) {
        self.english = english
        let koreanSections = Self.guidanceSections(korean)
        let englishSections = Self.guidanceSections(english)
        let koreanMarks = koreanSections.map { AlignmentMarks(korean.sections[$0].title) }
        let englishMarks = englishSections.map { AlignmentMarks(english.sections[$0].title) }
        let pairs = OrderedAlignment.pairs(left: koreanSections.count, right: englishSections.count) { k, e in
            guard korean.sections[koreanSections[k]].level == english.sections[englishSections[e]].level else {
                return .contradicts
            }
            return koreanMarks[k].evidence(translating: englishMarks[e])
        }
        let guidance = Set(englishSections)
        englishPracticeCount = english.practices.filter { $0.sectionIndex.map(guidance.contains) ?? true }.count
        differingSections = koreanSections.count + englishSections.count - 2 * pairs.count
        sectionPairs = pairs.map { (koreanSections[$0.0], englishSections[$0.1]) }
        for (koreanSection, englishSection) in [(Int?.none, Int?.none)] + sectionPairs.map({ ($0.0, $0.1) }) {
            pairPractices(korean: korean, koreanSection, englishSection)
        }
    }

    private mutating func pairPractices(korean: PageDraft, _ koreanSection: Int?, _ englishSection: Int?) {
        let koreanItems = korean.koreanPractices.indices.filter {
            let practice = korean.koreanPractices[$0]
            return practice.sectionIndex == koreanSection && practice.readsAsKoreanGuideline
        }
        let englishItems = english.practices.indices.filter { english.practices[$0].sectionIndex == englishSection }
        if koreanItems.count != englishItems.count, koreanSection != nil { differingSections += 1 }
        guard !koreanItems.isEmpty, !englishItems.isEmpty else { return }
        let koreanMarks = koreanItems.map { index in
            let practice = korean.koreanPractices[index]
            return AlignmentMarks(practice.lead + " " + practice.body, links: practice.links)
        }
        let englishMarks = englishItems.map { index in
            let practice = english.practices[index]
            return AlignmentMarks(practice.lead + " " + practice.body, links: practice.links)
        }
        // A mark most guidelines of the section share ("Apple Pay" on the Apple Pay page) tells them
        // apart no better than position does.
        var counts: [String: Int] = [:]
        for marks in englishMarks { for mark in marks.marks { counts[mark, default: 0] += 1 } }
        let common = Set(counts.filter { englishMarks.count >= 3 && $0.value * 2 > englishMarks.count }.keys)
        let pairs = OrderedAlignment.pairs(left: koreanItems.count, right: englishItems.count) { k, e in
            koreanMarks[k].removing(common).evidence(translating: englishMarks[e].removing(common))
        }
        practicePairs += pairs.map { (koreanItems[$0.0], englishItems[$0.1]) }
    }

    /// The indices of the sections that can hold guidelines, in order.
    private static func guidanceSections(_ draft: PageDraft) -> [Int] {
        var trailing: Set<Int> = []
        var result: [Int] = []
        for (index, section) in draft.sections.enumerated() {
            let title = MatchingText.fold(section.title).lowercased().trimmingCharacters(in: .whitespaces)
            if trailingTitles.contains(title) || section.parent.map(trailing.contains) == true {
                trailing.insert(index)
            } else {
                result.append(index)
            }
        }
        return result
    }
}
