import HIGModel

/// Headings into the page's outline: each opens a section under the open one of a lower level.
/// A Korean heading that translates the English one before it, a Korean practice written as a
/// heading and an English sentence set as a heading are no sections.
enum OutlineWalker: DraftWalker {
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard let level = block.headingLevel else {
            cursor.englishHeadingBefore = nil
            return false
        }
        open(block, level: level, &cursor)
        cursor.englishHeadingBefore = Hangul.isKorean(block.content.text) ? nil : level
        return true
    }

    private static func open(_ block: Block, level: Int, _ cursor: inout DraftCursor) {
        let title = block.content.text
        cursor.openPractice = nil
        cursor.practiceList = false
        cursor.previous = .none
        cursor.openKoreanPractice = nil
        cursor.inChangeLog = ChangeLogWalker.opens(title)
        // A Korean name of a links section ("연관 내용") opens that section like its English name.
        if Hangul.isKorean(title), let list = ResourceLinkWalker.list(for: title, level: level, current: nil) {
            cursor.closeSections(from: level)
            cursor.resourceList = list
            return
        }
        let sentence = isKoreanSentence(title)
        let translatesHeading = cursor.englishHeadingBefore == level
        if cursor.appleKorean {
            // Apple's Korean headings are the page's sections, whatever their wording.
        } else if Hangul.isKorean(title) && (translatesHeading || sentence && cursor.currentSection == nil) {
            // The translation of the heading before it, or a Korean subtitle.
            KoreanWalker.read(Block(.paragraph, block.content, line: block.line), &cursor)
            return
        }
        if !cursor.appleKorean && Hangul.isKorean(title) && sentence {
            // Korean-only notes write each practice as a heading under an English section.
            KoreanWalker.addHeadingPractice(title, line: block.line, &cursor)
            return
        }
        if Sentences.isSentence(title) && Sentences.wordCount(title) > 6 {
            DraftWalkers.readAsParagraph(Block(.paragraph, block.content, line: block.line), &cursor)
            return
        }
        cursor.closeSections(from: level)
        var section = SectionDraft(title: title, level: level, line: block.line, parent: cursor.currentSection)
        section.namedPlatforms = cursor.platforms.keys(in: title)
        cursor.draft.sections.append(section)
        cursor.sectionStack.append(cursor.draft.sections.count - 1)
        cursor.resourceList = ResourceLinkWalker.list(for: title, level: level, current: cursor.resourceList)
    }

    private static func isKoreanSentence(_ title: String) -> Bool {
        let trimmed = title.trimmed
        return Sentences.isSentence(trimmed) || trimmed.hasSuffix("다") || trimmed.hasSuffix("요")
            || Sentences.wordCount(trimmed) >= 4
    }
}
