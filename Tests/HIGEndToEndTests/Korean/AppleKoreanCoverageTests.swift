import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// Apple's Korean attached to the English it translates, over every shipped page: where a Korean
/// page has the English edition's structure (the same sections, the same number of guidelines in
/// each), nearly every guideline carries the Korean lead at its place, and none carries another's.
@Suite("Apple's Korean on the shipped pages")
struct AppleKoreanCoverageTests {
    struct Place: Hashable {
        var page: String
        var section: Int
        var order: Int
    }

    /// For each page with the same structure in both editions: each English practice's lead (as a
    /// key) → the Korean lead at its place.
    static func expectedKorean(in graph: RuleGraph) throws -> [String: [String: String]] {
        let englishLeads = Set(graph.practices.map { PageOutline.key($0.lead) })
        var expected: [String: [String: String]] = [:]
        for page in graph.pages {
            guard let koreanPath = page.sources.first(where: { $0.contains("markdown-bilingual/apple-ko/") }),
                let englishPath = page.sources.first(where: { $0.contains("markdown/hig/") })
            else { continue }
            let korean = try PageOutline(path: TestContent.packageRoot.appendingPathComponent(koreanPath).path)
            let english = try PageOutline(path: TestContent.packageRoot.appendingPathComponent(englishPath).path)
            let koreanGuidance = korean.sections.map { section in
                PageOutline.Section(level: section.level, leads: section.leads.filter(Self.isKoreanGuideline))
            }
            let englishGuidance = english.sections.map { section in
                PageOutline.Section(
                    level: section.level, leads: section.leads.filter { englishLeads.contains(PageOutline.key($0)) })
            }
            guard koreanGuidance.map(\.level) == englishGuidance.map(\.level),
                zip(koreanGuidance, englishGuidance).allSatisfy({ $0.leads.count == $1.leads.count })
            else { continue }
            var pairs: [String: String] = [:]
            for (koreanSection, englishSection) in zip(koreanGuidance, englishGuidance) {
                for (ko, en) in zip(koreanSection.leads, englishSection.leads) { pairs[PageOutline.key(en)] = ko }
            }
            if !pairs.isEmpty { expected[page.id] = pairs }
        }
        return expected
    }

    /// A Korean bold lead that gives guidance rather than naming a thing (`**인체공학.**`).
    static func isKoreanGuideline(_ lead: String) -> Bool {
        guard lead.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) else { return false }
        let bare = lead.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        return bare.hasSuffix("다") || bare.hasSuffix("오") || bare.hasSuffix("요")
            || bare.split(separator: " ").count >= 4
    }

    @Test("at least 98% of guidelines on same-structure pages carry Apple's Korean lead, none another's")
    func coverageAndNoWrongKorean() throws {
        let graph = TestContent.whole.graph
        let expected = try Self.expectedKorean(in: graph)
        var total = 0
        var carrying = 0
        var wrong: [String] = []
        var missing: [String] = []
        for practice in graph.practices {
            guard let pairs = expected[practice.page], let korean = pairs[PageOutline.key(practice.lead)] else {
                continue
            }
            total += 1
            guard practice.koSource == .apple, let ko = practice.ko else {
                missing.append(practice.id)
                continue
            }
            if PageOutline.key(ko).hasPrefix(PageOutline.key(korean)) {
                carrying += 1
            } else {
                wrong.append("\(practice.id): \(ko.prefix(60)) ≠ \(korean)")
            }
        }
        let share = total == 0 ? 0 : Double(carrying) / Double(total)
        print("Without Apple's Korean: " + missing.joined(separator: ", "))
        print("Apple's Korean: \(expected.count) same-structure pages, \(carrying) of \(total) guidelines (\(share))")
        #expect(expected.count >= 100)
        #expect(share >= 0.98)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    @Test("every Apple Korean text on a practice is the Korean page's bold lead at the line it names")
    func attachedTextIsTheLeadAtItsLine() throws {
        for practice in TestContent.whole.graph.practices where practice.koSource == .apple {
            let ko = try #require(practice.ko)
            let source = try #require(practice.sources.first { $0.file.contains("markdown-bilingual/apple-ko/") })
            let lines = try String(
                contentsOfFile: TestContent.packageRoot.appendingPathComponent(source.file).path, encoding: .utf8
            ).split(separator: "\n", omittingEmptySubsequences: false)
            // The line as read: link targets are no part of the text.
            let line = PageOutline.key(
                String(lines[source.line - 1]).replacingOccurrences(
                    of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression))
            let lead = PageOutline.key(String(ko.split(separator: "\n").first ?? ""))
            #expect(
                line.hasPrefix(lead) || line.contains(lead),
                "\(practice.id) at \(source.file):\(source.line): \(ko.prefix(40))")
        }
    }

    @Test("most English prose on pages Apple translates carries Apple's Korean, each from the page's Korean file")
    func proseCarriesApplesKorean() throws {
        var total = 0
        var apple = 0
        for page in TestContent.whole.graph.pages where !page.isArchived {
            guard let koreanPath = page.sources.first(where: { $0.contains("markdown-bilingual/apple-ko/") }) else {
                continue
            }
            // The page as read: link targets are no part of the text.
            let korean = PageOutline.key(
                try String(
                    contentsOfFile: TestContent.packageRoot.appendingPathComponent(koreanPath).path, encoding: .utf8
                ).replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression))
            let prose = (page.prose ?? []) + page.sections.flatMap { $0.prose ?? [] }
            for paragraph in prose where !paragraph.text.isBlank && paragraph.rich?.kind != .image {
                total += 1
                guard paragraph.koSource == .apple, let ko = paragraph.ko else { continue }
                apple += 1
                // Its first words are the Korean page's own.
                let opening = PageOutline.key(String(ko.prefix(12)))
                #expect(korean.contains(opening), "\(page.id): \(ko.prefix(40))")
            }
        }
        let share = Double(apple) / Double(max(total, 1))
        print("Apple's Korean prose: \(apple) of \(total) paragraphs on pages Apple translates (\(share))")
        #expect(share >= 0.84)
    }
}
