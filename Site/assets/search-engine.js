/*
 * Mirrors HIGIndex's SearchEngine over the search data: a query planned, its candidates chosen,
 * measured and ranked, and the pages, sections, states and styles it names.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { FeatureExtractor, LifecycleMatch, PracticeCandidates, PracticeRanker, QueryPlanner, TableRows, TermWeight } =
    HIGSearch;
  const { occurrencesOf, bm25Scores } = HIGSearch.FTSIndex;

  /** Every candidate of a plan with its features, scored and ranked (SearchEngine.rankedPractices). */
  function rankedPractices(engine, queryPlan, limit) {
    const lifecycle = LifecycleMatch.namedIn(engine, queryPlan.phrase);
    const weights = TermWeight.weights(engine, queryPlan);
    const measured = PracticeCandidates.read(engine, queryPlan).map((candidate) =>
      Object.assign(
        { kind: "practice", row: candidate.row, doc: engine.docs[candidate.row] },
        FeatureExtractor.measure(engine, queryPlan, candidate, weights, lifecycle)
      )
    );
    const ranking = PracticeRanker.rank(engine, measured, limit);
    const matching = new Set();
    for (const weight of weights) for (const row of weight.expanded) matching.add(row);
    // Every candidate, best first, with its features: the agreement test holds each to the command line's.
    return { hits: ranking.shown, matchCount: matching.size, candidates: ranking.ordered };
  }

  function bestRows(scores, limit) {
    return Array.from(scores)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map((entry) => entry[0]);
  }

  /** Pages, sections, states, styles… that match every term, by bm25 over names and synonyms. */
  function rankEntities(engine, queryPlan, limit) {
    const index = engine.entityIndex;
    const occurrencesPerTerm = queryPlan.terms.map((term) =>
      term.alternatives.map((match) => occurrencesOf(index, match))
    );
    let rows = null;
    for (const occurrences of occurrencesPerTerm) {
      const termRowSet = new Set();
      for (const found of occurrences) for (const row of found.keys()) termRowSet.add(row);
      rows = rows === null ? termRowSet : new Set(Array.from(rows).filter((row) => termRowSet.has(row)));
    }
    if (!rows || rows.size === 0) return [];
    const scores = bm25Scores(index, occurrencesPerTerm.flat(), rows);
    return bestRows(scores, limit).map((row) => ({
      kind: typeof engine.entities[row].kind === "string" ? engine.entities[row].kind : "entity",
      row,
      entity: engine.entities[row],
      score: scores.get(row),
    }));
  }

  /** Ranked practices and entities for a plan: { practices, entities, matchCount }. */
  function rank(engine, queryPlan, options) {
    const settings = options || {};
    const limit = typeof settings.limit === "number" ? settings.limit : 10;
    const entityLimit = typeof settings.entityLimit === "number" ? settings.entityLimit : Math.min(limit, 5);
    if (!queryPlan || queryPlan.terms.length === 0 || engine.docs.length === 0) {
      return { practices: [], entities: [], matchCount: 0 };
    }
    const practices = rankedPractices(engine, queryPlan, limit);
    return {
      practices: practices.hits,
      entities: entityLimit > 0 ? rankEntities(engine, queryPlan, entityLimit) : [],
      matchCount: practices.matchCount,
    };
  }

  function shortened(text, length) {
    const trimmed = text.trim();
    return trimmed.length > length ? trimmed.slice(0, length - 1) + "…" : trimmed;
  }

  /** Plans and ranks a query; a query without words gets a message instead of hits. */
  function search(engine, query, options) {
    const queryPlan = QueryPlanner.plan(engine, query);
    const ranked = rank(engine, queryPlan, options);
    let message = null;
    if (queryPlan.terms.length === 0) {
      const text = String(query == null ? "" : query);
      message =
        text.trim() === ""
          ? "Type a word or two to search the guidelines."
          : "Nothing to search for in \u201c" + shortened(text, 60) + "\u201d: it has no words.";
    }
    return {
      query: queryPlan.query,
      plan: queryPlan,
      corrections: queryPlan.terms
        .filter((term) => term.corrections.length > 0)
        .map((term) => ({ original: term.original, corrections: term.corrections })),
      practices: ranked.practices,
      entities: ranked.entities,
      // The rows of Apple's tables that answer it, apart from the ranked results, as `hig query` gives them.
      tableRows: engine.tableSettings ? TableRows.search(engine, queryPlan, engine.tableSettings.shown) : [],
      matchCount: ranked.matchCount,
      message,
    };
  }

  HIGSearch.SearchEngine = { search, rank, rankedPractices, shortened };
})(typeof window !== "undefined" ? window : globalThis);
