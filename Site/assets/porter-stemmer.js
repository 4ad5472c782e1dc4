/*
 * Stands in for SQLite's porter tokenizer, which the index's full-text tables stem with: the site
 * stems a query word its stems map does not know ("clicked" when the pages only say "click"), so
 * the word finds what `hig query` finds. As there, a word under three bytes or over 64 is left as
 * it is, and any letter but a, e, i, o, u (and y after a vowel) counts as a consonant.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  /** The word's length in UTF-8 bytes, which SQLite measures tokens in. */
  function byteLength(word) {
    let bytes = 0;
    for (const character of word) {
      const code = character.codePointAt(0);
      bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    }
    return bytes;
  }

  function isConsonant(word, index) {
    const letter = word[index];
    if ("aeiou".includes(letter)) return false;
    if (letter === "y") return index === 0 || !isConsonant(word, index - 1);
    return true;
  }

  /** m: the number of vowel-consonant sequences in the stem. */
  function measure(stem) {
    let count = 0;
    let index = 0;
    const length = stem.length;
    while (index < length && isConsonant(stem, index)) index++;
    while (index < length) {
      while (index < length && !isConsonant(stem, index)) index++;
      if (index >= length) break;
      while (index < length && isConsonant(stem, index)) index++;
      count++;
    }
    return count;
  }

  function hasVowel(stem) {
    for (let index = 0; index < stem.length; index++) if (!isConsonant(stem, index)) return true;
    return false;
  }

  function endsWithDoubleConsonant(word) {
    const length = word.length;
    return length >= 2 && word[length - 1] === word[length - 2] && isConsonant(word, length - 1);
  }

  /** *o: the stem ends consonant-vowel-consonant, the last not w, x or y. */
  function endsCVC(word) {
    const length = word.length;
    if (length < 3) return false;
    if (!isConsonant(word, length - 1) || isConsonant(word, length - 2) || !isConsonant(word, length - 3)) {
      return false;
    }
    return !"wxy".includes(word[length - 1]);
  }

  /** Replaces the first suffix of `rules` the word ends with, when its stem meets `condition`. */
  function replaceSuffix(word, rules, condition) {
    for (const [suffix, replacement] of rules) {
      if (word.endsWith(suffix)) {
        const stem = word.slice(0, word.length - suffix.length);
        return condition(stem) ? stem + replacement : word;
      }
    }
    return word;
  }

  const STEP2 = [
    ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"],
    ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"],
    ["ization", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["iveness", "ive"],
    ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"],
    ["logi", "log"],
  ];
  const STEP3 = [
    ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""],
  ];
  const STEP4 = [
    "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism", "ate",
    "iti", "ous", "ive", "ize",
  ];

  function step1(word) {
    if (word.endsWith("sses") || word.endsWith("ies")) word = word.slice(0, -2);
    else if (word.endsWith("s") && !word.endsWith("ss")) word = word.slice(0, -1);

    let trimmed = false;
    if (word.endsWith("eed")) {
      if (measure(word.slice(0, -3)) > 0) word = word.slice(0, -1);
    } else if (word.endsWith("ed") && hasVowel(word.slice(0, -2))) {
      word = word.slice(0, -2);
      trimmed = true;
    } else if (word.endsWith("ing") && hasVowel(word.slice(0, -3))) {
      word = word.slice(0, -3);
      trimmed = true;
    }
    if (trimmed) {
      if (word.endsWith("at") || word.endsWith("bl") || word.endsWith("iz")) word += "e";
      else if (endsWithDoubleConsonant(word) && !"lsz".includes(word[word.length - 1])) word = word.slice(0, -1);
      else if (measure(word) === 1 && endsCVC(word)) word += "e";
    }
    if (word.endsWith("y") && hasVowel(word.slice(0, -1))) word = word.slice(0, -1) + "i";
    return word;
  }

  function step4(word) {
    const suffix = STEP4.filter((ending) => word.endsWith(ending)).sort((a, b) => b.length - a.length)[0];
    if (suffix === undefined) return word;
    const stem = word.slice(0, word.length - suffix.length);
    if (measure(stem) <= 1) return word;
    if (suffix === "ion" && !(stem.endsWith("s") || stem.endsWith("t"))) return word;
    return stem;
  }

  function step5(word) {
    if (word.endsWith("e")) {
      const stem = word.slice(0, -1);
      const m = measure(stem);
      if (m > 1 || (m === 1 && !endsCVC(stem))) word = stem;
    }
    if (measure(word) > 1 && endsWithDoubleConsonant(word) && word.endsWith("l")) word = word.slice(0, -1);
    return word;
  }

  /** The stem SQLite's porter tokenizer gives a lowercase word. */
  function stem(word) {
    const bytes = byteLength(word);
    if (bytes < 3 || bytes > 64) return word;
    let stemmed = step1(word);
    stemmed = replaceSuffix(stemmed, STEP2, (stem) => measure(stem) > 0);
    stemmed = replaceSuffix(stemmed, STEP3, (stem) => measure(stem) > 0);
    stemmed = step4(stemmed);
    return step5(stemmed);
  }

  HIGSearch.PorterStemmer = { stem };
})(typeof window !== "undefined" ? window : globalThis);
