/*
 * Mirrors Sources/HIGSearch/Planning/QueryPlanner.swift: a query becomes terms, its normalized
 * words without the model's stop words, a glossary phrase as one term, a word that finds nothing
 * corrected against the index's words, each term with its synonyms.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { FTSIndex, GlossaryPhrase, IdentifierWords, QueryLexicon, QueryPlan, RankingModel, TypoCorrection } = HIGSearch;
  const { isHangulWord, tokens, strippingStackedParticle } = HIGSearch.TextNormalizer;

  const UPPERCASE = /\p{Uppercase}/u;
  // A pasted page is not a query; the planner keeps the model's maximum of terms in any case.
  const MAXIMUM_QUERY_LENGTH = 2000;

  const WORD_CHARACTER = "[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\u200c\\u200d]";
  // `\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b` with the word boundary of NSRegularExpression.
  const CAMEL_CASE_IDENTIFIER = new RegExp(
    "(?<!" + WORD_CHARACTER + ")[A-Za-z]*[a-z][A-Z][A-Za-z]*(?!" + WORD_CHARACTER + ")",
    "gu"
  );

  /** `AudioServicesPlaySystemSound` that names nothing in the index is searched as its words. */
  function splittingUnknownIdentifiers(engine, query) {
    if (!UPPERCASE.test(query)) return query;
    return query.replace(CAMEL_CASE_IDENTIFIER, (identifier) =>
      QueryLexicon.finds(engine, identifier.toLowerCase()) ? identifier : IdentifierWords.spaced(identifier)
    );
  }

  /** A term with its alternatives, each said once (QueryPlanner.term). */
  function term(engine, original, synonyms, corrections) {
    const expressions = new Set();
    const alternatives = [];
    const addAlternative = (form, always) => {
      const expression = QueryPlan.matchExpression(form);
      if (!always && expressions.has(expression)) return;
      expressions.add(expression);
      alternatives.push(FTSIndex.matchFor(engine, form));
    };
    // The word, its translations (a Korean word's English synonyms), its corrections, its other
    // synonyms: the first `exactCount` say the word as typed (QueryPlan.Term.originalExpression).
    const translations = isHangulWord(original) ? synonyms.filter((synonym) => !isHangulWord(synonym)) : [];
    addAlternative(original, true);
    for (const translation of translations) addAlternative(translation, false);
    const exactCount = alternatives.length;
    for (const correction of corrections) addAlternative(correction, true);
    for (const synonym of synonyms) if (!translations.includes(synonym)) addAlternative(synonym, false);
    return {
      original,
      corrections,
      synonyms,
      exactCount,
      candidates: [original].concat(corrections, synonyms),
      translations,
      alternatives,
    };
  }

  /** A word's term: its synonyms, and its corrections when it finds nothing. */
  function termForWord(engine, word) {
    let corrections = [];
    const group = (QueryLexicon.synonyms(engine, word) || []).slice();
    // Jargon the glossary knows ("toast" is a HUD or banner) is no typo (QueryPlanner.findsThroughSynonyms).
    const findsThroughSynonyms = group.some(
      (synonym) => synonym !== word && !isHangulWord(synonym) && QueryLexicon.finds(engine, synonym)
    );
    if (!isHangulWord(word) && !QueryLexicon.finds(engine, word) && !findsThroughSynonyms) {
      corrections = TypoCorrection.closest(engine, word);
    }
    for (const correction of corrections) {
      for (const synonym of QueryLexicon.synonyms(engine, correction) || []) {
        if (!group.includes(synonym)) group.push(synonym);
      }
    }
    const own = [word].concat(corrections);
    return term(engine, word, group.filter((synonym) => !own.includes(synonym)), corrections);
  }

  /**
   * Whether a Korean word only says how the question is asked ("어떻게", "하나요"): the model's
   * question words, and words of two syllables or more ending on a predicate ending
   * (RankingModel.Korean.isPredicate).
   */
  function isKoreanPredicate(engine, word) {
    const korean = engine.korean;
    if (!korean || !isHangulWord(word)) return false;
    return RankingModel.Korean.isPredicate(korean, word);
  }

  /**
   * The verb a predicate carries ("멈춰야 하나요": whether to stop): the predicate without its last
   * syllable, when the glossary knows it (QueryPlanner.verbOfPredicate).
   */
  function verbOfPredicate(engine, word) {
    if (!engine.korean || !isHangulWord(word)) return null;
    const stem = RankingModel.Korean.predicateStem(engine.korean, word);
    return stem !== null && QueryLexicon.synonyms(engine, stem) ? stem : null;
  }

  /**
   * Words the taxonomy lists as one stay one word: two with a stop word among them ("too many"),
   * and any three typed together ("three dots menu") (QueryPlanner.joiningPhrasesOfStopWords).
   */
  function joiningPhrasesOfStopWords(engine, words) {
    const joined = [];
    let index = 0;
    while (index < words.length) {
      const found = GlossaryPhrase.longest(
        engine,
        words,
        index,
        (run) =>
          run.length === GlossaryPhrase.maximumWords ||
          run.some((word) => engine.stopWords.has(word)) ||
          isKoreanPredicate(engine, run[run.length - 1])
      );
      if (found) {
        joined.push(found.phrase);
        index += found.length;
        continue;
      }
      joined.push(words[index]);
      index += 1;
    }
    return joined;
  }

  /**
   * A query as terms: its normalized words without stop words, a glossary phrase as one term, a
   * word that finds nothing corrected, each term with its synonyms.
   */
  function plan(engine, query) {
    const text = String(query == null ? "" : query).slice(0, MAXIMUM_QUERY_LENGTH);
    const words = tokens(splittingUnknownIdentifiers(engine, text), engine.korean).map((word) =>
      strippingStackedParticle(word, engine.korean)
    );
    let content = joiningPhrasesOfStopWords(engine, words)
      .map((word) => verbOfPredicate(engine, word) || word)
      .filter((word) => !engine.stopWords.has(word) && !isKoreanPredicate(engine, word));
    if (content.length === 0) content = words;
    // A word typed twice is one term: it does not weigh double.
    content = content.filter((word, position) => content.indexOf(word) === position);
    content = GlossaryPhrase.joiningNeighbours(engine, content.slice(0, engine.model.maximumTerms));
    const terms = [];
    let index = 0;
    while (index < content.length) {
      // A two-word synonym ("split view") is one term; one of three words only as typed.
      const found = GlossaryPhrase.longest(engine, content, index, null, 2);
      if (found) {
        terms.push(term(engine, found.phrase, found.group.filter((synonym) => synonym !== found.phrase), []));
        index += found.length;
        continue;
      }
      terms.push(termForWord(engine, content[index]));
      index += 1;
    }
    return QueryPlan.make(text, terms, words);
  }

  HIGSearch.QueryPlanner = { plan };
})(typeof window !== "undefined" ? window : globalThis);
