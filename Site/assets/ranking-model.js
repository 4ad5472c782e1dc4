/*
 * Mirrors Sources/HIGSearch/Ranking/RankingModel.swift and RankingModel+Standard.swift: the
 * ranking model as the search data carries it (the standard model, written by the generator, so
 * the Swift source stays its only definition), its score, and its Korean predicate rules.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});

  function isRecord(value) {
    return value !== null && typeof value === "object";
  }

  /** The non-empty strings of a list the data carries; none when it is no list. */
  function stringsIn(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === "string" && item !== "") : [];
  }

  function numbersIn(value) {
    return (Array.isArray(value) ? value : []).map((item) => (typeof item === "number" && isFinite(item) ? item : 1));
  }

  /** The model the search data carries; null without one, and then nothing is searched. */
  function read(value) {
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

  /** RankingModel.score, its factors multiplied in the same order. */
  function score(model, features) {
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

  /** What a predicate says before its ending, or null (RankingModel.Korean.predicateStem). */
  function predicateStem(korean, word) {
    if (stringsIn(korean.questionWords).includes(word)) return null;
    const syllables = HIGSearch.TextNormalizer.graphemes(word);
    if (syllables.length < 2 || !stringsIn(korean.predicateEndings).includes(syllables[syllables.length - 1])) {
      return null;
    }
    return syllables.slice(0, -1).join("");
  }

  /**
   * Whether a Korean word only says how the question is asked ("어떻게", "하나요"): the model's
   * question words, and words of two syllables or more ending on a predicate ending
   * (RankingModel.Korean.isPredicate).
   */
  function isPredicate(korean, word) {
    return stringsIn(korean.questionWords).includes(word) || predicateStem(korean, word) !== null;
  }

  HIGSearch.RankingModel = { read, score, Korean: { isPredicate, predicateStem }, isRecord, stringsIn };
})(typeof window !== "undefined" ? window : globalThis);
