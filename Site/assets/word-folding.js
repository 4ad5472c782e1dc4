/*
 * Mirrors Sources/HIGSearch/Text/WordFolding.swift: the invisible characters dropped from words
 * and the halfwidth and fullwidth forms folded to their compatibility (NFKC) form, before NFC.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});

  const INVISIBLE =
    /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{e0001}\u{e0020}-\u{e007f}]/gu;
  const WIDTH_VARIANT = /[\uff00-\uffef]/gu;

  /** Whether folding can change the text: only text beyond ASCII holds what it folds. */
  function applies(text) {
    return /[^\x00-\x7f]/.test(text);
  }

  function folded(text) {
    if (!applies(text)) return text;
    return text.replace(INVISIBLE, "").replace(WIDTH_VARIANT, (character) => character.normalize("NFKC"));
  }

  HIGSearch.WordFolding = { applies, folded };
})(typeof window !== "undefined" ? window : globalThis);
