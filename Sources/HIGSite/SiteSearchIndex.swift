import Foundation
import HIGModel
import HIGSearch

/// `assets/search-index.js`: the practices and other entities with their text tokenized and
/// stemmed as the index does it, the stems of every word, the synonyms, the lifecycle cues and
/// the ranking model, so the site's scripts read and rank queries as the command line does. A script file rather than JSON
/// because pages opened from file:// may not fetch.
struct SiteSearchIndex {
    struct Document: Encodable {
        var id: String
        /// Left out where the scripts derive it from the ID (`SiteSearchCompaction.writtenURL`).
        var url: String?
        var lead: String
        /// The Korean shown; only its lead where it is Apple's (`SiteSearchCompaction.shownKorean`).
        var ko: String?
        /// The page's title; left out where `pageTitles` gives it for the page the ID names
        /// (`SiteSearchCompaction.writtenPageTitle`).
        var page: String?
        var section: String
        var strength: String
        var f: [String]
        /// States and transitions, for the lifecycle bonus; left out when there are none.
        var t: [String]?
        /// The Korean text of a Korean-only practice, which ranks it as Korean.
        var kt: String?
        /// The Korean the `ko` column searches when it is not the Korean shown (`ko` is Apple's):
        /// the community's paraphrase, "" when there is none. Its lead is the Korean lead ranked.
        var kp: String?
        /// Set for guidance only an older edition states: it counts in the statistics, as in the
        /// index, but is not a result, as `hig query` leaves it out by default.
        var o: Bool?
        /// The kind of a practice no Apple source states (`article`, `session-notes`…): like
        /// outdated guidance it counts in the statistics but is not a result, as `hig query`
        /// shows Apple's guidance unless `--source-kind` asks for more.
        var k: String?
        /// The page's listed symbols, as an index into `pageSymbols`: they end the symbols
        /// field, written once a page rather than on every practice of it.
        var s: Int?
    }

    struct Entity: Encodable {
        var kind: String
        var id: String
        var title: String
        var url: String
        var detail: String
        var f: [String]
    }

    /// One of Apple's tables, for questions about a number: what its rows share, written once.
    /// Its rows are found as the index's `table_row_search` finds them, by their own cells and
    /// the words around them (`TableRowText`).
    struct Table: Encodable {
        /// The page's ID and title, and the table's number on it.
        var p: String
        var t: String
        var n: Int
        var section: String?
        /// Left out where it is the page's address and `#table-n` (`SiteSearchCompaction.writtenTableURL`).
        var url: String?
        var header: [String]
        /// Apple's Korean of the header, where its edition translates the table.
        var headerKo: [String]?
        /// For a table only Apple's Korean edition gives, the tab it stands under and the words
        /// that say so ("Large(기본) · only in Apple's Korean edition"); nil otherwise.
        var origin: String?
        /// True when the table is a tab Apple's page does not open on (`Table.isOtherTab`).
        var otherTab: Bool?
        /// The words around every row of the table, stemmed.
        var f: String
    }

    /// A body row of a table (`tb`, its place in `tables`). The words it is searched by are its
    /// cells and Apple's Korean of them, tokenized and stemmed: the scripts make them from the
    /// cells with the data's stems (`TableRows`), so they are not written twice.
    struct TableRow: Encodable {
        var tb: Int
        /// The row's number in its table.
        var r: Int
        var cells: [String]
        /// Apple's Korean of the cells, a cell the same as the English one written `0`
        /// (`SiteSearchCompaction.KoreanCells`).
        var cellsKo: SiteSearchCompaction.KoreanCells?
    }

    /// Every key of the script's object but the documents and entities, which are written one
    /// by one after it (keys in sorted order after "docs", "entities", "tables" and "tableRows", which come first).
    struct Vocabulary: Encodable {
        var version = 2
        var model: RankingModel
        var stems: [String: String]
        /// Each word's synonyms, as an index into `synonymLists`.
        var synonyms: [String: Int]
        var synonymLists: [[String]]
        var lifecycleCues: [SearchVocabulary.LifecycleCue]
        /// The words typos are corrected to, with how often the practices use each: the index's
        /// `vocabulary` table, from the same columns (all but the Korean text).
        var words: [String: Int]
        /// Each page's listed symbols, stemmed, for the documents that name it in `s`.
        var pageSymbols: [String]
        /// Each page's title by its ID, for the documents that leave theirs out.
        var pageTitles: [String: String]
        /// How table rows are weighted, read and shown, as the index does it.
        var tableSettings = TableRowText.settings
        /// Fields written empty because the scripts make them from a document's text, as the
        /// index does (`SiteSearchCompaction.derivedFields`).
        var fieldsFromText = SiteSearchCompaction.derivedFields
    }

