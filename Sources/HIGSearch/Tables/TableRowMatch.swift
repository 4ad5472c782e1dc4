/// The FTS5 expression that finds the rows of Apple's tables answering a plan: every term in the
/// row or around it, and at least one around it. A table is an answer when it is about the
/// question (its page, section, caption or headers say so), not when a cell happens to hold the
/// word ("Notification Center" in a table of trackpad gestures).
///
/// A phrase the question itself says ("text size") matches as a phrase anywhere, or as its words
/// apart among the words around a row: those are its headers and titles side by side ("Text
/// style", "Size (points)"), so a table of text styles and their sizes says "text size" without
/// the phrase. Only the question's own words (and a Korean word's English), since a synonym of
/// several words is a name ("action" and "bar" apart are no "action bar", the toolbar); and only
/// around the row, since a row's own cells run into each other ("Services" under "App menu",
/// "the current context", is no "context menu").
///
/// When that finds no row, a synonym phrase that keeps a word of the phrase typed is read apart
/// too ("text size" for "font size": the tables of text styles never say "font"). Only then,
/// since its words apart also reach tables the typed words already answer better ("minimum font
/// size" would find the contrast table's "Text size" before the table of minimum font sizes).
package enum TableRowMatch {
    /// The expression as typed. `contextColumn`: the full-text column of the words around a row.
    package static func expression(_ plan: QueryPlan, contextColumn: String) -> String {
        combined(plan.terms.map { alternatives(of: $0, keptSynonyms: [], contextColumn: contextColumn) }, contextColumn)
    }

    /// The expression the search asks when the one as typed finds no row: a synonym phrase sharing
    /// a word with the phrase typed is read apart as well. Nil when no synonym keeps a typed word,
    /// since it would be the same expression.
    package static func widenedExpression(_ plan: QueryPlan, contextColumn: String) -> String? {
        // Asked term by term without keeping the positions: an array of sets, a type no other
        // search makes, cost every query whose tables answer nothing 0.4 M instructions of the
        // runtime's first look-ups. The positions are found again only for a query that widens.
        guard plan.terms.contains(where: { !keptSynonyms($0).isEmpty }) else { return nil }
        let terms = plan.terms.map {
            alternatives(of: $0, keptSynonyms: keptSynonyms($0), contextColumn: contextColumn)
        }
        return combined(terms, contextColumn)
    }

    /// Every term in the row or around it, and at least one around it.
    private static func combined(_ terms: [String], _ contextColumn: String) -> String {
        "(\(terms.joined(separator: " AND "))) AND ({\(contextColumn)} : (\(terms.joined(separator: " OR "))))"
    }

    /// A term's alternatives, those typed (and the synonyms at `keptSynonyms`) of several words
    /// also read apart around the row.
    private static func alternatives(of term: QueryPlan.Term, keptSynonyms: Set<Int>, contextColumn: String) -> String {
        let alternatives = term.alternatives.enumerated().map { position, alternative in
            guard position < term.exactCount || keptSynonyms.contains(position),
                let words = words(ofPhrase: alternative), words.count > 1
            else {
                return alternative
            }
            let apart = words.map(QueryPlan.quoted).joined(separator: " AND ")
            return "(\(alternative) OR ({\(contextColumn)} : (\(apart))))"
        }
        return anyOf(alternatives)
    }

    /// The positions of a term's synonyms of several words that keep a word of what was typed.
    /// Only alternatives with a space are parsed: most synonyms are single words.
    private static func keptSynonyms(_ term: QueryPlan.Term) -> Set<Int> {
        let synonyms = term.alternatives.indices.dropFirst(term.exactCount).filter { position in
            term.alternatives[position].utf8.contains(UInt8(ascii: " "))
        }
        guard !synonyms.isEmpty else { return [] }
        let typedWords = Set(term.alternatives.prefix(term.exactCount).flatMap { words(ofPhrase: $0) ?? [] })
        return Set(
            synonyms.filter { position in
                words(ofPhrase: term.alternatives[position])?.contains(where: typedWords.contains) == true
            })
    }

    /// Rows whose own cells say a term as typed (or as its Korean's English), not only through a
    /// synonym: in a table they come first, so "body text size" shows the Body row before the
    /// Headline rows that the synonyms of "body" reach. `cellsColumn`: the column of the cells.
    package static func typedInCells(_ plan: QueryPlan, cellsColumn: String) -> String {
        let typed = plan.terms.map { anyOf(Array($0.alternatives.prefix($0.exactCount))) }
        return "{\(cellsColumn)} : (\(typed.joined(separator: " OR ")))"
    }

    /// The rows in answer order: `ordered` (the best table first, and in a table the rows that
    /// say a query word as typed first), with the row the question names taken from each section.
    /// When the first row says a query word as typed in its own cells, the first row of each other
    /// section (`section`: its page and section) that is named the same (its first cell), says a
    /// query word too and stands in a table the page opens on (`opensOn`: not another tab) comes
    /// right after it, sections in their order; then the others as they were. Apple gives the
    /// text styles in a section per platform, so "body text size" answers with the Body row of
    /// three platforms instead of the Headline and Caption rows of one; the same section's
    /// other tabs (the Body row at larger Dynamic Type sizes) stay where they were. A first row
    /// found only through the words around it names no row, and nothing moves.
    package static func sameRowInOtherSections<Row>(
        _ ordered: [Row], section: (Row) -> String, typed: (Row) -> Bool, opensOn: (Row) -> Bool,
        name: (Row) -> String?
    ) -> [Row] {
        guard let first = ordered.first, typed(first), let firstName = name(first) else { return ordered }
        var sectionsTaken: Set<String> = [section(first)]
        var taken: [Int] = [0]
        for position in ordered.indices.dropFirst() {
            let row = ordered[position]
            guard typed(row), opensOn(row), !sectionsTaken.contains(section(row)), name(row) == firstName else {
                continue
            }
            sectionsTaken.insert(section(row))
            taken.append(position)
        }
        let takenSet = Set(taken)
        return taken.map { ordered[$0] } + ordered.indices.filter { !takenSet.contains($0) }.map { ordered[$0] }
    }

    private static func anyOf(_ alternatives: [String]) -> String {
        alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")"
    }

    /// The words of a quoted FTS5 string as `QueryPlan.quoted` writes it (a quote inside doubled);
    /// nil for a prefix (`"오디오"*`), which is one word.
    package static func words(ofPhrase expression: String) -> [String]? {
        guard expression.count >= 2, expression.hasPrefix("\""), expression.hasSuffix("\"") else { return nil }
        let inner = expression.dropFirst().dropLast().replacing("\"\"", with: "\"")
        return inner.split(separator: " ").map(String.init)
    }
}
