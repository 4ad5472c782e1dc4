import Foundation
import GRDB
import HIGModel
import HIGSearch
import HIGSupport

/// What the index stores for one practice, computed apart from the database so that many can
/// be computed at once.
struct PracticeRow: Sendable {
    let practice: Practice
    let pageTitle: String
    /// The normalized text of each `practice_search` column.
    let search: [PracticeSearchColumn: String]
    let koLeadNormalized: String
    let leadTransitions: String
    let record: String
    let rich: String
    /// What the content digest takes from the practice.
    let digestKey: String
    /// Non-Hangul words of the practice, once each time they occur.
    let vocabulary: [String]

    init(_ practice: Practice, pageTitle: String?, pageSymbols: [String], taxonomy: Taxonomy, tables: QueryTables) {
        self.practice = practice
        self.pageTitle = pageTitle ?? practice.page
        // Korean-only guidance is searched as Korean, in the Korean column alone.
        let english = practice.isKoreanOnly ? ("", "") : (practice.lead, practice.body)
        let korean = practice.communityKorean ?? ""
        var search: [PracticeSearchColumn: String] = [:]
        var vocabulary: [String] = []
        for column in PracticeSearchColumn.allCases {
            let text: String
            switch column {
            case .lead: text = english.0
            case .body: text = english.1
            case .titles: text = [pageTitle ?? "", practice.section].joined(separator: " ")
            case .ko: text = korean
            case .appleKo: text = practice.appleKorean ?? ""
            case .symbols: text = SearchSymbols.text(of: practice, pageSymbols: pageSymbols)
            case .moments: text = taxonomy.callbacks(for: practice.transitions).joined(separator: " ")
            }
            // The column's words are kept for the vocabulary rather than split again from its text.
            let tokens = TextNormalizer.tokens(text)
            search[column] = tokens.joined(separator: " ")
            if column.holdsVocabulary { vocabulary += tokens.filter { !TextNormalizer.isHangulWord($0) } }
        }
        self.search = search
        self.vocabulary = vocabulary
        koLeadNormalized = TextNormalizer.normalize(IndexWriter.koreanLead(korean))
        leadTransitions = IndexWriter.spaced(tables.transitions(namedIn: search[.lead]!).sorted())
        record = PracticeRecord.encode(practice)
        rich = practice.rich.flatMap { try? String(decoding: Self.richEncoder.encode($0), as: UTF8.self) } ?? ""
        digestKey = practice.contentDigestKey
    }

    private static let richEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// The value of a `practice` column; the rowid and position are the writer's.
    func value(_ column: PracticeColumn, rowid: Int64, position: Int) -> any DatabaseValueConvertible {
        switch column {
        case .rowid: rowid
        case .id: practice.id
        case .page: practice.page
        case .position: position
        case .pageTitle: pageTitle
        case .strength: practice.strength.rawValue
        case .platforms: IndexWriter.spaced(practice.platforms)
        case .states: IndexWriter.spaced(practice.states + practice.transitions)
        case .styles: IndexWriter.spaced(practice.styles)
        case .sources: practice.sources.map(\.file).joined(separator: "\n")
        case .leadNormalized: search[.lead]!
        case .koNormalized: search[.ko]!
        case .koLeadNormalized: koLeadNormalized
        case .leadTransitions: leadTransitions
        case .record: record
        case .digestKey: digestKey
        case .outdated: practice.isOutdated
        case .kind: practice.sourceKind.rawValue
        case .rich: rich
        }
    }
}
