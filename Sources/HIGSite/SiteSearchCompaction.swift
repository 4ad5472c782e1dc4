import HIGModel
import HIGSearch

/// What keeps the search data small without changing a ranking: what the scripts can rebuild
/// exactly is written once or left out (Site/assets/search-data.js puts it back).
enum SiteSearchCompaction {
    /// A practice's address as the scripts derive it from its ID (`page/slug` →
    /// `pages/page.html#slug`): written only where the address is another.
    static func writtenURL(_ url: String, id: String) -> String? {
        guard let slash = id.firstIndex(of: "/") else { return url }
        let implied = "pages/" + id[..<slash] + ".html#" + id[id.index(after: slash)...]
        return url == implied ? nil : url
    }

    /// A practice's page title as written: left out where `titles` gives it for the page its ID
    /// names (`page/slug`), so each title is written once rather than on every practice.
    static func writtenPageTitle(_ title: String, id: String, titles: [String: String]) -> String? {
        guard let slash = id.firstIndex(of: "/"), titles[String(id[..<slash])] == title else { return title }
        return nil
    }

    /// A table's address as the scripts derive it from its page and number (`pages/page.html#table-n`):
    /// written only where the address is another.
    static func writtenTableURL(_ url: String, page: String, number: Int) -> String? {
        url == "pages/\(page).html#table-\(number)" ? nil : url
    }

    /// Apple's Korean of a row's cells with each cell the same as the English one (a number, a
    /// name Apple leaves in English) written `0`, which the scripts read as the English cell.
    struct KoreanCells: Encodable, Equatable {
        /// The Korean cells, nil where the English cell is the same.
        let cells: [String?]

        init(_ korean: [String], english: [String]) {
            cells = korean.enumerated().map { index, cell in
                index < english.count && english[index] == cell ? nil : cell
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for cell in cells {
                if let cell { try container.encode(cell) } else { try container.encode(0) }
            }
        }
    }

    /// The community's Korean (the `ko` field) is its text tokenized and stemmed: the scripts make
    /// it from the document's `kp`, `kt` or `ko` with the data's stems, so it is not written twice.
    static let derivedFields = ["ko"]

    /// The fields as written: those the scripts derive are left empty.
    static func written(_ fields: [String], model: RankingModel) -> [String] {
        var written = fields
        for (index, field) in model.fields.enumerated() where derivedFields.contains(field.name) {
            if index < written.count { written[index] = "" }
        }
        return written
    }

    /// The Korean a result shows: where it is Apple's, the search ranks the community's Korean
    /// (`kp`) and shows only Apple's lead, so the lead is all that is written.
    static func shownKorean(_ practice: Practice) -> String? {
        guard let korean = practice.ko else { return nil }
        return practice.koSource == .apple ? KoreanLead.of(korean) : korean
    }

    /// The synonyms as distinct lists and each word's list by index: every word of a glossary
    /// group has the same list, which written per word was most of the data.
    static func synonymLists(_ synonyms: [String: [String]]) -> (lists: [[String]], byWord: [String: Int]) {
        var lists: [[String]] = []
        var indexOfList: [[String]: Int] = [:]
        var byWord: [String: Int] = [:]
        for word in synonyms.keys.sorted() {
            let list = synonyms[word] ?? []
            if let index = indexOfList[list] {
                byWord[word] = index
            } else {
                indexOfList[list] = lists.count
                byWord[word] = lists.count
                lists.append(list)
            }
        }
        return (lists, byWord)
    }
}
