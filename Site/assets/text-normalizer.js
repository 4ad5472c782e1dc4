/*
 * Mirrors Sources/HIGSearch/Text/TextNormalizer.swift (with HIGModel's Hangul.swift): a text's
 * words as the index sees them. The Korean lists come from the ranking model in the search data,
 * so the Swift source stays their only definition.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { stringsIn } = HIGSearch.RankingModel;
  const { WordFolding } = HIGSearch;

  const ALPHABETIC = /^\p{Alphabetic}$/u;
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

  function isHangulWord(text) {
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

  /**
   * The word without the first particle it ends with that leaves at least `leaving(ambiguous)`
   * syllables; a particle `leaving` gives no count for is never stripped. Null when none does.
   */
  function withoutParticle(characters, lists, leaving) {
    for (const particle of lists.particles) {
      const least = leaving(lists.ambiguousParticles.has(particle.text));
      const remaining = characters.length - particle.graphemes.length;
      if (least === null || remaining < least || !endsWithGraphemes(characters, particle.graphemes)) continue;
      return characters.slice(0, remaining).join("");
    }
    return null;
  }

  function stripParticleWith(word, lists) {
    const characters = graphemes(word);
    const stem = withoutParticle(characters, lists, (ambiguous) => (ambiguous ? 2 : 1));
    if (stem !== null) return stem;
    for (const ending of lists.verbEndings) {
      const remaining = characters.length - ending.graphemes.length;
      if (endsWithGraphemes(characters, ending.graphemes) && remaining >= 2) {
        return characters.slice(0, remaining).join("");
      }
    }
    return word;
  }

  /**
   * A query word's second particle ("메뉴에만" → "메뉴에" → "메뉴"), ambiguous ones left
   * (TextNormalizer.strippingStackedParticle).
   */
  function strippingStackedParticle(word, korean) {
    const text = String(word);
    if (!isHangulWord(text)) return text;
    const stem = withoutParticle(graphemes(text), koreanLists(korean), (ambiguous) => (ambiguous ? null : 2));
    return stem === null ? text : stem;
  }

  /** Strips a Korean particle or verb ending from the end of a Hangul word ("오디오를" → "오디오"). */
  function stripParticle(word, korean) {
    return stripParticleWith(String(word), koreanLists(korean));
  }

  /**
   * A word that starts with a digit is a measure ("44x44pt" → "44", "x", "44", "pt"): split where
   * digits meet letters (TextNormalizer.appendMeasure). A word that starts with a letter stays whole.
   */
  function pushMeasure(word, result) {
    if (!/^[0-9]/.test(word) || /^[0-9]+$/.test(word)) {
      result.push(word);
      return;
    }
    for (const part of word.match(/[0-9]+|[^0-9]+/gu)) result.push(part);
  }

  /** The words of a text as the index sees them ("SwiftUI를 쓰려면" → ["swiftui", "쓰려면"]). */
  function tokens(text, korean) {
    const lists = koreanLists(korean);
    const folded = lowercaseScalars(WordFolding.folded(String(text == null ? "" : text)).normalize("NFC"));
    const result = [];
    let current = "";
    let currentIsHangul = false;
    let attachedToLatin = false;

    function flush() {
      if (current !== "") {
        if (!currentIsHangul) {
          pushMeasure(current, result);
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

  HIGSearch.TextNormalizer = {
    tokens,
    normalize,
    stripParticle,
    strippingStackedParticle,
    isHangulWord,
    graphemes,
  };
})(typeof window !== "undefined" ? window : globalThis);
