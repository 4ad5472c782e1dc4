/*
 * Language mode of the HIG knowledge base: both languages, English only or Korean only.
 * Loaded in <head> so the remembered mode applies before the page is painted; hig.css hides
 * text by html[data-lang].
 */
(function (global) {
  "use strict";

  const STORAGE_KEY = "hig.lang";
  const MODES = ["both", "en", "ko"];
  const LABELS = { both: "EN + 한국어", en: "English", ko: "한국어" };
  const DESCRIPTIONS = { both: "English and Korean", en: "English only", ko: "Korean only" };

  function isMode(value) {
    return MODES.includes(value);
  }

  // Storage can throw (file:// pages in some browsers, privacy settings); the mode then lasts
  // for the page only.
  function readMode() {
    try {
      const stored = global.localStorage.getItem(STORAGE_KEY);
      return isMode(stored) ? stored : null;
    } catch (error) {
      return null;
    }
  }

  function saveMode(mode) {
    try {
      global.localStorage.setItem(STORAGE_KEY, mode);
    } catch (error) {
      // Not remembered; the page still switches.
    }
  }

  function currentMode() {
    const mode = global.document.documentElement.dataset.lang;
    return isMode(mode) ? mode : "both";
  }

  function nextMode(mode) {
    return MODES[(MODES.indexOf(mode) + 1) % MODES.length];
  }

  function labelButton(button, mode) {
    button.textContent = LABELS[mode];
    button.setAttribute(
      "aria-label",
      "Language: " + DESCRIPTIONS[mode] + ". Switch to " + DESCRIPTIONS[nextMode(mode)] + "."
    );
  }

  function labelButtons(mode) {
    for (const button of global.document.querySelectorAll(".lang-toggle")) labelButton(button, mode);
  }

  function applyMode(mode) {
    global.document.documentElement.dataset.lang = mode;
    labelButtons(mode);
  }

  function wireButtons() {
    for (const button of global.document.querySelectorAll(".lang-toggle")) {
      button.addEventListener("click", () => {
        const mode = nextMode(currentMode());
        applyMode(mode);
        saveMode(mode);
      });
    }
    labelButtons(currentMode());
    // Another tab switched the language.
    global.addEventListener("storage", (event) => {
      if (event.key === STORAGE_KEY && isMode(event.newValue)) applyMode(event.newValue);
    });
  }

  const remembered = readMode();
  if (remembered) global.document.documentElement.dataset.lang = remembered;

  if (global.document.readyState === "loading") global.document.addEventListener("DOMContentLoaded", wireButtons);
  else wireButtons();

  global.HIGLanguage = { modes: MODES.slice(), nextMode, currentMode, applyMode };
})(window);
