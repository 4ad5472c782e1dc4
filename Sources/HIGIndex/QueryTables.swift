import GRDB
import HIGModel

/// What a query needs from the taxonomy, normalized once when the index is written and kept in
/// plain tables, so a query neither normalizes nor decodes the taxonomy at every start.
struct QueryTables {
    let synonyms: SynonymTable
    /// Normalized callback names and cues, each with its qualified transition.
    let lifecycleCues: [(cue: String, transition: String)]

    init(taxonomy: Taxonomy) {
        synonyms = SynonymTable(taxonomy: taxonomy)
        lifecycleCues = taxonomy.machines.flatMap { machine in
            machine.transitions.flatMap { transition in
                (transition.callbacks + transition.cues).map {
                    (TextNormalizer.normalize($0), Taxonomy.qualified(machine.id, transition.id))
                }
            }
        }.filter { !$0.cue.isEmpty }
    }

    func insert(into db: Database) throws {
        for (word, alternatives) in synonyms.expansions {
            try db.execute(
                sql: "INSERT INTO synonym (word, alternatives) VALUES (?, ?)",
                arguments: [word, alternatives.joined(separator: "\t")])
        }
        for entry in lifecycleCues {
            try db.execute(
                sql: "INSERT INTO lifecycle_cue (cue, transition) VALUES (?, ?)", arguments: [entry.cue, entry.transition])
        }
    }

    /// The words a query word also searches for.
    static func synonyms(of word: String, db: Database) throws -> [String]? {
        let value = try String.fetchOne(db, sql: "SELECT alternatives FROM synonym WHERE word = ?", arguments: [word])
        return value.map { $0.split(separator: "\t").map(String.init) }
    }

    /// Transitions whose callback or cue the normalized query contains as whole words, and the
    /// words of those cues.
    static func transitions(namedIn query: String, db: Database) throws -> (transitions: Set<String>, words: Set<String>) {
        let rows = try Row.fetchAll(
            db, sql: "SELECT cue, transition FROM lifecycle_cue WHERE instr(?, ' ' || cue || ' ') > 0",
            arguments: [" " + query + " "])
        var transitions: Set<String> = []
        var words: Set<String> = []
        for row in rows {
            transitions.insert(row[1])
            let cue: String = row[0]
            for word in cue.split(separator: " ") { words.insert(String(word)) }
        }
        return (transitions, words)
    }
}
