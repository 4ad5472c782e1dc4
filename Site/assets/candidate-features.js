/*
 * Mirrors Sources/HIGSearch/Ranking/CandidateFeatures.swift (FeatureExtractor): a candidate's
 * features, how much of the query it covers, the terms in its lead, the query as a phrase, the
 * lifecycle moment it concerns, the terms its page's title holds.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { LeadWords, RankingCandidate } = HIGSearch;

  /** The share of the query's terms (as typed, corrected or a synonym) that the lead holds. */
  function share(terms, lead) {
    if (terms.length === 0 || lead.trim() === "") return 0;
    const found = terms.filter((term) => term.candidates.some((form) => LeadWords.hasWordStartingWith(lead, form)));
    return found.length / terms.length;
  }

  function containsPhrase(normalizedText, phrase) {
    return (" " + normalizedText + " ").includes(" " + phrase);
  }

  /** A candidate's features: what its score is made of (FeatureExtractor.measure). */
  function measure(engine, queryPlan, candidate, weights, lifecycle) {
    const text = RankingCandidate.texts(engine, candidate.row);
    const concernsMoment = Array.from(lifecycle.transitions).some((transition) => text.tags.includes(transition));
    let covered = 0;
    let total = 0;
    const missing = [];
    for (const weight of weights) {
      total += weight.idf;
      if (weight.original.has(candidate.row)) {
        covered += weight.idf;
      } else if (weight.expanded.has(candidate.row) || (concernsMoment && lifecycle.words.has(weight.term.original))) {
        covered += engine.model.coverage.expandedShare * weight.idf;
      } else {
        missing.push(weight.term.original);
      }
    }
    const leads = [text.lead, text.koreanLead];
    // The page's title says what a lead leaves unsaid: "Prefer illustrations to photos" on App icons.
    let titled = 0;
    for (const weight of weights) {
      const forms = weight.term.candidates;
      if (!forms.some((form) => LeadWords.hasWordStartingWith(text.pageTitle, form))) continue;
      const inLead = leads.some((lead) => forms.some((form) => LeadWords.hasWordStartingWith(lead, form)));
      titled += inLead ? engine.model.bonuses.pageTitleInLeadShare * weight.idf : weight.idf;
    }
    return {
      bm25: candidate.bm25,
      coverage: total > 0 ? covered / total : 0,
      inLead: Math.max(...leads.map((lead) => share(queryPlan.terms, lead))),
      leadFocus: Math.max(...leads.map((lead) => LeadWords.shareStartingWithAnyOf(lead, queryPlan.contentWords, engine.stopWords))),
      phraseInLead: queryPlan.isPhrase && containsPhrase(text.lead, queryPlan.phrase),
      phraseInKorean: queryPlan.isPhrase && containsPhrase(text.korean, queryPlan.phrase),
      lifecycle: concernsMoment,
      lifecycleInLead:
        lifecycle.namedCallback &&
        Array.from(lifecycle.transitions).some((transition) => text.leadTransitions.has(transition)),
      inPageTitle: total > 0 ? titled / total : 0,
      missing,
    };
  }

  HIGSearch.FeatureExtractor = { measure };
})(typeof window !== "undefined" ? window : globalThis);
