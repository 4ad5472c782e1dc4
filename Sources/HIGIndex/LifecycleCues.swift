import GRDB
import HIGModel
import HIGSearch

/// The index's lifecycle cues, read once per connection (`IndexConnection`): a search matched
/// them by scanning the `lifecycle_cue` table at every query, which cost a search answered by
/// a process that keeps its connection, as `hig-mcp` does, as much as its ranking's arithmetic.
struct LifecycleCues: Sendable {
    private struct Cue: Sendable {
        /// The cue as searched for, between spaces: it matches whole words only.
        var padded: String
        var transition: String
        var isCallback: Bool
    }

    private let cues: [Cue]

    /// Read through a cursor by column place: fetching the rows as a list and reading each
    /// column by name cost several times as much. A command that searches once pays a little
    /// more than matching in SQL did (see docs/benchmarks.md); every later search pays nothing.
    static func read(_ db: Database) throws -> LifecycleCues {
        let rows = try Row.fetchCursor(
            try db.cachedStatement(sql: "SELECT cue, transition, is_callback FROM lifecycle_cue"))
        var cues: [Cue] = []
        while let row = try rows.next() {
            let cue: String = row[0]
            cues.append(Cue(padded: " " + cue + " ", transition: row[1], isCallback: row[2]))
        }
        return LifecycleCues(cues: cues)
    }

    /// What a normalized query says about the lifecycle: the cues it holds as whole words.
    func named(in query: String) -> LifecycleMatch {
        let padded = " " + query + " "
        var match = LifecycleMatch()
        for cue in cues where ByteSearch.contains(cue.padded, in: padded) {
            match.transitions.insert(cue.transition)
            match.words.formUnion(cue.padded.split(separator: " ").map(String.init))
            if cue.isCallback { match.namedCallback = true }
        }
        return match
    }
}
