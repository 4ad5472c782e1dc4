/// The FTS5 expression that finds the rows of Apple's tables answering a plan: every term in the
/// row or around it, and at least one around it. A table is an answer when it is about the
/// question (its page, section, caption or headers say so), not when a cell happens to hold the
/// word ("Notification Center" in a table of trackpad gestures).
///
/// A term of several words matches as a phrase first. When no row matches so, the words the
/// question says it with may also match apart among the words around a row: those are its
/// headers and titles side by side ("Text style", "Size (points)"), so a table of text styles and
/// their sizes says "text size" without the phrase. Only the question's own words, since a
/// synonym of several words is a name ("action" and "bar" apart are no "action bar", the
/// toolbar); only around the row, since a row's own cells run into each other ("Services" under
/// "App menu", "the current context", is no "context menu"); and only second, since a phrase says
/// more where one stands ("font sizes" in the lead of the table of minimum sizes).
package enum TableRowMatch {
    package enum Reading: Sendable {
        case phrases, wordsApart
    }

    /// The readings to try, in order: words apart only when some term has a phrase to read apart.
    package static func readings(_ plan: QueryPlan) -> [Reading] {
        let hasPhrase = plan.terms.contains { term in
            term.alternatives.prefix(term.exactCount).contains { (words(ofPhrase: $0)?.count ?? 0) > 1 }
        }
        return hasPhrase ? [.phrases, .wordsApart] : [.phrases]
    }

    /// `contextColumn`: the full-text column of the words around a row.
    package static func expression(_ plan: QueryPlan, contextColumn: String, reading: Reading) -> String {
        let terms = plan.terms.map { term in
            let alternatives = term.alternatives.enumerated().map { position, alternative in
                guard reading == .wordsApart, position < term.exactCount,
                    let words = words(ofPhrase: alternative), words.count > 1
                else { return alternative }
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
