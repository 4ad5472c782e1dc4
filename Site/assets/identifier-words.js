/*
 * Mirrors Sources/HIGSearch/Planning/IdentifierWords.swift: an identifier as the words it is
 * made of.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});

  /**
   * `NSSavePanel` → "Save Panel", `URLSession` → "URL Session". The
   * framework's two-letter prefix names the framework, not the thing.
   */
  function spaced(identifier) {
    return identifier
      .replace(/^[A-Z]{2}(?=[A-Z][a-z])/, "")
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2");
  }

  HIGSearch.IdentifierWords = { spaced };
})(typeof window !== "undefined" ? window : globalThis);
