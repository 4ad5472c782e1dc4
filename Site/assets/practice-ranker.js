/*
 * Mirrors Sources/HIGSearch/Ranking/PracticeRanker.swift: candidates scored with the ranking
 * model, ordered, and the same guideline on several pages shown once.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { RankingModel, RankingCandidate } = HIGSearch;

  function compareIds(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /**
   * The candidates, scored, best first (`ordered`), and the best `limit` of them to show, the same
   * guideline on several pages taking one place and naming each other page once (`alsoOn`).
   */
  function rank(engine, candidates, limit) {
    const ordered = candidates.map((candidate) =>
      Object.assign(candidate, { score: RankingModel.score(engine.model, candidate), alsoOn: [] })
    );
    ordered.sort((a, b) => b.score - a.score || compareIds(String(a.doc.id), String(b.doc.id)));
    const shown = [];
    for (const hit of ordered) {
      const lead = RankingCandidate.texts(engine, hit.row).lead;
      const first = shown.find((other) => RankingCandidate.texts(engine, other.row).lead === lead);
      if (first) {
        if (hit.doc.page !== first.doc.page && !first.alsoOn.includes(hit.doc.page)) first.alsoOn.push(hit.doc.page);
      } else if (shown.length < limit) {
        shown.push(hit);
      }
    }
    return { ordered, shown };
  }

  HIGSearch.PracticeRanker = { rank };
})(typeof window !== "undefined" ? window : globalThis);
