/*
 * The site search's engine: the search data (window.HIG_SEARCH) with an inverted index built
 * once, what an FTS5 phrase finds in it, and FTS5's bm25() over what it finds, weighted by the
 * ranking model's fields.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { containsHangul, stringsIn } = HIGSearch;

  // ---------------------------------------------------------------------------------------
  // Engine: the index data with an inverted index built once.
  // ---------------------------------------------------------------------------------------

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

  function countMap(object) {
    const map = new Map();
    if (!isRecord(object)) return map;
    for (const key of Object.keys(object)) {
      if (Number.isInteger(object[key]) && object[key] > 0) map.set(key, object[key]);
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

  function numbersIn(value) {
    return (Array.isArray(value) ? value : []).map((item) => (typeof item === "number" && isFinite(item) ? item : 1));
  }

  /**
   * The ranking model the search data carries (RankingModel.swift); null without one, and then
   * nothing is searched.
   */
  function rankingModel(value) {
    if (!isRecord(value) || !Array.isArray(value.fields) || !isRecord(value.bm25)) return null;
    const fields = value.fields.filter(isRecord);
    return Object.assign({}, value, {
      fieldNames: fields.map((field) => String(field.name)),
      weights: numbersIn(fields.map((field) => field.weight)),
      entityWeights: numbersIn(value.entityWeights),
      stopWords: new Set(stringsIn(value.stopWords)),
      korean: isRecord(value.korean) ? value.korean : null,
    });
  }

  function lifecycleCues(value) {
    return (Array.isArray(value) ? value : [])
      .filter((cue) => isRecord(cue) && typeof cue.cue === "string" && cue.cue !== "" && typeof cue.transition === "string")
      .map((cue) => ({ cue: cue.cue, transition: cue.transition, isCallback: cue.isCallback === true }));
  }

  function fieldTokens(record, field) {
    const text = Array.isArray(record.f) ? record.f[field] : null;
    if (typeof text !== "string" || text === "") return [];
    return text.split(" ").filter((token) => token !== "");
  }

  /** Postings as flat [row, field, count, …] lists, row lengths in tokens, and the sorted terms. */
  function buildInvertedIndex(records, weights, bm25) {
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
      bm25,
      postings,
      rowLengths,
      averageLength: totalTokens > 0 ? totalTokens / records.length : 1,
      sortedTerms: Array.from(postings.keys()).sort(),
      occurrenceCache: new Map(),
    };
  }

  /**
   * A practice's symbols field as the index searches it: its own symbols, then its page's,
   * which the data writes once a page (pageSymbols) and the practice names by index (s).
   */
  function withPageSymbols(doc, pageSymbols, symbolsField) {
    if (typeof doc.s !== "number" || symbolsField < 0 || !Array.isArray(doc.f)) return doc;
    const shared = pageSymbols[doc.s];
    if (typeof shared !== "string" || shared === "") return doc;
    const f = doc.f.slice();
    const own = typeof f[symbolsField] === "string" ? f[symbolsField] : "";
    f[symbolsField] = own === "" ? shared : own + " " + shared;
    return Object.assign({}, doc, { f });
  }

  /**
   * A practice's address where the data leaves it out because its ID says it: `page/slug` is
   * `pages/page.html#slug` (SiteSearchCompaction.writtenURL).
   */
  function withURL(doc) {
    if (typeof doc.url === "string" || typeof doc.id !== "string") return doc;
    const slash = doc.id.indexOf("/");
    if (slash < 0) return doc;
    return Object.assign({}, doc, { url: "pages/" + doc.id.slice(0, slash) + ".html#" + doc.id.slice(slash + 1) });
  }

  /**
   * Each word's synonyms: the data writes each distinct list once (synonymLists) and a word's
   * list by its index; a list in place of the index is read as it is.
   */
  function synonymMap(source) {
    const lists = Array.isArray(source.synonymLists) ? source.synonymLists : [];
    const byWord = isRecord(source.synonyms) ? source.synonyms : {};
    const resolved = {};
    for (const word of Object.keys(byWord)) {
      const value = byWord[word];
      resolved[word] = Number.isInteger(value) ? lists[value] : value;
    }
    return stringListMap(resolved);
  }

  /**
   * The fields the data leaves empty because they are a document's own text tokenized and
   * stemmed (SiteSearchCompaction.derivedFields): the community's Korean is `kp` where Apple's
   * Korean is shown, else a Korean-only practice's text (`kt`), else the Korean shown (`ko`).
   */
  function withDerivedFields(doc, derived, stems, korean) {
    if (derived.length === 0 || !Array.isArray(doc.f)) return doc;
    const text = typeof doc.kp === "string" ? doc.kp : typeof doc.kt === "string" ? doc.kt : doc.ko;
    const words = HIGSearch.tokens(typeof text === "string" ? text : "", korean);
    const f = doc.f.slice();
    const field = words.map((word) => stems.get(word) || word).join(" ");
    for (const index of derived) f[index] = field;
    return Object.assign({}, doc, { f });
  }

  /** Prepares the index data (window.HIG_SEARCH) for searching. */
  function createEngine(data) {
    const source = isRecord(data) ? data : {};
    const model = rankingModel(source.model) || rankingModel({ fields: [], bm25: {} });
    const usable = (value) => (Array.isArray(value) && model.fields.length > 0 ? value : []).filter(isRecord);
    const pageSymbols = Array.isArray(source.pageSymbols) ? source.pageSymbols : [];
    const symbolsField = model.fieldNames.indexOf("symbols");
    const stems = stringMap(source.stems);
    const derived = stringsIn(source.fieldsFromText)
      .map((name) => model.fieldNames.indexOf(name))
      .filter((index) => index >= 0);
    const docs = usable(source.docs).map((doc) =>
      withURL(withPageSymbols(withDerivedFields(doc, derived, stems, model.korean), pageSymbols, symbolsField))
    );
    const entities = usable(source.entities);
    return {
      model,
      korean: model.korean,
      stopWords: model.stopWords,
      stems,
      words: countMap(source.words),
      synonyms: synonymMap(source),
      lifecycleCues: lifecycleCues(source.lifecycleCues),
      docs,
      entities,
      practiceIndex: buildInvertedIndex(docs, model.weights, model.bm25),
      entityIndex: buildInvertedIndex(entities, model.entityWeights, model.bm25),
      fields: model.fieldNames,
      derived: new Map(),
      correctionVocabulary: null,
    };
  }

  // ---------------------------------------------------------------------------------------
  // Matching: what an FTS5 phrase ("word", "two words", "오디오"*) finds in an index.
  // ---------------------------------------------------------------------------------------

  /**
   * How one normalized form is matched: through the stems map as the porter tokenizer would
   * stem it, or as it would stem a word the map does not know; Hangul words as prefixes.
   */
  function matchFor(engine, form) {
    const words = form.split(" ").filter((word) => word !== "");
    if (words.length === 1) {
      const word = words[0];
      if (containsHangul(word)) return { form, tokens: [word], prefix: true };
      return { form, tokens: [stemOf(engine, word)], prefix: false };
    }
    return { form, tokens: words.map((word) => stemOf(engine, word)), prefix: false };
  }

  /** A word's stem: from the index's map, or as the porter tokenizer makes it for a word the pages never use. */
  function stemOf(engine, word) {
    return engine.stems.get(word) || HIGSearch.porterStem(word);
  }

  /** The query as one phrase, its last word a prefix when it is Korean (QueryPlan.phraseInLead). */
  function phraseMatch(engine, phrase) {
    const words = phrase.split(" ").filter((word) => word !== "");
    const prefix = containsHangul(words[words.length - 1]);
    return {
      form: phrase,
      tokens: words.map((word) => (containsHangul(word) ? word : stemOf(engine, word))),
      prefix,
    };
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

  function addWeightedPostings(index, list, occurrences, columns) {
    for (let offset = 0; offset < list.length; offset += 3) {
      if (columns && !columns.includes(list[offset + 1])) continue;
      const row = list[offset];
      const weight = index.weights[list[offset + 1]];
      const frequency = list[offset + 2] * (weight === undefined ? 1 : weight);
      occurrences.set(row, (occurrences.get(row) || 0) + frequency);
    }
  }

  function countSequence(haystack, needle, prefix) {
    let count = 0;
    const last = needle.length - 1;
    for (let start = 0; start + needle.length <= haystack.length; start++) {
      let matched = 0;
      while (matched < last && haystack[start + matched] === needle[matched]) matched++;
      if (matched < last) continue;
      const token = haystack[start + last];
      if (prefix ? token.startsWith(needle[last]) : token === needle[last]) count++;
    }
    return count;
  }

  /**
   * Rows holding the words one after another in the same field, as FTS5 phrases require; with
   * `prefix`, the last word as a prefix (`"오디오 중단"*`).
   */
  function phraseOccurrences(index, words, occurrences, prefix, columns) {
    const lists = words.map((word, position) =>
      prefix && position === words.length - 1 ? prefixPostings(index, word) : index.postings.get(word)
    );
    if (lists.some((list) => !list || list.length === 0)) return;
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
      if (columns && !columns.includes(field)) continue;
      if (!fieldsWithWord.every((keys) => keys.has(key))) continue;
      const count = countSequence(fieldTokens(index.records[row], field), words, prefix);
      if (count === 0) continue;
      const weight = index.weights[field];
      occurrences.set(row, (occurrences.get(row) || 0) + count * (weight === undefined ? 1 : weight));
    }
  }

  /** The postings of every term starting with the prefix, as one list. */
  function prefixPostings(index, prefix) {
    const merged = [];
    for (const term of termsStartingWith(index, prefix)) {
      for (const value of index.postings.get(term)) merged.push(value);
    }
    return merged;
  }

  /**
   * Rows a match finds, each with its frequency weighted by field (FTS5's f(qi, D)); `columns`,
   * the field numbers a column filter (`{lead ko} :`) keeps, or none for every field.
   */
  function occurrencesOf(index, match, columns) {
    const key = (match.prefix ? "*" : "=") + match.tokens.join(" ") + (columns ? "@" + columns.join(",") : "");
    const cached = index.occurrenceCache.get(key);
    if (cached) return cached;
    const occurrences = new Map();
    if (match.tokens.length > 1) {
      phraseOccurrences(index, match.tokens, occurrences, match.prefix, columns);
    } else if (match.prefix) {
      for (const term of termsStartingWith(index, match.tokens[0])) {
        addWeightedPostings(index, index.postings.get(term), occurrences, columns);
      }
    } else if (index.postings.has(match.tokens[0])) {
      addWeightedPostings(index, index.postings.get(match.tokens[0]), occurrences, columns);
    }
    if (index.occurrenceCache.size >= OCCURRENCE_CACHE_SIZE) index.occurrenceCache.clear();
    index.occurrenceCache.set(key, occurrences);
    return occurrences;
  }

  /**
   * FTS5's bm25(): per phrase, the field-weighted frequency against the whole row's length,
   * times the phrase's idf, summed over the phrases. Positive, where FTS5 returns it negated.
   */
  function bm25Scores(index, occurrencesPerPhrase, rows) {
    const rowCount = index.records.length;
    const { k1, b } = index.bm25;
    const scores = new Map();
    for (const occurrences of occurrencesPerPhrase) {
      const idf = fts5InverseDocumentFrequency(rowCount, occurrences.size);
      for (const [row, frequency] of occurrences) {
        if (rows && !rows.has(row)) continue;
        const lengthRatio = index.rowLengths[row] / index.averageLength;
        const saturation = (frequency * (k1 + 1)) / (frequency + k1 * (1 - b + b * lengthRatio));
        scores.set(row, (scores.get(row) || 0) + idf * saturation);
      }
    }
    return scores;
  }

  function fts5InverseDocumentFrequency(rowCount, hitCount) {
    const idf = Math.log((rowCount - hitCount + 0.5) / (hitCount + 0.5));
    return idf <= 0 ? 1e-6 : idf;
  }

  /** Whether a normalized word finds any practice as it is (Vocabulary.matches). */
  function findsAnything(engine, word) {
    return occurrencesOf(engine.practiceIndex, matchFor(engine, word)).size > 0;
  }

  Object.assign(HIGSearch, {
    isRecord,
    createEngine,
    matchFor,
    phraseMatch,
    occurrencesOf,
    findsAnything,
    bm25Scores,
  });
})(typeof window !== "undefined" ? window : globalThis);
