import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { FakeDocument } from "./fake-dom.mjs";
import { loadScript } from "./fixture.mjs";

function memoryStorage(initial = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => (values.has(key) ? values.get(key) : null),
    setItem: (key, value) => values.set(key, String(value)),
  };
}

function refusingStorage() {
  const refuse = () => {
    throw new Error("SecurityError: storage is not available");
  };
  return { getItem: refuse, setItem: refuse };
}

/** A page in <head>: lang.js runs while the document is still loading. */
function pageWithToggle(storage, { throwOnAccess = false } = {}) {
  const document = new FakeDocument();
  document.readyState = "loading";
  document.documentElement.dataset.lang = "both";
  const button = document.build(document.body, ["button", { class: "lang-toggle", type: "button" }, "…"]);
  const globals = { document, addEventListener() {} };
  if (throwOnAccess) {
    Object.defineProperty(globals, "localStorage", {
      get() {
        throw new Error("SecurityError: access denied");
      },
    });
  } else {
    globals.localStorage = storage;
  }
  loadScript("lang.js", globals);
  return { document, button, mode: () => document.documentElement.dataset.lang };
}

describe("language toggle", () => {
  it("applies the remembered mode before the page is loaded", () => {
    const view = pageWithToggle(memoryStorage({ "hig.lang": "ko" }));
    assert.equal(view.mode(), "ko");
    assert.equal(view.button.textContent, "…");
    view.document.dispatch("DOMContentLoaded");
    assert.equal(view.button.textContent, "한국어");
    assert.match(view.button.getAttribute("aria-label"), /Korean only.*Switch to English and Korean/);
  });

  it("ignores a stored value that is not a mode", () => {
    const view = pageWithToggle(memoryStorage({ "hig.lang": "fr" }));
    assert.equal(view.mode(), "both");
  });

  it("cycles both → en → ko → both and remembers the choice", () => {
    const storage = memoryStorage();
    const view = pageWithToggle(storage);
    view.document.dispatch("DOMContentLoaded");
    assert.equal(view.button.textContent, "EN + 한국어");
    const seen = [];
    for (let click = 0; click < 3; click++) {
      view.button.dispatch("click");
      seen.push([view.mode(), view.button.textContent, storage.values.get("hig.lang")]);
    }
    assert.deepEqual(seen, [
      ["en", "English", "en"],
      ["ko", "한국어", "ko"],
      ["both", "EN + 한국어", "both"],
    ]);
  });

  it("still switches when storage throws", () => {
    for (const view of [
      pageWithToggle(refusingStorage()),
      pageWithToggle(null, { throwOnAccess: true }),
    ]) {
      assert.equal(view.mode(), "both");
      view.document.dispatch("DOMContentLoaded");
      view.button.dispatch("click");
      assert.equal(view.mode(), "en");
      assert.equal(view.button.textContent, "English");
    }
  });
});
