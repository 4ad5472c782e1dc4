/*
 * Mirrors Sources/HIGSearch/Planning/LifecycleMatch.swift, read as HIGIndex's QueryTables reads
 * it: the lifecycle moments a query or a lead names by a callback or a cue.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});

  /** Transitions whose callback or cue a normalized text holds as whole words (QueryTables.transitions). */
  function transitions(engine, text) {
    const padded = " " + text + " ";
    const found = new Set();
    for (const cue of engine.lifecycleCues) {
      if (padded.includes(" " + cue.cue + " ")) found.add(cue.transition);
    }
    return found;
  }

  /** What the query says about the lifecycle (QueryTables.lifecycle). */
  function namedIn(engine, phrase) {
    const padded = " " + phrase + " ";
    const match = { transitions: new Set(), words: new Set(), namedCallback: false };
    for (const cue of engine.lifecycleCues) {
      if (!padded.includes(" " + cue.cue + " ")) continue;
      match.transitions.add(cue.transition);
      for (const word of cue.cue.split(" ")) match.words.add(word);
      if (cue.isCallback) match.namedCallback = true;
    }
    return match;
  }

  HIGSearch.LifecycleMatch = { namedIn, transitions };
})(typeof window !== "undefined" ? window : globalThis);
