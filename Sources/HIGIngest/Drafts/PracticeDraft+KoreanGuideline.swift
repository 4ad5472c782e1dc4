import Foundation

extension PracticeDraft {
    /// Whether a Korean bold lead gives guidance, as the English side counts guidelines: a sentence
    /// (`…하십시오.`, `…입니다.`) or a lead of four words or more, not a label that names a thing
    /// (`**인체공학.**` for `**Ergonomics.**`).
    var readsAsKoreanGuideline: Bool {
        let words = lead.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        // A callout's label (`**중요:**`, `**참고:**`), which the English edition does not count either.
        if lead.trimmingCharacters(in: .whitespaces).hasSuffix(":") && words.split(separator: " ").count <= 2 {
            return false
        }
        if words.hasSuffix("다") || words.hasSuffix("오") || words.hasSuffix("요") { return true }
        return words.split(separator: " ").count >= 4
    }
}
