/*
 * Mirrors Sources/HIGSearch/Ranking/RankingCandidate.swift: a candidate practice's texts as the
 * index stores them (its leads, its tags, its page's title), which its features are measured on.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { LifecycleMatch } = HIGSearch;
  const { normalize } = HIGSearch.TextNormalizer;

  /** The Korean lead: the Korean text up to its first full stop (HIGModel's KoreanLead). */
  function koreanLead(korean) {
    const firstLine = korean.split("\n").find((line) => line !== "");
    const line = firstLine === undefined ? korean : firstLine;
    const stop = line.search(/[.!?。]/);
    return stop < 0 ? line : line.slice(0, stop + 1);
  }

  /**
   * A practice's texts as the index stores them, computed once when first ranked: the English
   * lead (none for Korean-only guidance, which ranks as Korean), the Korean lead and text.
   */
  function texts(engine, row) {
    let derived = engine.derived.get(row);
    if (!derived) {
      const doc = engine.docs[row];
      const koreanOnly = typeof doc.kt === "string";
      // `kp`: the community's Korean the index searches where the Korean shown is Apple's.
      const searched = typeof doc.kp === "string" ? doc.kp : doc.ko;
      const korean = koreanOnly ? doc.kt : typeof searched === "string" ? searched : "";
      const lead = koreanOnly ? "" : normalize(typeof doc.lead === "string" ? doc.lead : "", engine.korean);
      derived = {
        lead,
        koreanLead: normalize(koreanLead(korean), engine.korean),
        korean: normalize(korean, engine.korean),
        pageTitle: normalize(typeof doc.page === "string" ? doc.page : "", engine.korean),
        tags: Array.isArray(doc.t) ? doc.t : [],
        leadTransitions: LifecycleMatch.transitions(engine, lead),
      };
      engine.derived.set(row, derived);
    }
    return derived;
  }

  HIGSearch.RankingCandidate = { texts, koreanLead };
})(typeof window !== "undefined" ? window : globalThis);
