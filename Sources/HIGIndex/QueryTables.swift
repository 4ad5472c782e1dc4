import GRDB
import HIGModel
import HIGSearch

/// What a query needs from the taxonomy, normalized once when the index is written and kept in
/// plain tables, so a query neither normalizes nor decodes the taxonomy at every start.
struct QueryTables: Sendable {
    let synonyms: SynonymTable
    /// Normalized callback names and cues, each with its qualified transition.
    let lifecycleCues: [(cue: String, transition: String, isCallback: Bool)]
    /// Each cue as searched for (" cue "), by its first word: a text is only searched for the
    /// cues whose first word it has.
    private let paddedCuesByFirstWord: [Substring: [(padded: String, transition: String)]]

    init(taxonomy: Taxonomy) {
        synonyms = SynonymTable(taxonomy: taxonomy)
        var cues: [(cue: String, transition: String, isCallback: Bool)] = []
        for machine in taxonomy.machines {
            for transition in machine.transitions {
                let key = Taxonomy.qualified(machine.id, transition.id)
                cues += transition.callbacks.map { (TextNormalizer.normalize($0), key, true) }
                cues += transition.cues.map { (TextNormalizer.normalize($0), key, false) }
            }
        }
        lifecycleCues = cues.filter { !$0.cue.isEmpty }
        var byFirstWord: [Substring: [(padded: String, transition: String)]] = [:]
        for entry in lifecycleCues {
            guard let first = entry.cue.split(separator: " ").first else { continue }
            byFirstWord[first, default: []].append((" " + entry.cue + " ", entry.transition))
        }
        paddedCuesByFirstWord = byFirstWord
    }

    func insert(into db: Database) throws {
        for (word, alternatives) in synonyms.expansions {
            try db.execute(
                sql: "INSERT INTO synonym (word, alternatives) VALUES (?, ?)",
                arguments: [word, alternatives.joined(separator: "\t")])
        }
        for entry in lifecycleCues {
            try db.execute(
                sql: "INSERT INTO lifecycle_cue (cue, transition, is_callback) VALUES (?, ?, ?)",
                arguments: [entry.cue, entry.transition, entry.isCallback])
        }
    }

    /// Transitions whose cue or callback a normalized text names.
    func transitions(namedIn text: String) -> Set<String> {
        let padded = " " + text + " "
        var found: Set<String> = []
        for word in Set(text.split(separator: " ")) {
            for cue in paddedCuesByFirstWord[word] ?? [] where ByteSearch.contains(cue.padded, in: padded) {
                found.insert(cue.transition)
            }
        }
        return found
    }

    /// The words a query word also searches for.
    static func synonyms(of word: String, db: Database) throws -> [String]? {
        let value = try String.fetchOne(
            try db.cachedStatement(sql: "SELECT alternatives FROM synonym WHERE word = ?"), arguments: [word])
        return value.map { $0.split(separator: "\t").map(String.init) }
    }
}
