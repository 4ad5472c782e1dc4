/*
 * Mirrors Sources/HIGSearch/Planning/GlossaryPhrase.swift: the glossary's phrases of two or three
 * words found in a query's words, also when a word stands between them.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { QueryLexicon } = HIGSearch;

  /** Words of the longest glossary phrase a query may hold ("three dots menu"). */
  const maximumWords = 3;

  /**
   * The longest glossary phrase of two to `upTo` words starting at `index`, with its group, among
   * the runs of words `accepts` allows; null when none.
   */
  function longest(engine, words, index, accepts, upTo = maximumWords) {
    for (let length = Math.min(upTo, words.length - index); length >= 2; length -= 1) {
      const run = words.slice(index, index + length);
      if (accepts && !accepts(run)) continue;
      const phrase = run.join(" ");
      const group = QueryLexicon.synonyms(engine, phrase);
      if (group) return { phrase, length, group };
    }
    return null;
  }

  /** How far apart two words may be and still be read as one glossary phrase. */
  const neighbourhood = 4;

  /** Whether the word at `index` starts a phrase or ends one with the word before it. */
  function isInPhrase(engine, words, index) {
    return (
      longest(engine, words, index, null, 2) !== null ||
      QueryLexicon.synonyms(engine, words[index - 1] + " " + words[index]) !== null
    );
  }

  /**
   * A word read by a neighbour that is not next to it: "carousel … dots" is the glossary's
   * "carousel dots".
   */
  function joiningNeighbours(engine, words) {
    const result = words.slice();
    for (let index = 0; index + 2 < result.length; index += 1) {
      if (longest(engine, result, index, null, 2) !== null) continue;
      const last = Math.min(index + neighbourhood, result.length - 1);
      for (let other = index + 2; other <= last; other += 1) {
        const phrase = result[index] + " " + result[other];
        if (!QueryLexicon.synonyms(engine, phrase) || isInPhrase(engine, result, other)) continue;
        // Only a word the glossary has no group for is read by a neighbour ("popup … buttons" are two).
        if (QueryLexicon.synonyms(engine, result[index]) && QueryLexicon.synonyms(engine, result[other])) continue;
        result[index] = phrase;
        result.splice(other, 1);
        break;
      }
    }
    return result;
  }

  HIGSearch.GlossaryPhrase = { maximumWords, longest, joiningNeighbours };
})(typeof window !== "undefined" ? window : globalThis);
