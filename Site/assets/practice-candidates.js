/*
 * The practices a query ranks in full, chosen as HIGIndex's PracticeCandidates chooses them: the
 * best by bm25 under one set, and above the model's narrowing threshold the narrowest set that
 * fills them (QueryPlan.candidateMatches and fewerTerms): the query as a phrase in the lead, every
 * term in the lead, every term anywhere, then every term but the commonest, then any term.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { QueryPlan } = HIGSearch;
  const { occurrencesOf, bm25Scores } = HIGSearch.FTSIndex;

  /** The rows any of a term's alternatives finds. */
  function termRows(engine, term, columns) {
    const rows = new Set();
    for (const match of term.alternatives) {
      for (const row of occurrencesOf(engine.practiceIndex, match, columns).keys()) rows.add(row);
    }
    return rows;
  }

  /** The rows a set finds, each with its bm25 over the set's phrases. */
  function scoresOf(engine, set) {
    const index = engine.practiceIndex;
    if (set.kind === "phrase") {
      const occurrences = occurrencesOf(index, set.match, set.columns);
      return bm25Scores(index, [occurrences]);
    }
    const phrases = set.terms.flatMap((term) =>
      term.alternatives.map((match) => occurrencesOf(index, match, set.columns))
    );
    let rows = null;
    if (set.kind === "every") {
      for (const term of set.terms) {
        const found = termRows(engine, term, set.columns);
        rows = rows === null ? found : new Set(Array.from(rows).filter((row) => found.has(row)));
      }
    }
    return bm25Scores(index, phrases, rows);
  }

  /** The candidates, best first: [{ row, bm25 }], bm25 positive where FTS5 returns it negated. */
  function read(engine, plan) {
    const model = engine.model;
    const limit = model.candidates;
    let rows = [];
    function fills(set, adding) {
      const kept = adding ? rows : [];
      const keptRows = new Set(kept.map((candidate) => candidate.row));
      const scores = scoresOf(engine, set);
      const fresh = Array.from(scores)
        // Outdated guidance, and guidance no Apple source states, counts in the statistics but is
        // no result, as in `hig query` (which gives the second only when --source-kind asks).
        .filter((entry) => !keptRows.has(entry[0]) && !engine.docs[entry[0]].o && !engine.docs[entry[0]].k)
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit - kept.length)
        .map((entry) => ({ row: entry[0], bm25: entry[1] }));
      rows = kept.concat(fresh);
      return rows.length >= limit;
    }
    if (engine.docs.length > model.narrowingThreshold) {
      const found = plan.terms.map((term) => termRows(engine, term).size > 0);
      const filled = QueryPlan.candidateMatches(engine, plan, found).some((set) => fills(set));
      if (!filled && found.filter(Boolean).length > 1) {
        const counts = plan.terms.map((term) => termRows(engine, term).size);
        QueryPlan.fewerTerms(plan, counts).some((set) => fills(set, true));
      }
    } else {
      fills(QueryPlan.any(plan.terms));
    }
    return rows;
  }

  HIGSearch.PracticeCandidates = { read, termRows };
})(typeof window !== "undefined" ? window : globalThis);
