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
    /// `contextColumn`: the full-text column of the words around a row. `widened`: a synonym
    /// phrase sharing a word with the phrase typed is read apart as well; the search asks so only
    /// when the expression without finds no row, and `widens` says it differs.
    package static func expression(_ plan: QueryPlan, contextColumn: String, widened: Bool = false) -> String {
        let terms = plan.terms.map { term in
            let kept = widened ? keptSynonyms(term) : []
            let alternatives = term.alternatives.enumerated().map { position, alternative in
                guard position < term.exactCount || kept.contains(position), let words = words(ofPhrase: alternative),
                    words.count > 1
                else {
                    return alternative
                }
                let apart = words.map(QueryPlan.quoted).joined(separator: " AND ")
                return "(\(alternative) OR ({\(contextColumn)} : (\(apart))))"
            }
            return anyOf(alternatives)
        }
        return "(\(terms.joined(separator: " AND "))) AND ({\(contextColumn)} : (\(terms.joined(separator: " OR "))))"
    }

    /// Whether the widened expression differs: some synonym phrase keeps a word typed.
    package static func widens(_ plan: QueryPlan) -> Bool {
        plan.terms.contains { !keptSynonyms($0).isEmpty }
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
