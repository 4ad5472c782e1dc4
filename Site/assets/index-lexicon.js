/*
 * Mirrors Sources/HIGSearch/Planning/QueryLexicon.swift as HIGIndex's IndexLexicon answers it:
 * what planning a query needs to know of the words the search data holds (the glossary's
 * synonym groups, which words find anything, the words typos are corrected to).
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { FTSIndex } = HIGSearch;
  const { isHangulWord } = HIGSearch.TextNormalizer;

  /** The index's vocabulary table: the words of the practices but their Korean, with their counts. */
  function correctionWords(engine) {
    if (engine.correctionVocabulary) return engine.correctionVocabulary;
    const byLength = new Map();
    for (const [word, frequency] of engine.words) {
      if (isHangulWord(word) || engine.stopWords.has(word)) continue;
      const letters = Array.from(word);
      if (!byLength.has(letters.length)) byLength.set(letters.length, []);
      byLength.get(letters.length).push({ word, letters, frequency });
    }
    engine.correctionVocabulary = byLength;
    return byLength;
  }

  /** The words a normalized word or phrase also searches for; null without a glossary group. */
  function synonyms(engine, word) {
    return engine.synonyms.has(word) ? engine.synonyms.get(word) : null;
  }

  /** Whether a normalized word finds any practice as it is (QueryLexicon.finds). */
  function finds(engine, word) {
    return FTSIndex.occurrencesOf(engine.practiceIndex, FTSIndex.matchFor(engine, word)).size > 0;
  }

  HIGSearch.QueryLexicon = { synonyms, finds, correctionWords };
})(typeof window !== "undefined" ? window : globalThis);
