/*
 * Mirrors Sources/HIGSearch/Tables/TableRowText.swift, TableRowMatch.swift and the search of
 * HIGIndex's TableRowIndex: the rows of Apple's tables that answer a question about a number,
 * found by their own cells and the words around them (page, section, caption, headers, the
 * practice's lead), with the same FTS5 expression and bm25 weights, grouped and ordered as the
 * command line orders them.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { occurrencesOf, bm25Scores } = HIGSearch.FTSIndex;

  /** The fields of a row's own cells and of the words around it: a table answers when it is about the question. */
  const CELLS = 0;
  const CONTEXT = 1;

  /** The index over the rows with other field weights: the same postings, its own cache. */
  function reweighted(index, weights) {
    return Object.assign({}, index, { weights, occurrenceCache: new Map() });
  }

  /** The rows of `first` that every one of `others` holds too. */
  function rowsOfAll(first, others) {
    return new Set(Array.from(first.keys()).filter((row) => others.every((other) => other.has(row))));
  }

  /**
   * The positions of a term's synonyms of several words that keep a word of what was typed
   * (TableRowMatch's `keptSynonyms`): "text size" for "font size". A Korean word searched as a
   * prefix gives no word, as TableRowMatch reads none out of `"크기"*`.
   */
  function keptSynonyms(term) {
    const synonyms = term.alternatives
      .map((match, position) => ({ match, position }))
      .slice(term.exactCount)
      .filter(({ match }) => match.tokens.length > 1);
    if (synonyms.length === 0) return new Set();
    const typed = new Set(
      term.alternatives
        .slice(0, term.exactCount)
        .filter((match) => !match.prefix)
        .flatMap((match) => match.form.split(" "))
    );
    return new Set(
      synonyms.filter(({ match }) => match.form.split(" ").some((word) => typed.has(word))).map(({ position }) => position)
    );
  }

  /**
   * Each alternative of `term` (its first `count`, or all) in `columns`, as TableRowMatch writes
   * it: its phrases (occurrences, and the rows each counts in, or null for all it is in) and the
   * rows it matches. A phrase of several words that says the term as typed (or a synonym at one
   * of the positions `kept`) is `("text size" OR ({context} : ("text" AND "size")))`, unless
   * `wholeOnly`: its words count only in the rows holding all of them around the row, as bm25()
   * counts them, since in any other row the AND has moved on to one that does.
   */
  function alternativeWords(index, term, columns, { count, wholeOnly = false, kept = null } = {}) {
    return term.alternatives.slice(0, count).map((match, position) => {
      const whole = occurrencesOf(index, match, columns);
      const phrases = [{ occurrences: whole, countedIn: null }];
      const rows = new Set(whole.keys());
      const apartToo = position < term.exactCount || (kept !== null && kept.has(position));
      if (!wholeOnly && apartToo && match.tokens.length > 1) {
        const words = match.tokens.map((token) =>
          occurrencesOf(index, { form: token, tokens: [token], prefix: false }, [CONTEXT])
        );
        const apart = rowsOfAll(words[0], words.slice(1));
        for (const occurrences of words) phrases.push({ occurrences, countedIn: apart });
        for (const row of apart) rows.add(row);
      }
      return { phrases, rows };
    });
  }

  /**
   * The FTS5 phrases of TableRowMatch's `(every term) AND ({context} : (any term))` as `index`
   * finds them: each term's alternatives in any field, then every alternative around the row.
   * `keptPerTerm`, when widened, holds each term's kept synonyms.
   */
  function phrasesIn(index, plan, keptPerTerm) {
    const kept = (position) => (keptPerTerm ? keptPerTerm[position] : null);
    return {
      perTerm: plan.terms.map((term, position) => alternativeWords(index, term, undefined, { kept: kept(position) })),
      around: plan.terms.flatMap((term, position) => alternativeWords(index, term, [CONTEXT], { kept: kept(position) })),
    };
  }

  /** The rows of `phrases` scored by bm25(), its phrases summed in the expression's order. */
  function scores(index, phrases, rows) {
    const all = phrases.perTerm
      .flat()
      .concat(phrases.around)
      .flatMap((alternative) => alternative.phrases);
    return bm25Scores(
      index,
      all.map((phrase) => phrase.occurrences),
      rows,
      all.map((phrase) => phrase.countedIn)
    );
  }

  /** The rows of any alternative. */
  function rowsOfAny(alternatives) {
    const rows = new Set();
    for (const alternative of alternatives) for (const row of alternative.rows) rows.add(row);
    return rows;
  }

  /** The rows the expression matches: every term in the row or around it, one term around it. */
  function matchingRows(phrases) {
    return phrases.perTerm
      .map(rowsOfAny)
      .reduce((rows, termRows) => new Set(Array.from(rows).filter((row) => termRows.has(row))), rowsOfAny(phrases.around));
  }

  /** The rows whose own cells say a term as typed (TableRowMatch.typedInCells). */
  function typedInCells(index, plan) {
    return rowsOfAny(
      plan.terms.flatMap((term) =>
        alternativeWords(index, term, [CELLS], { count: term.exactCount, wholeOnly: true })
      )
    );
  }

  /**
   * The rows answering the plan, at most `limit`: the best matching table first (by its best
   * row's bm25, cells ×2, context ×1), and in a table the rows whose own cells say a query word as
   * typed, then those whose cells hold query words (bm25 over the cells alone), then the others in
   * the table's order; the row the question names taken from each section (sameRowInOtherSections).
   */
  function search(engine, plan, limit) {
    const index = engine.tableIndex;
    if (!index || !plan || plan.terms.length === 0 || engine.tableRows.length === 0) return [];
    // As TableRowIndex asks: the widened expression only when the one as typed finds nothing,
    // and only when some synonym keeps a typed word (TableRowMatch.widenedExpression).
    let keptPerTerm = null;
    let phrases = phrasesIn(index, plan, keptPerTerm);
    let rows = matchingRows(phrases);
    if (rows.size === 0) {
      const kept = plan.terms.map(keptSynonyms);
      if (kept.some((positions) => positions.size > 0)) {
        keptPerTerm = kept;
        phrases = phrasesIn(index, plan, keptPerTerm);
        rows = matchingRows(phrases);
      }
    }
    if (rows.size === 0) return [];
    // As TableRowIndex ranks: a tab Apple's page does not open on counts for less.
    const rowScores = scores(index, phrases, rows);
    for (const row of rows) {
      if (engine.tableRows[row].otherTab) rowScores.set(row, rowScores.get(row) * engine.tableSettings.otherTabWeight);
    }
    const cellIndex = engine.tableCellIndex;
    const cellScores = scores(cellIndex, phrasesIn(cellIndex, plan, keptPerTerm), rows);
    const candidates = Array.from(rows)
      .sort((a, b) => rowScores.get(b) - rowScores.get(a) || a - b)
      .slice(0, engine.tableSettings.candidates);
    const tables = new Map();
    for (const row of candidates) {
      const record = engine.tableRows[row];
      const key = record.p + "#" + record.n;
      const table = tables.get(key) || { key, best: -Infinity, rows: [] };
      table.rows.push(row);
      table.best = Math.max(table.best, rowScores.get(row));
      tables.set(key, table);
    }
    const cellScore = (row) => cellScores.get(row) || 0;
    const typed = typedInCells(index, plan);
    const typedFirst = (a, b) => (typed.has(b) ? 1 : 0) - (typed.has(a) ? 1 : 0);
    const byTable = Array.from(tables.values())
      .sort((a, b) => b.best - a.best || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .flatMap((table) =>
        table.rows.sort(
          (a, b) =>
            typedFirst(a, b) || cellScore(b) - cellScore(a) || engine.tableRows[a].r - engine.tableRows[b].r
        )
      );
    const record = (row) => engine.tableRows[row];
    return sameRowInOtherSections(byTable, {
      section: (row) => record(row).p + "\n" + (record(row).section || ""),
      typed: (row) => typed.has(row),
      opensOn: (row) => !record(row).otherTab,
      name: (row) => record(row).cells[0],
    })
      .slice(0, limit)
      .map((row) => ({ row, record: engine.tableRows[row], score: rowScores.get(row) }));
  }

  /**
   * When the first row says a query word as typed, the first row of each other section named the
   * same (its first cell) that says a query word too and stands in a table the page opens on,
   * right after it; then the others as they were (TableRowMatch.sameRowInOtherSections): "body
   * text size" gives the Body row of three platforms' sections.
   */
  function sameRowInOtherSections(ordered, { section, typed, opensOn, name }) {
    if (ordered.length === 0 || !typed(ordered[0]) || name(ordered[0]) === undefined) return ordered;
    const firstName = name(ordered[0]);
    const sectionsTaken = new Set([section(ordered[0])]);
    const taken = [ordered[0]];
    for (const row of ordered.slice(1)) {
      if (!typed(row) || !opensOn(row) || sectionsTaken.has(section(row)) || name(row) !== firstName) continue;
      sectionsTaken.add(section(row));
      taken.push(row);
    }
    const takenSet = new Set(taken);
    return taken.concat(ordered.filter((row) => !takenSet.has(row)));
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

  /**
   * Whether Apple's Korean row has the English cells but for spacing ("44x44pt" under "44x44
   * pt"), as TableRowHit.koreanRepeatsCells tells: the numbers the Korean edition leaves in
   * English, which the answer gives once.
   */
  function koreanRepeatsCells(cells, cellsKo) {
    const squeezed = (row) => row.map((cell) => String(cell).replace(/\s/gu, ""));
    return (
      Array.isArray(cellsKo) &&
      cellsKo.length === cells.length &&
      squeezed(cellsKo).every((cell, position) => cell === squeezed(cells)[position])
    );
  }

  HIGSearch.TableRows = { search, indexes, detail, koreanRepeatsCells };
})(typeof window !== "undefined" ? window : globalThis);
