/*
 * Mirrors Sources/HIGSearch/Ranking/TermWeight.swift: which practices each term finds as written
 * and with its alternatives, and how rare it is (its idf, never below the model's minimum).
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { PracticeCandidates } = HIGSearch;
  const { occurrencesOf } = HIGSearch.FTSIndex;

  /** Which candidates each term finds as written and with its alternatives, and how rare it is. */
  function weights(engine, queryPlan) {
    const total = engine.docs.length;
    return queryPlan.terms.map((term) => {
      const expanded = PracticeCandidates.termRows(engine, term);
      let original = expanded;
      if (term.alternatives.length > term.exactCount) {
        original = new Set();
        for (const alternative of term.alternatives.slice(0, term.exactCount)) {
          for (const row of occurrencesOf(engine.practiceIndex, alternative).keys()) original.add(row);
        }
      }
      const idf = Math.log((total + 1) / (expanded.size + 0.5));
      return { term, original, expanded, idf: Math.max(idf, engine.model.coverage.minimumIDF) };
    });
  }

  HIGSearch.TermWeight = { weights };
})(typeof window !== "undefined" ? window : globalThis);
