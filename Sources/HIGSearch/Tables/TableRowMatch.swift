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
package enum TableRowMatch {
    /// `contextColumn`: the full-text column of the words around a row.
    package static func expression(_ plan: QueryPlan, contextColumn: String) -> String {
        let terms = plan.terms.map { term in
            let alternatives = term.alternatives.enumerated().map { position, alternative in
                guard position < term.exactCount, let words = words(ofPhrase: alternative), words.count > 1 else {
                    return alternative
                }
                let apart = words.map(QueryPlan.quoted).joined(separator: " AND ")
                return "(\(alternative) OR ({\(contextColumn)} : (\(apart))))"
            }
            return anyOf(alternatives)
        }
        return "(\(terms.joined(separator: " AND "))) AND ({\(contextColumn)} : (\(terms.joined(separator: " OR "))))"
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
