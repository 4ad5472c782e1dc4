/*
 * Mirrors Sources/HIGSearch/Planning/QueryPlan.swift: a planned query (its terms, its phrase, its
 * content words) and the sets of practices it searches, as the FTS5 expressions of QueryPlan:
 * every term, any term, or the query as a phrase, each in every field or in the lead only.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { FTSIndex } = HIGSearch;
  const { isHangulWord } = HIGSearch.TextNormalizer;

  /** The FTS5 expression text of a form, which is what the planner deduplicates alternatives by. */
  function matchExpression(form) {
    return !form.includes(" ") && isHangulWord(form) ? form + "*" : form;
  }

  /** The plan of a query's terms; `words`, the query's normalized words. */
  function make(text, terms, words) {
    const phrase = words.join(" ");
    return {
      query: text,
      terms,
      phrase,
      isPhrase: phrase.includes(" "),
      contentWords: terms.flatMap((term) =>
        [term.original].concat(term.translations, term.corrections).flatMap((form) => form.split(" "))
      ),
    };
  }

  /** The field numbers of `{lead ko}`. */
  function leadColumns(engine) {
    return ["lead", "ko"].map((name) => engine.fields.indexOf(name)).filter((column) => column >= 0);
  }

  // Sets, as the FTS5 expressions of QueryPlan: every term, any term, or the query as a phrase,
  // each in every field or in the lead columns only.
  const every = (terms, columns) => ({ kind: "every", terms, columns: columns || null });
  const any = (terms) => ({ kind: "any", terms, columns: null });

  function isPhraseQuery(plan) {
    return plan.terms.length > 1 && plan.isPhrase;
  }

  /** Narrowest first; `found`, whether each term finds anything. */
  function candidateMatches(engine, plan, found) {
    const lead = leadColumns(engine);
    const matching = plan.terms.filter((term, position) => found[position]);
    if (matching.length < plan.terms.length) {
      return matching.length === 0 ? [any(plan.terms)] : [every(matching, lead), every(matching)];
    }
    if (plan.terms.length <= 1) return [every(plan.terms, lead), every(plan.terms)];
    const phrase = { kind: "phrase", match: FTSIndex.phraseMatch(engine, plan.phrase), columns: lead };
    return (isPhraseQuery(plan) ? [phrase] : []).concat([every(plan.terms, lead), every(plan.terms)]);
  }

  /** Every term but the commonest, then any term. */
  function fewerTerms(plan, counts) {
    const commonestFirst = plan.terms
      .map((term, position) => ({ term, count: counts[position] }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count)
      .map((entry) => entry.term);
    if (commonestFirst.length <= 1) return [];
    return [every(commonestFirst.slice(1)), any(plan.terms)];
  }

  HIGSearch.QueryPlan = { make, matchExpression, every, any, candidateMatches, fewerTerms };
})(typeof window !== "undefined" ? window : globalThis);
