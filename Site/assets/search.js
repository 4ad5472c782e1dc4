/*
 * Offline search for the HIG knowledge base. It follows the `hig search` command of the CLI:
 * the same text normalizer (TextNormalizer.swift), query planner (QueryPlanner.swift) and
 * ranking (SearchEngine.swift), run over the prebuilt index in assets/search-index.js, which
 * defines window.HIG_SEARCH. A classic script, so that pages work from file:// too.
 *
 * The pure functions are exposed on window.HIGSearch; the page wiring runs only when there is
 * a document.
 */
(function (global) {
  "use strict";

  // ---------------------------------------------------------------------------------------
  // Text normalizer: a port of TextNormalizer.swift and Hangul.swift. The Korean lists come
  // from the index (HIG_SEARCH.korean) so that the Swift source stays their only definition.
  // ---------------------------------------------------------------------------------------

  const ALPHABETIC = /^\p{Alphabetic}$/u;
  const UPPERCASE = /\p{Uppercase}/u;
  const graphemeSegmenter =
    typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
      ? new Intl.Segmenter("und", { granularity: "grapheme" })
      : null;

  function isHangulScalar(codePoint) {
    return (
      (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
      (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
      (codePoint >= 0x3130 && codePoint <= 0x318f)
    );
  }

  function containsHangul(text) {
    for (const character of text) {
      if (isHangulScalar(character.codePointAt(0))) return true;
    }
    return false;
  }

  function isLetterOrDigit(character, codePoint) {
    if (codePoint < 0x80) {
      return (
        (codePoint >= 0x61 && codePoint <= 0x7a) ||
        (codePoint >= 0x41 && codePoint <= 0x5a) ||
        (codePoint >= 0x30 && codePoint <= 0x39)
      );
    }
    return ALPHABETIC.test(character);
  }

  // Swift's lowercased() maps each scalar on its own; String.prototype.toLowerCase would also
  // apply the context rule for a final sigma.
  function lowercaseScalars(text) {
    if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
    let result = "";
    for (const character of text) result += character.toLowerCase();
    return result;
  }

  // Swift counts and compares strings by grapheme cluster (Character). Only conjoining jamo
  // (U+1100–U+11FF) make a Hangul cluster of more than one scalar.
  function graphemes(text) {
    if (graphemeSegmenter && /[\u1100-\u11ff]/.test(text)) {
      return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
    }
    return Array.from(text);
  }

  function endsWithGraphemes(word, suffix) {
    if (suffix.length === 0 || suffix.length > word.length) return false;
    const offset = word.length - suffix.length;
    for (let index = 0; index < suffix.length; index++) {
      if (word[offset + index] !== suffix[index]) return false;
    }
    return true;
  }

  function stringsIn(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === "string" && item !== "") : [];
  }

  const preparedKoreanLists = new WeakMap();
  const NO_KOREAN_LISTS = prepareKoreanLists({});

  function prepareKoreanLists(korean) {
    const withGraphemes = (text) => ({ text, graphemes: graphemes(text) });
    const particles = stringsIn(korean.particles);
    return {
      particles: particles.map(withGraphemes),
      particleSet: new Set(particles),
      verbEndings: stringsIn(korean.verbEndings).map(withGraphemes),
      ambiguousParticles: new Set(stringsIn(korean.ambiguousParticles)),
    };
  }

  function koreanLists(korean) {
    if (!korean || typeof korean !== "object") return NO_KOREAN_LISTS;
    let prepared = preparedKoreanLists.get(korean);
    if (!prepared) {
      prepared = prepareKoreanLists(korean);
      preparedKoreanLists.set(korean, prepared);
    }
    return prepared;
  }

  function stripParticleWith(word, lists) {
    const characters = graphemes(word);
    for (const particle of lists.particles) {
      if (!endsWithGraphemes(characters, particle.graphemes)) continue;
      const remaining = characters.length - particle.graphemes.length;
      const minimum = lists.ambiguousParticles.has(particle.text) ? 2 : 1;
      if (remaining >= minimum) return characters.slice(0, remaining).join("");
    }
    for (const ending of lists.verbEndings) {
      const remaining = characters.length - ending.graphemes.length;
      if (endsWithGraphemes(characters, ending.graphemes) && remaining >= 2) {
        return characters.slice(0, remaining).join("");
      }
    }
    return word;
  }

  /** Strips a Korean particle or verb ending from the end of a Hangul word ("오디오를" → "오디오"). */
  function stripParticle(word, korean) {
    return stripParticleWith(String(word), koreanLists(korean));
  }

  /** The words of a text as the index sees them ("SwiftUI를 쓰려면" → ["swiftui", "쓰려면"]). */
  function tokens(text, korean) {
    const lists = koreanLists(korean);
    const folded = lowercaseScalars(String(text == null ? "" : text).normalize("NFC"));
    const result = [];
    let current = "";
    let currentIsHangul = false;
    let attachedToLatin = false;

    function flush() {
      if (current !== "") {
        if (!currentIsHangul) {
          result.push(current);
        } else if (!(attachedToLatin && lists.particleSet.has(current))) {
          // "SwiftUI를": a particle on its own after a Latin word is dropped.
          result.push(stripParticleWith(current, lists));
        }
        current = "";
      }
      attachedToLatin = false;
    }

    for (const character of folded) {
      const codePoint = character.codePointAt(0);
      const hangul = isHangulScalar(codePoint);
      if (!hangul && !isLetterOrDigit(character, codePoint)) {
        flush();
        continue;
      }
      if (current !== "" && hangul && !currentIsHangul) {
        flush();
        attachedToLatin = true;
      }
      if (current !== "" && hangul !== currentIsHangul) flush();
      currentIsHangul = hangul;
      current += character;
    }
    flush();
    return result.filter((token) => token !== "");
  }

  /** Tokens joined by spaces: the form the index's fields are written in. */
  function normalize(text, korean) {
    return tokens(text, korean).join(" ");
  }

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
  // Engine: the index data with an inverted index built once.
  // ---------------------------------------------------------------------------------------

  const DEFAULT_FIELDS = ["lead", "body", "titles", "ko", "symbols", "moments"];
  const DEFAULT_WEIGHTS = [10, 2, 1.5, 4, 8, 1];
  // bm25(entity_search, 5.0, 1.0): title, body.
  const ENTITY_WEIGHTS = [5, 1];
  const BM25_K1 = 1.2;
  const BM25_B = 0.75;
  // SearchEngine.practiceRows reranks the best hundred by bm25.
  const CANDIDATE_LIMIT = 100;
  const MAXIMUM_TERMS = 32;
  // A pasted page is not a query; the planner keeps 32 terms in any case.
  const MAXIMUM_QUERY_LENGTH = 2000;
  const EXPANDED_SHARE = 0.7;
  const OCCURRENCE_CACHE_SIZE = 256;

  function isRecord(value) {
    return value !== null && typeof value === "object";
  }

  function stringMap(object) {
    const map = new Map();
    if (!isRecord(object)) return map;
    for (const key of Object.keys(object)) {
      if (typeof object[key] === "string" && object[key] !== "") map.set(key, object[key]);
    }
    return map;
  }

  function stringListMap(object) {
    const map = new Map();
    if (!isRecord(object)) return map;
    for (const key of Object.keys(object)) {
      if (Array.isArray(object[key])) map.set(key, stringsIn(object[key]));
    }
    return map;
  }

  function numbersIn(value, fallback) {
    if (!Array.isArray(value) || value.length === 0) return fallback;
    return value.map((item) => (typeof item === "number" && isFinite(item) ? item : 1));
  }

  function fieldTokens(record, field) {
    const text = Array.isArray(record.f) ? record.f[field] : null;
    if (typeof text !== "string" || text === "") return [];
    return text.split(" ").filter((token) => token !== "");
  }

  /** Postings as flat [row, field, count, …] lists, row lengths in tokens, and the sorted terms. */
  function buildInvertedIndex(records, weights) {
    const postings = new Map();
    const rowLengths = new Float64Array(records.length);
    const counts = new Map();
    let totalTokens = 0;
    for (let row = 0; row < records.length; row++) {
      const fieldCount = Array.isArray(records[row].f) ? records[row].f.length : 0;
      for (let field = 0; field < fieldCount; field++) {
        counts.clear();
        for (const token of fieldTokens(records[row], field)) counts.set(token, (counts.get(token) || 0) + 1);
        for (const [token, count] of counts) {
          let list = postings.get(token);
          if (!list) postings.set(token, (list = []));
          list.push(row, field, count);
          rowLengths[row] += count;
        }
      }
      totalTokens += rowLengths[row];
    }
    return {
      records,
      weights,
      postings,
      rowLengths,
      averageLength: totalTokens > 0 ? totalTokens / records.length : 1,
      sortedTerms: Array.from(postings.keys()).sort(),
      occurrenceCache: new Map(),
    };
  }

  /** Prepares the index data (window.HIG_SEARCH) for searching. */
  function createEngine(data) {
    const source = isRecord(data) ? data : {};
    const fields = stringsIn(source.fields).length ? stringsIn(source.fields) : DEFAULT_FIELDS;
    const docs = (Array.isArray(source.docs) ? source.docs : []).filter(isRecord);
    const entities = (Array.isArray(source.entities) ? source.entities : []).filter(isRecord);
    return {
      korean: isRecord(source.korean) ? source.korean : null,
      stems: stringMap(source.stems),
      synonyms: stringListMap(source.synonyms),
      stopWords: new Set(stringsIn(source.stopWords)),
      docs,
      entities,
      practiceIndex: buildInvertedIndex(docs, numbersIn(source.weights, DEFAULT_WEIGHTS)),
      entityIndex: buildInvertedIndex(entities, ENTITY_WEIGHTS),
      fields,
      derived: new Map(),
      correctionVocabulary: null,
    };
  }

  // ---------------------------------------------------------------------------------------
  // Matching: what an FTS5 phrase ("word", "two words", "오디오"*) finds in an index.
  // ---------------------------------------------------------------------------------------

  /**
   * How one normalized form is matched: through the stems map as the porter tokenizer would
   * stem it; Hangul words, and words the map does not know, as prefixes.
   */
  function matchFor(engine, form) {
    const words = form.split(" ").filter((word) => word !== "");
    if (words.length === 1) {
      const word = words[0];
      const stem = containsHangul(word) ? undefined : engine.stems.get(word);
      if (stem === undefined) return { form, tokens: [word], prefix: true };
      return { form, tokens: [stem], prefix: false };
    }
    return { form, tokens: words.map((word) => engine.stems.get(word) || word), prefix: false };
  }

  function termsStartingWith(index, prefix) {
    const terms = index.sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found = [];
    for (let position = low; position < terms.length && terms[position].startsWith(prefix); position++) {
      found.push(terms[position]);
    }
    return found;
  }

  function addWeightedPostings(index, list, occurrences) {
    for (let offset = 0; offset < list.length; offset += 3) {
      const row = list[offset];
      const weight = index.weights[list[offset + 1]];
      const frequency = list[offset + 2] * (weight === undefined ? 1 : weight);
      occurrences.set(row, (occurrences.get(row) || 0) + frequency);
    }
  }

  function countSequence(haystack, needle) {
    let count = 0;
    for (let start = 0; start + needle.length <= haystack.length; start++) {
      let matched = 0;
      while (matched < needle.length && haystack[start + matched] === needle[matched]) matched++;
      if (matched === needle.length) count++;
    }
    return count;
  }

  /** Rows holding the words one after another in the same field, as FTS5 phrases require. */
  function phraseOccurrences(index, words, occurrences) {
    const lists = words.map((word) => index.postings.get(word));
    if (lists.some((list) => !list)) return;
    const fieldsWithWord = lists.map((list) => {
      const keys = new Set();
      for (let offset = 0; offset < list.length; offset += 3) keys.add(list[offset] + ":" + list[offset + 1]);
      return keys;
    });
    const rarest = lists.reduce((best, list) => (list.length < best.length ? list : best));
    for (let offset = 0; offset < rarest.length; offset += 3) {
      const row = rarest[offset];
      const field = rarest[offset + 1];
      const key = row + ":" + field;
      if (!fieldsWithWord.every((keys) => keys.has(key))) continue;
      const count = countSequence(fieldTokens(index.records[row], field), words);
      if (count === 0) continue;
      const weight = index.weights[field];
      occurrences.set(row, (occurrences.get(row) || 0) + count * (weight === undefined ? 1 : weight));
    }
  }

  /** Rows a match finds, each with its frequency weighted by field (FTS5's f(qi, D)). */
  function occurrencesOf(index, match) {
    const key = (match.prefix ? "*" : "=") + match.tokens.join(" ");
    const cached = index.occurrenceCache.get(key);
    if (cached) return cached;
    const occurrences = new Map();
    if (match.tokens.length > 1) {
      phraseOccurrences(index, match.tokens, occurrences);
    } else if (match.prefix) {
      for (const term of termsStartingWith(index, match.tokens[0])) {
        addWeightedPostings(index, index.postings.get(term), occurrences);
      }
    } else if (index.postings.has(match.tokens[0])) {
      addWeightedPostings(index, index.postings.get(match.tokens[0]), occurrences);
    }
    if (index.occurrenceCache.size >= OCCURRENCE_CACHE_SIZE) index.occurrenceCache.clear();
    index.occurrenceCache.set(key, occurrences);
    return occurrences;
  }

  /** Whether a normalized word finds any practice as it is (Vocabulary.matches). */
  function findsAnything(engine, word) {
    return occurrencesOf(engine.practiceIndex, matchFor(engine, word)).size > 0;
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
      findsAnything(engine, identifier.toLowerCase()) ? identifier : identifier.replace(/([a-z])([A-Z])/g, "$1 $2")
    );
  }

  function correctionVocabulary(engine) {
    if (engine.correctionVocabulary) return engine.correctionVocabulary;
    const byLength = new Map();
    for (const [word, stem] of engine.stems) {
      if (containsHangul(word) || engine.stopWords.has(word)) continue;
      const list = engine.practiceIndex.postings.get(stem);
      if (!list) continue;
      let frequency = 0;
      for (let offset = 2; offset < list.length; offset += 3) frequency += list[offset];
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
    addAlternative(original, true);
    for (const correction of corrections) addAlternative(correction, true);
    for (const synonym of synonyms) addAlternative(synonym, false);
    return {
      original,
      corrections,
      synonyms,
      candidates: [original].concat(corrections, synonyms),
      alternatives,
    };
  }

  function synonymsOf(engine, word) {
    return engine.synonyms.has(word) ? engine.synonyms.get(word) : null;
  }

  function termForWord(engine, word) {
    let corrections = [];
    if (!containsHangul(word) && !findsAnything(engine, word)) corrections = closestWords(engine, word);
    const group = (synonymsOf(engine, word) || []).slice();
    for (const correction of corrections) {
      for (const synonym of synonymsOf(engine, correction) || []) {
        if (!group.includes(synonym)) group.push(synonym);
      }
    }
    const own = [word].concat(corrections);
    return makeTerm(engine, word, group.filter((synonym) => !own.includes(synonym)), corrections);
  }

  /**
   * A query as terms: its normalized words without stop words, a two-word synonym ("split view")
   * as one term, a word that finds nothing corrected, each term with its synonyms.
   */
  function plan(engine, query) {
    const text = String(query == null ? "" : query).slice(0, MAXIMUM_QUERY_LENGTH);
    const words = tokens(splitUnknownIdentifiers(engine, text), engine.korean);
    let content = words.filter((word) => !engine.stopWords.has(word));
    if (content.length === 0) content = words;
    content = content.slice(0, MAXIMUM_TERMS);
    const terms = [];
    let index = 0;
    while (index < content.length) {
      if (index + 1 < content.length) {
        const pair = content[index] + " " + content[index + 1];
        const group = synonymsOf(engine, pair);
        if (group) {
          terms.push(makeTerm(engine, pair, group.filter((synonym) => synonym !== pair), []));
          index += 2;
          continue;
        }
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
        [term.original].concat(term.corrections).flatMap((form) => form.split(" "))
      ),
    };
  }

  // ---------------------------------------------------------------------------------------
  // Ranking: SearchEngine.swift.
  // ---------------------------------------------------------------------------------------

  function fts5InverseDocumentFrequency(rowCount, hitCount) {
    const idf = Math.log((rowCount - hitCount + 0.5) / (hitCount + 0.5));
    return idf <= 0 ? 1e-6 : idf;
  }

  /**
   * FTS5's bm25(): per phrase, the field-weighted frequency against the whole row's length,
   * times the phrase's idf, summed over the phrases. Positive, where FTS5 returns it negated.
   */
  function bm25Scores(index, occurrencesPerPhrase, rows) {
    const rowCount = index.records.length;
    const scores = new Map();
    for (const occurrences of occurrencesPerPhrase) {
      const idf = fts5InverseDocumentFrequency(rowCount, occurrences.size);
      for (const [row, frequency] of occurrences) {
        if (rows && !rows.has(row)) continue;
        const lengthRatio = index.rowLengths[row] / index.averageLength;
        const saturation = (frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + BM25_B * lengthRatio));
        scores.set(row, (scores.get(row) || 0) + idf * saturation);
      }
    }
    return scores;
  }

  function bestRows(scores, limit) {
    return Array.from(scores)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map((entry) => entry[0]);
  }

  function unionOfRows(occurrencesList) {
    const rows = new Set();
    for (const occurrences of occurrencesList) for (const row of occurrences.keys()) rows.add(row);
    return rows;
  }

  /** Which rows each term finds as written and with its alternatives, and how rare it is. */
  function termWeights(index, plan, occurrencesPerTerm) {
    const total = index.records.length;
    return plan.terms.map((term, position) => {
      const occurrences = occurrencesPerTerm[position];
      const expanded = unionOfRows(occurrences);
      const idf = Math.log((total + 1) / (expanded.size + 0.5));
      return { original: occurrences[0], expanded, idf: Math.max(idf, 0.1) };
    });
  }

  /** The Korean lead: the Korean text up to its first full stop (IndexWriter.koreanLead). */
  function koreanLead(korean) {
    const firstLine = korean.split("\n").find((line) => line !== "");
    const line = firstLine === undefined ? korean : firstLine;
    const stop = line.search(/[.!?。]/);
    return stop < 0 ? line : line.slice(0, stop + 1);
  }

  /** A practice's normalized lead, Korean lead and Korean text, computed once when first ranked. */
  function derivedText(engine, row) {
    let derived = engine.derived.get(row);
    if (!derived) {
      const doc = engine.docs[row];
      const korean = typeof doc.ko === "string" ? doc.ko : "";
      derived = {
        lead: normalize(typeof doc.lead === "string" ? doc.lead : "", engine.korean),
        koreanLead: normalize(koreanLead(korean), engine.korean),
        korean: normalize(korean, engine.korean),
      };
      engine.derived.set(row, derived);
    }
    return derived;
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

  /** Candidate.score in SearchEngine.swift, without the lifecycle bonus the index does not carry. */
  function practiceScore(features) {
    const phrase = features.phraseInLead ? 1.5 : features.phraseInKorean ? 1.3 : 1;
    const coverage = features.coverage;
    return (
      features.bm25 *
      (0.1 + coverage * coverage * coverage) *
      (1 + features.inLead) *
      (1 + 1.5 * features.leadFocus) *
      phrase
    );
  }

  function coverageOf(row, weights) {
    let covered = 0;
    let total = 0;
    for (const weight of weights) {
      total += weight.idf;
      if (weight.original.has(row)) covered += weight.idf;
      else if (weight.expanded.has(row)) covered += EXPANDED_SHARE * weight.idf;
    }
    return total > 0 ? covered / total : 0;
  }

  function practiceFeatures(engine, plan, row, bm25, weights) {
    const text = derivedText(engine, row);
    const leads = [text.lead, text.koreanLead];
    return {
      bm25,
      coverage: coverageOf(row, weights),
      inLead: Math.max(...leads.map((lead) => shareOfTermsInLead(lead, plan.terms))),
      leadFocus: Math.max(...leads.map((lead) => leadFocus(lead, plan.contentWords, engine.stopWords))),
      phraseInLead: plan.isPhrase && containsPhrase(text.lead, plan.phrase),
      phraseInKorean: plan.isPhrase && containsPhrase(text.korean, plan.phrase),
    };
  }

  function compareIds(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function rankPractices(engine, plan, limit) {
    const index = engine.practiceIndex;
    const occurrencesPerTerm = plan.terms.map((term) =>
      term.alternatives.map((match) => occurrencesOf(index, match))
    );
    const scores = bm25Scores(index, occurrencesPerTerm.flat());
    const weights = termWeights(index, plan, occurrencesPerTerm);
    const hits = bestRows(scores, CANDIDATE_LIMIT).map((row) => {
      const features = practiceFeatures(engine, plan, row, scores.get(row), weights);
      return Object.assign({ kind: "practice", row, doc: engine.docs[row], score: practiceScore(features) }, features);
    });
    hits.sort((a, b) => b.score - a.score || compareIds(String(a.doc.id), String(b.doc.id)));
    return { hits: hits.slice(0, limit), matchCount: scores.size };
  }

  /** Pages, sections, states, styles… that match every term, by bm25 over names and synonyms. */
  function rankEntities(engine, plan, limit) {
    const index = engine.entityIndex;
    const occurrencesPerTerm = plan.terms.map((term) =>
      term.alternatives.map((match) => occurrencesOf(index, match))
    );
    let rows = null;
    for (const occurrences of occurrencesPerTerm) {
      const termRows = unionOfRows(occurrences);
      rows = rows === null ? termRows : new Set(Array.from(rows).filter((row) => termRows.has(row)));
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
    if (!queryPlan || queryPlan.terms.length === 0) return { practices: [], entities: [], matchCount: 0 };
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

  // ---------------------------------------------------------------------------------------
  // Links: index URLs are relative to the site root and must stay relative.
  // ---------------------------------------------------------------------------------------

  function safeRoot(root) {
    return typeof root === "string" && /^(?:\.{1,2}\/)*$/.test(root) ? root : "";
  }

  /** root + url for a site-relative URL; null for anything with a scheme, host or odd characters. */
  function safeHref(root, url) {
    if (typeof url !== "string" || url === "") return null;
    // Browsers drop tabs and newlines inside URLs ("java\tscript:"), so none are allowed.
    if (/[\u0000-\u0020\u007f\\]/.test(url)) return null;
    if (/^[a-z][a-z0-9+.\-]*:/i.test(url) || url.startsWith("/")) return null;
    return safeRoot(root) + url;
  }

  const STRENGTHS = ["must", "must-not", "avoid", "should", "consider", "informative"];

  function strengthOf(doc) {
    return STRENGTHS.includes(doc.strength) ? doc.strength : "informative";
  }

  const KIND_LABELS = {
    page: "Page",
    section: "Section",
    platform: "Platform",
    state: "State",
    transition: "Transition",
    style: "Style",
    symbol: "Symbol",
  };

  function kindLabel(kind) {
    return Object.prototype.hasOwnProperty.call(KIND_LABELS, kind) ? KIND_LABELS[kind] : "Other";
  }

  function textOf(value) {
    return typeof value === "string" ? value : "";
  }

  const HIGSearch = {
    tokens,
    normalize,
    stripParticle,
    editDistance,
    createEngine,
    plan,
    rank,
    search,
    safeHref,
  };
  global.HIGSearch = HIGSearch;

  // ---------------------------------------------------------------------------------------
  // Page wiring.
  // ---------------------------------------------------------------------------------------

  if (typeof document === "undefined") return;

  const DEBOUNCE_MILLISECONDS = 80;
  const SUGGESTION_COUNT = 8;
  const RESULT_LIMIT = 50;
  const ENTITY_RESULT_LIMIT = 10;

  const loader = { engine: null, state: "idle", waiting: [] };

  function finishLoading() {
    try {
      if (!isRecord(global.HIG_SEARCH) || !Array.isArray(global.HIG_SEARCH.docs)) throw new Error("no index");
      loader.engine = createEngine(global.HIG_SEARCH);
      loader.state = "ready";
    } catch (error) {
      loader.engine = null;
      loader.state = "failed";
    }
    for (const callback of loader.waiting.splice(0)) callback(loader.engine);
  }

  /** Calls back with the engine once the index is loaded (null if it cannot be). */
  function withEngine(root, callback) {
    if (loader.state === "ready" || loader.state === "failed") {
      callback(loader.engine);
      return;
    }
    loader.waiting.push(callback);
    if (loader.state === "loading") return;
    loader.state = "loading";
    if (global.HIG_SEARCH) {
      finishLoading();
      return;
    }
    // A script element, not fetch: pages opened from file:// cannot fetch JSON.
    const script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.async = true;
    script.addEventListener("load", finishLoading);
    script.addEventListener("error", () => {
      loader.state = "failed";
      for (const callback of loader.waiting.splice(0)) callback(null);
    });
    document.head.appendChild(script);
  }

  function debounced(action) {
    let timer = 0;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(action, DEBOUNCE_MILLISECONDS);
    };
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function badge(strength) {
    return element("span", "badge badge-" + strength, strength.replace("-", " "));
  }

  function whereText(doc) {
    return [textOf(doc.page), textOf(doc.section)].filter((part) => part !== "").join(" \u203a ");
  }

  function searchPageHref(root, query) {
    return root + "search.html?q=" + encodeURIComponent(query);
  }

  // --- Suggestions under the header's search box (ARIA combobox with a listbox popup) ---

  function suggestionItems(result, root) {
    const entityRoom = Math.min(result.entities.length, 2);
    const practices = result.practices.slice(0, SUGGESTION_COUNT - entityRoom);
    const entities = result.entities.slice(0, SUGGESTION_COUNT - practices.length);
    const items = [];
    for (const hit of practices) {
      const href = safeHref(root, hit.doc.url);
      if (href) items.push({ href, hit });
    }
    for (const hit of entities) {
      const href = safeHref(root, hit.entity.url);
      if (href) items.push({ href, hit });
    }
    return items;
  }

  function suggestionContent(option, item) {
    if (!item.hit) {
      option.classList.add("suggestion-all");
      option.appendChild(element("span", "suggestion-title", item.label));
      return;
    }
    if (item.hit.doc) {
      const doc = item.hit.doc;
      option.appendChild(element("span", "suggestion-title", textOf(doc.lead)));
      option.appendChild(document.createTextNode(" "));
      option.appendChild(badge(strengthOf(doc)));
      if (textOf(doc.ko)) {
        const korean = element("span", "suggestion-ko ko", koreanLead(doc.ko));
        korean.lang = "ko";
        option.appendChild(korean);
      }
      option.appendChild(element("span", "where", whereText(doc)));
      return;
    }
    option.appendChild(element("span", "suggestion-title", textOf(item.hit.entity.title)));
    option.appendChild(document.createTextNode(" "));
    option.appendChild(element("span", "kind", kindLabel(item.hit.kind)));
  }

  function setUpSuggestions(input, list, root) {
    if (!list.id) list.id = "search-suggestions";
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Suggestions");

    let items = [];
    let active = -1;

    function optionId(position) {
      return list.id + "-option-" + position;
    }

    function setActive(position) {
      const options = list.children;
      if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
      active = position;
      if (active >= 0 && options[active]) {
        options[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", optionId(active));
        options[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function isOpen() {
      return !list.hidden;
    }

    function close() {
      setActive(-1);
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
    }

    function open() {
      if (items.length === 0) return;
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }

    function show(newItems) {
      items = newItems;
      active = -1;
      input.removeAttribute("aria-activedescendant");
      list.replaceChildren();
      items.forEach((item, position) => {
        const option = element("li", "suggestion");
        option.id = optionId(position);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        suggestionContent(option, item);
        list.appendChild(option);
      });
      if (items.length > 0 && document.activeElement === input) open();
      else close();
    }

    function refresh() {
      const query = input.value;
      if (query.trim() === "") {
        show([]);
        return;
      }
      withEngine(root, (engine) => {
        if (input.value !== query) return;
        const entries = [];
        if (engine) {
          const result = search(engine, query, { limit: SUGGESTION_COUNT, entityLimit: 5 });
          if (result.message) {
            show([]);
            return;
          }
          entries.push(...suggestionItems(result, root));
        }
        entries.push({ href: searchPageHref(root, query), label: "All results for \u201c" + shortened(query, 40) + "\u201d" });
        show(entries);
      });
    }

    function go(position) {
      const item = items[position];
      if (item) global.location.assign(item.href);
    }

    function onKeyDown(event) {
      if (event.isComposing) return;
      switch (event.key) {
        case "ArrowDown":
          if (items.length === 0) return;
          event.preventDefault();
          open();
          setActive(active + 1 >= items.length ? 0 : active + 1);
          break;
        case "ArrowUp":
          if (items.length === 0) return;
          event.preventDefault();
          open();
          setActive(active <= 0 ? items.length - 1 : active - 1);
          break;
        case "Enter":
          if (isOpen() && active >= 0) {
            event.preventDefault();
            go(active);
          }
          break;
        case "Escape":
          if (isOpen()) {
            event.preventDefault();
            close();
          } else if (input.value !== "") {
            event.preventDefault();
            input.value = "";
            show([]);
          }
          break;
        default:
          break;
      }
    }

    input.addEventListener("focus", () => {
      withEngine(root, () => {});
      if (input.value.trim() !== "" && items.length > 0) open();
    });
    input.addEventListener("input", debounced(refresh));
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", close);
    // Keeps the focus in the box while an option is pressed, so that blur does not close it first.
    list.addEventListener("mousedown", (event) => event.preventDefault());
    list.addEventListener("click", (event) => {
      const option = event.target.closest("[role='option']");
      if (option) go(Array.prototype.indexOf.call(list.children, option));
    });
  }

  // --- The search page: full results, deep links through ?q= ---

  function queryFromLocation() {
    try {
      return new URLSearchParams(global.location.search).get("q") || "";
    } catch (error) {
      return "";
    }
  }

  function rememberQuery(query) {
    try {
      const url = new URL(global.location.href);
      if (query.trim() === "") url.searchParams.delete("q");
      else url.searchParams.set("q", query);
      global.history.replaceState(global.history.state, "", url.href);
    } catch (error) {
      // Some browsers refuse history changes for file:// pages; the results still show.
    }
  }

  function linkOrText(href, text) {
    if (!href) return element("span", "result-title", text);
    const link = element("a", "result-title", text);
    link.href = href;
    return link;
  }

  function practiceResult(hit, root) {
    const doc = hit.doc;
    const item = element("li", "result");
    item.appendChild(linkOrText(safeHref(root, doc.url), textOf(doc.lead)));
    item.appendChild(document.createTextNode(" "));
    item.appendChild(badge(strengthOf(doc)));
    if (textOf(doc.ko)) {
      const korean = element("p", "ko", koreanLead(doc.ko));
      korean.lang = "ko";
      item.appendChild(korean);
    }
    item.appendChild(element("p", "where", whereText(doc)));
    return item;
  }

  function entityResult(hit, root) {
    const entity = hit.entity;
    const item = element("li", "result result-entity");
    item.appendChild(linkOrText(safeHref(root, entity.url), textOf(entity.title)));
    item.appendChild(document.createTextNode(" "));
    item.appendChild(element("span", "kind", kindLabel(hit.kind)));
    if (textOf(entity.detail)) item.appendChild(element("p", "where", entity.detail));
    return item;
  }

  function quoted(text) {
    return "\u201c" + shortened(text, 80) + "\u201d";
  }

  function correctionSentence(corrections) {
    if (corrections.length === 0) return "";
    const parts = corrections.map(
      (entry) => entry.corrections.map(quoted).join(" or ") + " instead of " + quoted(entry.original)
    );
    return "Showing results for " + parts.join("; ") + ". ";
  }

  function countSentence(result, shown) {
    const count = result.matchCount.toLocaleString("en");
    if (result.matchCount === 0) {
      return result.entities.length > 0
        ? "No guidelines match " + quoted(result.query) + "; see the pages below."
        : "No guidelines match " + quoted(result.query) + ".";
    }
    if (shown < result.matchCount) {
      return "The best " + shown + " of " + count + " guidelines for " + quoted(result.query) + ".";
    }
    return count + (result.matchCount === 1 ? " guideline matches " : " guidelines match ") + quoted(result.query) + ".";
  }

  function setUpSearchPage(root) {
    const input = document.getElementById("search-input");
    const status = document.getElementById("search-status");
    const results = document.getElementById("search-results");
    if (!input || !results) return;

    const entityHeading = element("h2", "results-heading", "Pages, styles and states");
    const entityList = element("ol", "results results-entities");
    entityList.id = "search-entities";
    entityHeading.hidden = true;
    entityList.hidden = true;
    results.after(entityHeading, entityList);

    function setStatus(text) {
      if (status) status.textContent = text;
    }

    function render(engine) {
      results.replaceChildren();
      entityList.replaceChildren();
      entityHeading.hidden = true;
      entityList.hidden = true;
      if (!engine) {
        setStatus("The search index could not be loaded. Is assets/search-index.js next to this page's assets?");
        return;
      }
      const result = search(engine, input.value, { limit: RESULT_LIMIT, entityLimit: ENTITY_RESULT_LIMIT });
      if (result.message) {
        setStatus(result.message);
        return;
      }
      for (const hit of result.practices) results.appendChild(practiceResult(hit, root));
      for (const hit of result.entities) entityList.appendChild(entityResult(hit, root));
      entityHeading.hidden = result.entities.length === 0;
      entityList.hidden = result.entities.length === 0;
      setStatus(correctionSentence(result.corrections) + countSentence(result, result.practices.length));
    }

    const initial = queryFromLocation();
    if (initial) input.value = initial;
    setStatus("Loading the search index\u2026");
    withEngine(root, render);
    input.addEventListener(
      "input",
      debounced(() => {
        rememberQuery(input.value);
        withEngine(root, render);
      })
    );
    const form = input.form;
    if (form) {
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        rememberQuery(input.value);
        withEngine(root, render);
      });
    }
  }

  function start() {
    const root = safeRoot(document.body ? document.body.dataset.root : "");
    const box = document.getElementById("site-search");
    const list = document.getElementById("search-suggestions");
    if (box && list) setUpSuggestions(box, list, root);
    setUpSearchPage(root);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof window !== "undefined" ? window : globalThis);