    private let vocabulary: Vocabulary
    private let catalog: SiteCatalog
    /// Each practice with its fields' words, joined by spaces, not yet stemmed: on a large index
    /// arrays of words, or every document made at once, took hundreds of megabytes.
    private let rawDocs: [(practice: Practice, fields: [String], pageSymbols: Int?)]
    private let entities: [Entity]
    private let tables: [Table]
    private let tableRows: [TableRow]

    init(catalog: SiteCatalog) throws {
        self.catalog = catalog
        let vocabulary = catalog.input.vocabulary
        let graph = catalog.graph
        let urls = catalog.urls
        var words = Set<String>()
        func tokens(_ text: String) -> String {
            let found = vocabulary.tokens(text)
            words.formUnion(found)
            return found.joined(separator: " ")
        }
        var rawDocs: [(practice: Practice, fields: [String], pageSymbols: Int?)] = []
        var correctionWords: [String: Int] = [:]
        // Each page's listed symbols once, not once per practice, as the index's rows do.
        let pageSymbols = catalog.pages.mapValues { SearchSymbols.listed(by: $0) }
        var shared = SharedPageSymbols()
        let symbolsField = vocabulary.model.fields.firstIndex { $0.name == "symbols" }
        for practice in graph.practices {
            let listed = pageSymbols[practice.page] ?? []
            let symbols = SearchSymbols.text(of: practice, pageSymbols: listed)
            let fields = [
                practice.isKoreanOnly ? "" : practice.lead, practice.isKoreanOnly ? "" : practice.body,
                catalog.pageTitle(practice.page) + " " + practice.section, practice.communityKorean ?? "",
                symbols,
                graph.taxonomy.callbacks(for: practice.transitions).joined(separator: " "),
                practice.appleKorean ?? "",
            ]
            let fieldWords = fields.map(tokens)
            var stored = fieldWords
            var sharedIndex: Int?
            if let symbolsField, !listed.isEmpty {
                let own = tokens(SearchSymbols.named(by: practice).joined(separator: " "))
                sharedIndex = shared.index(page: practice.page, own: own, whole: fieldWords[symbolsField]) {
                    tokens(listed.joined(separator: " "))
                }
                if sharedIndex != nil { stored[symbolsField] = own }
            }
            rawDocs.append((practice, stored, sharedIndex))
            for (field, text) in zip(vocabulary.model.fields, fieldWords)
            where vocabulary.correctionFields.contains(field.name) {
                for word in text.split(separator: " ") where !Hangul.containsHangul(word) {
                    correctionWords[String(word), default: 0] += 1
                }
            }
        }
        var rawEntities: [(kind: String, id: String, title: String, url: String, detail: String, fields: [String])] =
            []
        func entity(_ kind: String, _ id: String, _ title: String, _ url: String, _ detail: String, _ body: [String]) {
            rawEntities.append((kind, id, title, url, detail, [tokens(title), tokens(body.joined(separator: " "))]))
        }
        for page in graph.pages {
            entity("page", page.id, page.title, urls.page(page.id), page.abstract, [page.abstract])
        }
        for item in graph.taxonomy.searchEntities {
            entity(item.kind.rawValue, item.id, item.title, urls.entity(item), item.detail, item.terms)
        }
        for symbol in catalog.symbolUses.keys.sorted() {
            entity("symbol", symbol, symbol, urls.symbol(symbol), "developer symbol", [])
        }
        // In the index's order: its rows are ranked by rowid where their scores tie.
        var rawTables: [Table] = []
        var rawTableRows: [TableRow] = []
        let tableText = TableRowText(practices: graph.practices)
        for page in graph.pages {
            for table in page.allTables {
                rawTableRows += table.rows.enumerated().map { index, cells in
                    let cellsKo = TableRowText.koreanCells(of: table, row: index)
                    // The scripts make the row's words from its cells: their stems must be in the data.
                    words.formUnion(vocabulary.tokens(TableRowText.cells(cells, korean: cellsKo)))
                    return TableRow(
                        tb: rawTables.count, r: index + 1, cells: cells,
                        cellsKo: cellsKo.map { SiteSearchCompaction.KoreanCells($0, english: cells) })
                }
                rawTables.append(
                    Table(
                        p: page.id, t: page.title, n: table.number, section: table.section,
                        url: SiteSearchCompaction.writtenTableURL(
                            urls.page(page.id) + "#table-\(table.number)", page: page.id, number: table.number),
                        header: table.header,
                        headerKo: table.ko?.header, origin: Self.origin(of: table),
                        otherTab: table.isOtherTab ? true : nil,
                        f: tokens(tableText.context(of: table, on: page))))
            }
        }
        var synonyms: [String: [String]] = [:]
        for (word, alternatives) in vocabulary.synonyms {
            synonyms[word] = alternatives
            words.formUnion(word.split(separator: " ").map(String.init))
            for alternative in alternatives { words.formUnion(alternative.split(separator: " ").map(String.init)) }
        }
        let stems: [String: String]
        do {
            stems = try vocabulary.stems(words.filter { !Hangul.containsHangul($0) }.sorted())
        } catch {
            throw SiteError("cannot stem the words of the search index (assets/search-index.js): \(error)")
        }
        let synonymLists = SiteSearchCompaction.synonymLists(synonyms)
        self.vocabulary = Vocabulary(
            model: vocabulary.model, stems: stems, synonyms: synonymLists.byWord, synonymLists: synonymLists.lists,
            lifecycleCues: vocabulary.lifecycleCues,
            words: correctionWords, pageSymbols: shared.texts.map { Self.stemmed($0, stems) },
            pageTitles: Dictionary(
                rawDocs.map { ($0.practice.page, catalog.pageTitle($0.practice.page)) },
                uniquingKeysWith: { first, _ in first }))
        self.rawDocs = rawDocs
        entities = rawEntities.map {
            Entity(
                kind: $0.kind, id: $0.id, title: $0.title, url: $0.url, detail: $0.detail,
                f: $0.fields.map { Self.stemmed($0, stems) })
        }
        tables = rawTables.map { table in
            var stemmedTable = table
            stemmedTable.f = Self.stemmed(table.f, stems)
            return stemmedTable
        }
        tableRows = rawTableRows
    }

