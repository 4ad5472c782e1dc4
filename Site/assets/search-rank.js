/*
 * The site search's ranking: a port of SearchEngine.swift. Each candidate's features (how much
 * of the query it covers, the terms in its lead, the query as a phrase, the lifecycle moment it
 * concerns) are scored with the ranking model's factors; the same guideline on several pages
 * takes one place, naming the others.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { normalize, plan, candidates, termRows, occurrencesOf, bm25Scores } = HIGSearch;

  /** Which candidates each term finds as written and with its alternatives, and how rare it is. */
  function termWeights(engine, queryPlan) {
    const total = engine.docs.length;
    return queryPlan.terms.map((term) => {
      const expanded = termRows(engine, term);
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

  /** The Korean lead: the Korean text up to its first full stop (IndexWriter.koreanLead). */
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
  function derivedText(engine, row) {
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
        leadTransitions: transitionsNamedIn(engine, lead),
      };
      engine.derived.set(row, derived);
    }
    return derived;
  }

  /** Transitions whose callback or cue a normalized text holds as whole words. */
  function transitionsNamedIn(engine, text) {
    const padded = " " + text + " ";
    const found = new Set();
    for (const cue of engine.lifecycleCues) {
      if (padded.includes(" " + cue.cue + " ")) found.add(cue.transition);
    }
    return found;
  }

  /** What the query says about the lifecycle (QueryTables.lifecycle). */
  function lifecycleMatch(engine, phrase) {
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
  function leadHasWordStartingWith(lead, form) {
    if (form === "") return false;
    return wordStarts(lead).some((start) => lead.startsWith(form, start));
  }

  /** The share of the query's terms (as typed, corrected or a synonym) that the lead holds. */
  function shareOfTermsInLead(lead, terms) {
    if (terms.length === 0 || lead.trim() === "") return 0;
    const found = terms.filter((term) => term.candidates.some((form) => leadHasWordStartingWith(lead, form)));
    return found.length / terms.length;
  }

  /** The share of the lead's words, stop words left out, that start with a query word. */
  function leadFocus(lead, queryWords, stopWords) {
    let counted = 0;
    let matched = 0;
    for (const word of lead.split(" ")) {
      if (word === "" || stopWords.has(word)) continue;
      counted++;
      if (queryWords.some((prefix) => word.startsWith(prefix))) matched++;
    }
    return counted === 0 ? 0 : matched / counted;
  }

  function containsPhrase(normalizedText, phrase) {
    return (" " + normalizedText + " ").includes(" " + phrase);
  }

  /** RankingModel.score, its factors multiplied in the same order. */
  function practiceScore(model, features) {
    const bonuses = model.bonuses;
    const phrase = features.phraseInLead ? bonuses.phraseInLead : features.phraseInKorean ? bonuses.phraseInKorean : 1;
    let covered = 1;
    for (let power = 0; power < model.coverage.exponent; power++) covered *= features.coverage;
    const lifecycle = features.lifecycleInLead ? bonuses.lifecycleInLead : features.lifecycle ? bonuses.lifecycle : 1;
    return (
      features.bm25 *
      (model.coverage.floor + covered) *
      (1 + features.inLead) *
      (1 + bonuses.leadFocus * features.leadFocus) *
      phrase *
      lifecycle *
      (1 + bonuses.pageTitle * features.inPageTitle)
    );
  }

  function practiceFeatures(engine, queryPlan, candidate, weights, lifecycle) {
    const text = derivedText(engine, candidate.row);
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
      if (!forms.some((form) => leadHasWordStartingWith(text.pageTitle, form))) continue;
      const inLead = leads.some((lead) => forms.some((form) => leadHasWordStartingWith(lead, form)));
      titled += inLead ? engine.model.bonuses.pageTitleInLeadShare * weight.idf : weight.idf;
    }
    return {
      bm25: candidate.bm25,
      coverage: total > 0 ? covered / total : 0,
      inLead: Math.max(...leads.map((lead) => shareOfTermsInLead(lead, queryPlan.terms))),
      leadFocus: Math.max(...leads.map((lead) => leadFocus(lead, queryPlan.contentWords, engine.stopWords))),
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

  function compareIds(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function rankPractices(engine, queryPlan, limit) {
    const lifecycle = lifecycleMatch(engine, queryPlan.phrase);
    const weights = termWeights(engine, queryPlan);
    const ranked = candidates(engine, queryPlan).map((candidate) => {
      const features = practiceFeatures(engine, queryPlan, candidate, weights, lifecycle);
      const doc = engine.docs[candidate.row];
      return Object.assign(
        { kind: "practice", row: candidate.row, doc, score: practiceScore(engine.model, features), alsoOn: [] },
        features
      );
    });
    ranked.sort((a, b) => b.score - a.score || compareIds(String(a.doc.id), String(b.doc.id)));
    // The same guideline on several pages takes one place, naming each other page once.
    const shown = [];
    for (const hit of ranked) {
      const lead = derivedText(engine, hit.row).lead;
      const first = shown.find((other) => derivedText(engine, other.row).lead === lead);
      if (first) {
        if (hit.doc.page !== first.doc.page && !first.alsoOn.includes(hit.doc.page)) first.alsoOn.push(hit.doc.page);
      } else if (shown.length < limit) {
        shown.push(hit);
      }
    }
    const matching = new Set();
    for (const weight of weights) for (const row of weight.expanded) matching.add(row);
    // Every candidate, best first, with its features: the agreement test holds each to the command line's.
    return { hits: shown, matchCount: matching.size, candidates: ranked };
  }

  function bestRows(scores, limit) {
    return Array.from(scores)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map((entry) => entry[0]);
  }

  /** Pages, sections, states, styles… that match every term, by bm25 over names and synonyms. */
  function rankEntities(engine, queryPlan, limit) {
    const index = engine.entityIndex;
    const occurrencesPerTerm = queryPlan.terms.map((term) =>
      term.alternatives.map((match) => occurrencesOf(index, match))
    );
    let rows = null;
    for (const occurrences of occurrencesPerTerm) {
      const termRowSet = new Set();
      for (const found of occurrences) for (const row of found.keys()) termRowSet.add(row);
      rows = rows === null ? termRowSet : new Set(Array.from(rows).filter((row) => termRowSet.has(row)));
    }
    if (!rows || rows.size === 0) return [];
    const scores = bm25Scores(index, occurrencesPerTerm.flat(), rows);
    return bestRows(scores, limit).map((row) => ({
      kind: typeof engine.entities[row].kind === "string" ? engine.entities[row].kind : "entity",
      row,
      entity: engine.entities[row],
      score: scores.get(row),
    }));
  }

  /** Ranked practices and entities for a plan: { practices, entities, matchCount }. */
  function rank(engine, queryPlan, options) {
    const settings = options || {};
    const limit = typeof settings.limit === "number" ? settings.limit : 10;
    const entityLimit = typeof settings.entityLimit === "number" ? settings.entityLimit : Math.min(limit, 5);
    if (!queryPlan || queryPlan.terms.length === 0 || engine.docs.length === 0) {
      return { practices: [], entities: [], matchCount: 0 };
    }
    const practices = rankPractices(engine, queryPlan, limit);
    return {
      practices: practices.hits,
      entities: entityLimit > 0 ? rankEntities(engine, queryPlan, entityLimit) : [],
      matchCount: practices.matchCount,
    };
  }

  function shortened(text, length) {
    const trimmed = text.trim();
    return trimmed.length > length ? trimmed.slice(0, length - 1) + "…" : trimmed;
  }

  /** Plans and ranks a query; a query without words gets a message instead of hits. */
  function search(engine, query, options) {
    const queryPlan = plan(engine, query);
    const ranked = rank(engine, queryPlan, options);
    let message = null;
    if (queryPlan.terms.length === 0) {
      const text = String(query == null ? "" : query);
      message =
        text.trim() === ""
          ? "Type a word or two to search the guidelines."
          : "Nothing to search for in \u201c" + shortened(text, 60) + "\u201d: it has no words.";
    }
    return {
      query: queryPlan.query,
      plan: queryPlan,
      corrections: queryPlan.terms
        .filter((term) => term.corrections.length > 0)
        .map((term) => ({ original: term.original, corrections: term.corrections })),
      practices: ranked.practices,
      entities: ranked.entities,
      matchCount: ranked.matchCount,
      message,
    };
  }
  Object.assign(HIGSearch, { koreanLead, practiceScore, rank, rankPractices, search, shortened });
})(typeof window !== "undefined" ? window : globalThis);
