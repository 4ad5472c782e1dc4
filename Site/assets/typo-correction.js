/*
 * Mirrors Sources/HIGSearch/Planning/TypoCorrection.swift (with HIGModel's
 * NameSuggestion.distance): the index's English words a typo was meant to be.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { QueryLexicon } = HIGSearch;

  const ALPHABETIC = /^\p{Alphabetic}$/u;

  /** Optimal string alignment distance between two words, or limit + 1 once it exceeds limit. */
  function distance(left, right, limit) {
    const lhs = typeof left === "string" ? Array.from(left) : left;
    const rhs = typeof right === "string" ? Array.from(right) : right;
    if (Math.abs(lhs.length - rhs.length) > limit) return limit + 1;
    if (lhs.length === 0) return rhs.length;
    let previousPrevious = new Int32Array(rhs.length + 1);
    let previous = new Int32Array(rhs.length + 1);
    let current = new Int32Array(rhs.length + 1);
    for (let j = 0; j <= rhs.length; j++) previous[j] = j;
    for (let i = 1; i <= lhs.length; i++) {
      current[0] = i;
      let rowMinimum = current[0];
      for (let j = 1; j <= rhs.length; j++) {
        const cost = lhs[i - 1] === rhs[j - 1] ? 0 : 1;
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && lhs[i - 1] === rhs[j - 2] && lhs[i - 2] === rhs[j - 1]) {
          current[j] = Math.min(current[j], previousPrevious[j - 2] + 1);
        }
        rowMinimum = Math.min(rowMinimum, current[j]);
      }
      if (rowMinimum > limit) return limit + 1;
      [previousPrevious, previous, current] = [previous, current, previousPrevious];
    }
    return previous[rhs.length];
  }

  /** Up to three nearest index words, nearest and most frequent first (TypoCorrection.closest). */
  function closest(engine, word) {
    const letters = Array.from(word);
    // Short words are too often real words the pages just do not use ("voice", "under").
    if (letters.length < 5 || !letters.every((letter) => ALPHABETIC.test(letter))) return [];
    const limit = letters.length >= 8 ? 2 : 1;
    const vocabulary = QueryLexicon.correctionWords(engine);
    const found = [];
    for (let length = letters.length - limit; length <= letters.length + limit; length++) {
      for (const candidate of vocabulary.get(length) || []) {
        const measured = distance(letters, candidate.letters, limit);
        if (measured <= limit) found.push({ word: candidate.word, distance: measured, frequency: candidate.frequency });
      }
    }
    found.sort(
      (a, b) =>
        a.distance - b.distance ||
        b.frequency - a.frequency ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)
    );
    return found.slice(0, 3).map((entry) => entry.word);
  }

  HIGSearch.TypoCorrection = { closest, distance };
})(typeof window !== "undefined" ? window : globalThis);
