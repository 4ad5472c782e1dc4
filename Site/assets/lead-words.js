/*
 * Mirrors Sources/HIGSearch/Text/LeadWords.swift: the words of a normalized lead, asked which
 * start with a query's words.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});

  function wordStarts(text) {
    const starts = [];
    let start = 0;
    for (let position = 0; position <= text.length; position++) {
      if (position === text.length || text[position] === " ") {
        if (position > start) starts.push(start);
        start = position + 1;
      }
    }
    return starts;
  }

  /** Whether some word of the lead starts with the form (all of it, for a several-word form). */
  function hasWordStartingWith(lead, form) {
    if (form === "") return false;
    return wordStarts(lead).some((start) => lead.startsWith(form, start));
  }

  /** The share of the lead's words, stop words left out, that start with a query word. */
  function shareStartingWithAnyOf(lead, queryWords, stopWords) {
    let counted = 0;
    let matched = 0;
    for (const word of lead.split(" ")) {
      if (word === "" || stopWords.has(word)) continue;
      counted++;
      if (queryWords.some((prefix) => word.startsWith(prefix))) matched++;
    }
    return counted === 0 ? 0 : matched / counted;
  }

  HIGSearch.LeadWords = { hasWordStartingWith, shareStartingWithAnyOf };
})(typeof window !== "undefined" ? window : globalThis);
