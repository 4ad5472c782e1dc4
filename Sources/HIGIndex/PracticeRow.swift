import HIGModel

/// What the index stores for one practice, computed apart from the database so that many can
/// be computed at once.
struct PracticeRow: Sendable {
    /// Columns of `practice` after the rowid.
    var practiceColumns: [String]
    /// Columns of `practice_search` after the rowid: lead, body, titles, ko, symbols, moments.
    var searchColumns: [String]
    /// Non-Hangul words of the practice, once each time they occur.
    var vocabulary: [String]
    /// What the content digest takes from the practice.
    var digestKey: String

    init(_ practice: Practice, pageTitle: String?, taxonomy: Taxonomy, tables: QueryTables) {
        digestKey = practice.contentDigestKey
        let symbols = practice.references.filter { $0.kind == .symbol }.map(\.target)
        let moments = taxonomy.callbacks(for: practice.transitions)
        // Korean-only guidance is searched as Korean, in the Korean column alone.
        let english = practice.isKoreanOnly ? ("", "") : (practice.lead, practice.body)
        let korean = practice.koreanText ?? ""
        let columns = [
            english.0, english.1, [pageTitle ?? "", practice.section].joined(separator: " "),
            korean, symbols.joined(separator: " "), moments.joined(separator: " "),
        ].map(TextNormalizer.normalize)
        searchColumns = columns
        vocabulary = [columns[0], columns[1], columns[2], columns[4], columns[5]].joined(separator: " ")
            .split(separator: " ").map(String.init).filter { !TextNormalizer.isHangulWord($0) }
        practiceColumns = [
            practice.id, practice.page, pageTitle ?? practice.page, practice.strength.rawValue,
            IndexWriter.spaced(practice.platforms), IndexWriter.spaced(practice.states + practice.transitions),
            IndexWriter.spaced(practice.styles), practice.sources.map(\.file).joined(separator: "\n"), columns[0],
            columns[3], TextNormalizer.normalize(IndexWriter.koreanLead(korean)),
            IndexWriter.spaced(tables.transitions(namedIn: columns[0]).sorted()), PracticeRecord.encode(practice),
        ]
    }
}
