/*
 * The site search's query planner: a port of QueryPlanner.swift and QueryPlan.swift. A query
 * becomes terms: its normalized words without the model's stop words, a two-word synonym as one
 * term, a word that finds nothing corrected against the index's words, each term with its
 * synonyms.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { containsHangul, tokens, stripStackedParticle, matchFor, findsAnything, stringsIn, graphemes } = HIGSearch;

  const ALPHABETIC = /^\p{Alphabetic}$/u;
  const UPPERCASE = /\p{Uppercase}/u;
  // A pasted page is not a query; the planner keeps the model's maximum of terms in any case.
  const MAXIMUM_QUERY_LENGTH = 2000;

  // ---------------------------------------------------------------------------------------
  // Typo distance: Vocabulary.distance in Vocabulary.swift (optimal string alignment).
  // ---------------------------------------------------------------------------------------

  /** Optimal string alignment distance between two words, or limit + 1 once it exceeds limit. */
  function editDistance(left, right, limit) {
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

  // ---------------------------------------------------------------------------------------
  // Query planning: QueryPlanner.swift and QueryPlan.swift.
  // ---------------------------------------------------------------------------------------

  const WORD_CHARACTER = "[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\u200c\\u200d]";
  // `\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b` with the word boundary of NSRegularExpression.
  const CAMEL_CASE_IDENTIFIER = new RegExp(
    "(?<!" + WORD_CHARACTER + ")[A-Za-z]*[a-z][A-Z][A-Za-z]*(?!" + WORD_CHARACTER + ")",
    "gu"
  );

  /** `AudioServicesPlaySystemSound` that names nothing in the index is searched as its words. */
  function splitUnknownIdentifiers(engine, query) {
    if (!UPPERCASE.test(query)) return query;
    return query.replace(CAMEL_CASE_IDENTIFIER, (identifier) =>
      findsAnything(engine, identifier.toLowerCase()) ? identifier : identifierWords(identifier)
    );
  }

  /**
   * IdentifierWords.swift: `NSSavePanel` → "Save Panel", `URLSession` → "URL Session". The
   * framework's two-letter prefix names the framework, not the thing.
   */
  function identifierWords(identifier) {
    return identifier
      .replace(/^[A-Z]{2}(?=[A-Z][a-z])/, "")
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2");
  }

  /** The index's vocabulary table: the words of the practices but their Korean, with their counts. */
  function correctionVocabulary(engine) {
    if (engine.correctionVocabulary) return engine.correctionVocabulary;
    const byLength = new Map();
    for (const [word, frequency] of engine.words) {
      if (containsHangul(word) || engine.stopWords.has(word)) continue;
      const letters = Array.from(word);
      if (!byLength.has(letters.length)) byLength.set(letters.length, []);
      byLength.get(letters.length).push({ word, letters, frequency });
    }
    engine.correctionVocabulary = byLength;
    return byLength;
  }

  /** Up to three nearest index words, nearest and most frequent first (Vocabulary.closest). */
  function closestWords(engine, word) {
    const letters = Array.from(word);
    // Short words are too often real words the pages just do not use ("voice", "under").
    if (letters.length < 5 || !letters.every((letter) => ALPHABETIC.test(letter))) return [];
    const limit = letters.length >= 8 ? 2 : 1;
    const vocabulary = correctionVocabulary(engine);
    const found = [];
    for (let length = letters.length - limit; length <= letters.length + limit; length++) {
      for (const candidate of vocabulary.get(length) || []) {
        const distance = editDistance(letters, candidate.letters, limit);
        if (distance <= limit) found.push({ word: candidate.word, distance, frequency: candidate.frequency });
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

  /** The FTS5 expression text of a form, which is what the planner deduplicates alternatives by. */
  function expressionOf(form) {
    return !form.includes(" ") && containsHangul(form) ? form + "*" : form;
  }

  function makeTerm(engine, original, synonyms, corrections) {
    const expressions = new Set();
    const alternatives = [];
    const addAlternative = (form, always) => {
      const expression = expressionOf(form);
      if (!always && expressions.has(expression)) return;
      expressions.add(expression);
      alternatives.push(matchFor(engine, form));
    };
    // The word, its translations (a Korean word's English synonyms), its corrections, its other
    // synonyms: the first `exactCount` say the word as typed (QueryPlan.Term.originalExpression).
    const translations = containsHangul(original) ? synonyms.filter((synonym) => !containsHangul(synonym)) : [];
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

  function synonymsOf(engine, word) {
    return engine.synonyms.has(word) ? engine.synonyms.get(word) : null;
  }

  function termForWord(engine, word) {
    let corrections = [];
    const group = (synonymsOf(engine, word) || []).slice();
    // Jargon the glossary knows ("toast" is a HUD or banner) is no typo (QueryPlanner.findsThroughSynonyms).
    const findsThroughSynonyms = group.some(
      (synonym) => synonym !== word && !containsHangul(synonym) && findsAnything(engine, synonym)
    );
    if (!containsHangul(word) && !findsAnything(engine, word) && !findsThroughSynonyms) {
      corrections = closestWords(engine, word);
    }
    for (const correction of corrections) {
      for (const synonym of synonymsOf(engine, correction) || []) {
        if (!group.includes(synonym)) group.push(synonym);
      }
    }
    const own = [word].concat(corrections);
    return makeTerm(engine, word, group.filter((synonym) => !own.includes(synonym)), corrections);
  }

  /**
   * Whether a Korean word only says how the question is asked ("어떻게", "하나요"): the model's
   * question words, and words of two syllables or more ending on a predicate ending
   * (RankingModel.Korean.isPredicate).
   */
  function isKoreanPredicate(engine, word) {
    const korean = engine.korean;
    if (!korean || !containsHangul(word)) return false;
    return stringsIn(korean.questionWords).includes(word) || predicateStem(korean, word) !== null;
  }

  /** What a predicate says before its ending, or null (RankingModel.Korean.predicateStem). */
  function predicateStem(korean, word) {
    if (stringsIn(korean.questionWords).includes(word)) return null;
    const syllables = graphemes(word);
    if (syllables.length < 2 || !stringsIn(korean.predicateEndings).includes(syllables[syllables.length - 1])) {
      return null;
    }
    return syllables.slice(0, -1).join("");
  }

  /**
   * The verb a predicate carries ("멈춰야 하나요": whether to stop): the predicate without its last
   * syllable, when the glossary knows it (QueryPlanner.verbOfPredicate).
   */
  function verbOfPredicate(engine, word) {
    if (!engine.korean || !containsHangul(word)) return null;
    const stem = predicateStem(engine.korean, word);
    return stem !== null && synonymsOf(engine, stem) ? stem : null;
  }

  /** Words of the longest glossary phrase a query may hold ("three dots menu"; GlossaryPhrase). */
  const MAXIMUM_PHRASE_WORDS = 3;

  /**
   * The longest glossary phrase of two to `upTo` words starting at `index`, with its group, among
   * the runs of words `accepts` allows; null when none (GlossaryPhrase.longest).
   */
  function longestPhrase(engine, words, index, accepts, upTo = MAXIMUM_PHRASE_WORDS) {
    for (let length = Math.min(upTo, words.length - index); length >= 2; length -= 1) {
      const run = words.slice(index, index + length);
      if (accepts && !accepts(run)) continue;
      const phrase = run.join(" ");
      const group = synonymsOf(engine, phrase);
      if (group) return { phrase, length, group };
    }
    return null;
  }

  /** How far apart two words may be and still be read as one glossary phrase (GlossaryPhrase). */
  const NEIGHBOURHOOD = 4;

  /** Whether the word at `index` starts a phrase or ends one with the word before it. */
  function isInPhrase(engine, words, index) {
    return (
      longestPhrase(engine, words, index, null, 2) !== null ||
      synonymsOf(engine, words[index - 1] + " " + words[index]) !== null
    );
  }

  /**
   * A word read by a neighbour that is not next to it: "carousel … dots" is the glossary's
   * "carousel dots" (GlossaryPhrase.joiningNeighbours).
   */
  function joinNeighbours(engine, words) {
    const result = words.slice();
    for (let index = 0; index + 2 < result.length; index += 1) {
      if (longestPhrase(engine, result, index, null, 2) !== null) continue;
      const last = Math.min(index + NEIGHBOURHOOD, result.length - 1);
      for (let other = index + 2; other <= last; other += 1) {
        const phrase = result[index] + " " + result[other];
        if (!synonymsOf(engine, phrase) || isInPhrase(engine, result, other)) continue;
        // Only a word the glossary has no group for is read by a neighbour ("popup … buttons" are two).
        if (synonymsOf(engine, result[index]) && synonymsOf(engine, result[other])) continue;
        result[index] = phrase;
        result.splice(other, 1);
        break;
      }
    }
    return result;
  }

  /**
   * Words the taxonomy lists as one stay one word: two with a stop word among them ("too many"),
   * and any three typed together ("three dots menu") (QueryPlanner.joiningPhrasesOfStopWords).
   */
  function joinPhrasesOfStopWords(engine, words) {
    const joined = [];
    let index = 0;
    while (index < words.length) {
      const found = longestPhrase(
        engine,
        words,
        index,
        (run) =>
          run.length === MAXIMUM_PHRASE_WORDS ||
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
    const words = tokens(splitUnknownIdentifiers(engine, text), engine.korean).map((word) =>
      stripStackedParticle(word, engine.korean)
    );
    let content = joinPhrasesOfStopWords(engine, words)
      .map((word) => verbOfPredicate(engine, word) || word)
      .filter((word) => !engine.stopWords.has(word) && !isKoreanPredicate(engine, word));
    if (content.length === 0) content = words;
    // A word typed twice is one term: it does not weigh double.
    content = content.filter((word, position) => content.indexOf(word) === position);
    content = joinNeighbours(engine, content.slice(0, engine.model.maximumTerms));
    const terms = [];
    let index = 0;
    while (index < content.length) {
      // A two-word synonym ("split view") is one term; one of three words only as typed.
      const found = longestPhrase(engine, content, index, null, 2);
      if (found) {
        terms.push(makeTerm(engine, found.phrase, found.group.filter((synonym) => synonym !== found.phrase), []));
        index += found.length;
        continue;
      }
      terms.push(termForWord(engine, content[index]));
      index += 1;
    }
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

  Object.assign(HIGSearch, { editDistance, plan });
})(typeof window !== "undefined" ? window : globalThis);
