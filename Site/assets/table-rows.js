/*
 * Mirrors Sources/HIGSearch/Tables/TableRowText.swift and the search of HIGIndex's
 * TableRowIndex: the rows of Apple's tables that answer a question about a number, found by
 * their own cells and the words around them (page, section, caption, headers, the practice's
 * lead), with the same FTS5 expression and bm25 weights, grouped and ordered as the command line
 * orders them.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { occurrencesOf, bm25Scores } = HIGSearch.FTSIndex;

  /** The field of the words around a row: a table answers when it is about the question. */
  const CONTEXT = 1;

  /** The index over the rows with other field weights: the same postings, its own cache. */
  function reweighted(index, weights) {
    return Object.assign({}, index, { weights, occurrenceCache: new Map() });
  }

  /**
   * The FTS5 phrases of `(every term) AND ({context} : (any term))` as `index` finds them: each
   * term's alternatives in any field, then every alternative around the row.
   */
  function phrasesIn(index, plan) {
    return {
      perTerm: plan.terms.map((term) => term.alternatives.map((match) => occurrencesOf(index, match))),
      around: plan.terms.flatMap((term) => term.alternatives.map((match) => occurrencesOf(index, match, [CONTEXT]))),
    };
  }

  /** The phrases in the expression's order, as bm25() sums them. */
  function inOrder(phrases) {
    return phrases.perTerm.flat().concat(phrases.around);
  }

  /** The rows the expression matches: every term in the row or around it, one term around it. */
  function matchingRows(phrases) {
    const rowsOf = (list) => new Set(list.flatMap((occurrences) => Array.from(occurrences.keys())));
    const around = rowsOf(phrases.around);
    return phrases.perTerm
      .map(rowsOf)
      .reduce((rows, termRows) => new Set(Array.from(rows).filter((row) => termRows.has(row))), around);
  }

  /**
   * The rows answering the plan, at most `limit`: the best matching table first (by its best
   * row's bm25, cells ×2, context ×1), and in a table the rows whose own cells hold query words
   * first (bm25 over the cells alone), then the others in the table's order.
   */
  function search(engine, plan, limit) {
    const index = engine.tableIndex;
    if (!index || !plan || plan.terms.length === 0 || engine.tableRows.length === 0) return [];
    const phrases = phrasesIn(index, plan);
    const rows = matchingRows(phrases);
    if (rows.size === 0) return [];
    const scores = bm25Scores(index, inOrder(phrases), rows);
    const cellIndex = engine.tableCellIndex;
    const cellScores = bm25Scores(cellIndex, inOrder(phrasesIn(cellIndex, plan)), rows);
    const candidates = Array.from(rows)
      .sort((a, b) => scores.get(b) - scores.get(a) || a - b)
      .slice(0, engine.tableSettings.candidates);
    const tables = new Map();
    for (const row of candidates) {
      const record = engine.tableRows[row];
      const key = record.p + "#" + record.n;
      const table = tables.get(key) || { key, best: -Infinity, rows: [] };
      table.rows.push(row);
      table.best = Math.max(table.best, scores.get(row));
      tables.set(key, table);
    }
    const cellScore = (row) => cellScores.get(row) || 0;
    return Array.from(tables.values())
      .sort((a, b) => b.best - a.best || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .flatMap((table) =>
        table.rows.sort(
          (a, b) => cellScore(b) - cellScore(a) || engine.tableRows[a].r - engine.tableRows[b].r
        )
      )
      .slice(0, limit)
      .map((row) => ({ row, record: engine.tableRows[row], score: scores.get(row) }));
  }

  /** The index over the rows (cells ×2, context ×1) and its twin over the cells alone. */
  function indexes(rows, settings, bm25) {
    const index = HIGSearch.FTSIndex.build(rows, settings.weights, bm25);
    return { tableIndex: index, tableCellIndex: reweighted(index, settings.cellWeights) };
  }

  /** "Platform: iOS, iPadOS · Default size: 17 pt", as `hig query` details a row. */
  function detail(header, cells) {
    return cells
      .map((cell, position) => (header[position] ? header[position] + ": " + cell : cell))
      .filter((text) => text.trim() !== "")
      .join(" \u00b7 ");
  }

  HIGSearch.TableRows = { search, indexes, detail };
})(typeof window !== "undefined" ? window : globalThis);