    /// Each document's fields as the index searches them, stemmed, page symbols not yet added.
    func searchedFields() -> [[String]] {
        rawDocs.map { $0.fields.map { Self.stemmed($0, vocabulary.stems) } }
    }

    private static func stemmed(_ tokens: String, _ stems: [String: String]) -> String {
        tokens.split(separator: " ").map { stems[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// The script: `window.HIG_SEARCH = {"docs":[…],"entities":[…],"tables":[…],"tableRows":[…],…};`, each document encoded
    /// and appended as it is made.
    func script() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let urls = catalog.urls
        let stems = vocabulary.stems
        var script = Data("window.HIG_SEARCH = {\"docs\":[".utf8)
        for (offset, (practice, fields, pageSymbols)) in rawDocs.enumerated() {
            if offset > 0 { script.append(UInt8(ascii: ",")) }
            let document = Document(
                id: practice.id, url: SiteSearchCompaction.writtenURL(urls.practice(practice), id: practice.id),
                lead: practice.lead, ko: SiteSearchCompaction.shownKorean(practice),
                page: SiteSearchCompaction.writtenPageTitle(
                    catalog.pageTitle(practice.page), id: practice.id, titles: vocabulary.pageTitles),
                section: practice.section, strength: practice.strength.rawValue,
                f: SiteSearchCompaction.written(fields.map { Self.stemmed($0, stems) }, model: vocabulary.model),
                t: practice.states.isEmpty && practice.transitions.isEmpty
                    ? nil : practice.states + practice.transitions,
                kt: practice.isKoreanOnly ? practice.koreanText : nil,
                kp: practice.koSource == .apple ? practice.communityKorean ?? "" : nil,
                o: practice.isOutdated ? true : nil,
                k: practice.sourceKind.isApple ? nil : practice.sourceKind.rawValue, s: pageSymbols)
            script.append(try encoder.encode(document))
        }
        script.append(contentsOf: "],\"entities\":".utf8)
        script.append(try encoder.encode(entities))
        script.append(contentsOf: ",\"tables\":".utf8)
        script.append(try encoder.encode(tables))
        script.append(contentsOf: ",\"tableRows\":".utf8)
        script.append(try encoder.encode(tableRows))
        script.append(UInt8(ascii: ","))
        // The other keys: the vocabulary's object without its opening brace.
        script.append(try encoder.encode(vocabulary).dropFirst())
        script.append(contentsOf: ";\n".utf8)
        return script
    }
}

extension SiteSearchIndex {
    /// What a search result says of a table only Apple's Korean edition gives: the tab it stands
    /// under, then that it is only there.
    static func origin(of table: HIGModel.Table) -> String? {
        guard table.onlyInKorean == true else { return nil }
        return ([table.caption].compactMap { $0 } + [ToolWords.onlyInAppleKorean.text(.en)]).joined(separator: " · ")
    }
}
