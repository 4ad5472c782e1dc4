/*
 * Stands in for the index's FTS5 tables (HIGIndex's IndexSchema, read by PracticeCandidates and
 * IndexLexicon): an inverted index over the search data built once, what an FTS5 phrase
 * ("word", "two words", "오디오"*) finds in it, and FTS5's bm25() over what it finds, weighted by
 * the ranking model's fields.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { PorterStemmer } = HIGSearch;
  const { isHangulWord } = HIGSearch.TextNormalizer;

  const OCCURRENCE_CACHE_SIZE = 256;

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
   * How one normalized form is matched: through the stems map as the porter tokenizer would
   * stem it, or as it would stem a word the map does not know; Hangul words as prefixes.
   */
  function matchFor(engine, form) {
    const words = form.split(" ").filter((word) => word !== "");
    if (words.length === 1) {
      const word = words[0];
      if (isHangulWord(word)) return { form, tokens: [word], prefix: true };
      return { form, tokens: [stemOf(engine, word)], prefix: false };
    }
    return { form, tokens: words.map((word) => stemOf(engine, word)), prefix: false };
  }

  /** A word's stem: from the index's map, or as the porter tokenizer makes it for a word the pages never use. */
  function stemOf(engine, word) {
    return engine.stems.get(word) || PorterStemmer.stem(word);
  }

  /** The query as one phrase, its last word a prefix when it is Korean (QueryPlan.phraseInLead). */
  function phraseMatch(engine, phrase) {
    const words = phrase.split(" ").filter((word) => word !== "");
    const prefix = isHangulWord(words[words.length - 1]);
    return {
      form: phrase,
      tokens: words.map((word) => (isHangulWord(word) ? word : stemOf(engine, word))),
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
   * `countedIn`, when given, holds per phrase the rows it counts in, or null for all it is in: a
   * phrase under an AND (`"text" AND "size"`) counts only where the AND matches, while its idf
   * is still of every row that holds it.
   */
  function bm25Scores(index, occurrencesPerPhrase, rows, countedIn) {
    const rowCount = index.records.length;
    const { k1, b } = index.bm25;
    const scores = new Map();
    for (const [position, occurrences] of occurrencesPerPhrase.entries()) {
      const idf = fts5InverseDocumentFrequency(rowCount, occurrences.size);
      const counted = countedIn ? countedIn[position] : null;
      for (const [row, frequency] of occurrences) {
        if ((rows && !rows.has(row)) || (counted && !counted.has(row))) continue;
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

  HIGSearch.FTSIndex = { build: buildInvertedIndex, fieldTokens, matchFor, phraseMatch, occurrencesOf, bm25Scores };
})(typeof window !== "undefined" ? window : globalThis);
