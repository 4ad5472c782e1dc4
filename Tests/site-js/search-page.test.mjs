import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { FakeDocument } from "./fake-dom.mjs";
import { buildIndex, guidelines, loadSearch } from "./fixture.mjs";

const indexData = buildIndex(loadSearch().HIGSearch, {
  docs: guidelines.docs.concat([
    {
      id: "markup/a-lead-with-markup",
      lead: "Haptics <img src=x onerror=alert(1)> markup",
      body: "",
      page: "Markup <b>page</b>",
    },
  ]),
  entities: guidelines.entities,
  synonyms: guidelines.synonyms,
});

// Longer than the scripts' 80 ms debounce.
const SETTLE = 150;

function header(document) {
  const form = document.build(document.body, [
    "form",
    { class: "search-box", role: "search", action: document.body.dataset.root + "search.html" },
    ["input", { id: "site-search", name: "q", type: "search" }],
    ["ol", { class: "search-suggestions", id: "search-suggestions", hidden: true }],
  ]);
  return { form, input: form.children[0], list: form.children[1] };
}

function page({ root, search = "", withSearchPage = false, presetIndex = false, refuseHistory = false }) {
  const document = new FakeDocument();
  document.body.dataset.root = root;
  const parts = header(document);
  if (withSearchPage) {
    document.build(document.body, [
      "main",
      { id: "main" },
      ["input", { id: "search-input", type: "search" }],
      ["p", { id: "search-status", role: "status" }],
      ["ol", { id: "search-results", class: "results" }],
    ]);
  }
  const assigned = [];
  const replaced = [];
  const href = "file:///site/" + (withSearchPage ? "search.html" : "pages/multitasking.html") + search;
  const globals = {
    document,
    location: { href, search, assign: (url) => assigned.push(url) },
    history: {
      state: null,
      replaceState: (state, title, url) => {
        if (refuseHistory) throw new Error("SecurityError");
        replaced.push(url);
      },
    },
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
  };
  if (presetIndex) globals.HIG_SEARCH = indexData;
  const window = loadSearch(globals);
  return Object.assign(parts, { document, window, assigned, replaced });
}

function loadIndexScript(view) {
  const [script] = view.document.appendedScripts;
  view.window.HIG_SEARCH = indexData;
  script.dispatch("load");
}

async function type(view, input, text) {
  view.document.activeElement = input;
  input.value = text;
  input.dispatch("input");
  await sleep(SETTLE);
}

function key(input, name) {
  return input.dispatch("keydown", { key: name });
}

describe("suggestions under the header's search box", () => {
  it("sets up the ARIA combobox", () => {
    const view = page({ root: "../" });
    assert.equal(view.input.getAttribute("role"), "combobox");
    assert.equal(view.input.getAttribute("aria-expanded"), "false");
    assert.equal(view.input.getAttribute("aria-controls"), "search-suggestions");
    assert.equal(view.input.getAttribute("aria-autocomplete"), "list");
    assert.equal(view.list.getAttribute("role"), "listbox");
  });

  it("loads the index only when the box is first used, relative to the page's root", () => {
    const view = page({ root: "../" });
    assert.equal(view.document.appendedScripts.length, 0);
    view.input.dispatch("focus");
    view.input.dispatch("focus");
    assert.equal(view.document.appendedScripts.length, 1);
    assert.equal(view.document.appendedScripts[0].src, "../assets/search-index.js");
  });

  it("suggests practices as you type and moves through them with the arrow keys", async () => {
    const view = page({ root: "../" });
    view.input.dispatch("focus");
    loadIndexScript(view);
    await type(view, view.input, "haptics");
    assert.equal(view.list.hidden, false);
    assert.equal(view.input.getAttribute("aria-expanded"), "true");
    const options = view.list.children;
    assert.ok(options.length >= 3);
    assert.ok(options.every((option) => option.getAttribute("role") === "option"));
    assert.match(options[0].textContent, /^Use haptics consistently\./);
    assert.match(options.at(-1).textContent, /^All results for “haptics”/);

    assert.equal(key(view.input, "ArrowDown").defaultPrevented, true);
    assert.equal(view.input.getAttribute("aria-activedescendant"), options[0].id);
    assert.equal(options[0].getAttribute("aria-selected"), "true");
    key(view.input, "ArrowDown");
    assert.equal(view.input.getAttribute("aria-activedescendant"), options[1].id);
    assert.equal(options[0].getAttribute("aria-selected"), "false");
    key(view.input, "ArrowUp");
    key(view.input, "ArrowUp");
    assert.equal(view.input.getAttribute("aria-activedescendant"), options.at(-1).id);
    key(view.input, "ArrowDown");

    assert.equal(key(view.input, "Enter").defaultPrevented, true);
    assert.deepEqual(view.assigned, ["../pages/playing-haptics.html#use-haptics-consistently"]);
  });

  it("lets Enter submit the form when no option is active", async () => {
    const view = page({ root: "../" });
    view.input.dispatch("focus");
    loadIndexScript(view);
    await type(view, view.input, "haptics");
    assert.equal(key(view.input, "Enter").defaultPrevented, false);
    assert.deepEqual(view.assigned, []);
  });

  it("closes on Escape, then clears the box", async () => {
    const view = page({ root: "../" });
    view.input.dispatch("focus");
    loadIndexScript(view);
    await type(view, view.input, "haptics");
    key(view.input, "ArrowDown");
    assert.equal(key(view.input, "Escape").defaultPrevented, true);
    assert.equal(view.list.hidden, true);
    assert.equal(view.input.getAttribute("aria-expanded"), "false");
    assert.equal(view.input.getAttribute("aria-activedescendant"), null);
    key(view.input, "Escape");
    assert.equal(view.input.value, "");
  });

  it("navigates to an option that is clicked", async () => {
    const view = page({ root: "../" });
    view.input.dispatch("focus");
    loadIndexScript(view);
    await type(view, view.input, "haptics");
    const title = view.list.children[1].children[0];
    title.dispatch("click");
    assert.equal(view.assigned.length, 1);
    assert.match(view.assigned[0], /^\.\.\/pages\//);
  });

  it("never offers a link with a scheme, and puts data in as text", async () => {
    const view = page({ root: "" });
    view.input.dispatch("focus");
    loadIndexScript(view);
    await type(view, view.input, "sheet haptics markup");
    await type(view, view.input, "sheet");
    for (let position = 0; position < view.list.children.length; position++) {
      key(view.input, "ArrowDown");
      key(view.input, "Enter");
    }
    assert.ok(view.assigned.length > 0);
    assert.ok(view.assigned.every((url) => !/^[a-z]+:/i.test(url)), view.assigned.join(", "));
    await type(view, view.input, "markup");
    assert.match(view.list.textContent, /<img src=x onerror=alert\(1\)>/);
    assert.ok(view.document.createdTags.every((tag) => ["li", "span", "script"].includes(tag)));
  });

  it("shows nothing for an empty box", async () => {
    const view = page({ root: "" });
    view.input.dispatch("focus");
    loadIndexScript(view);
    await type(view, view.input, "haptics");
    await type(view, view.input, "   ");
    assert.equal(view.list.hidden, true);
    assert.equal(view.list.children.length, 0);
  });
});

describe("the search page", () => {
  it("reads ?q= and shows full results at once", () => {
    const view = page({ root: "", search: "?q=haptics", withSearchPage: true, presetIndex: true });
    const input = view.document.getElementById("search-input");
    const results = view.document.getElementById("search-results").children;
    assert.equal(input.value, "haptics");
    assert.equal(results.length, 3);
    const [link, badge] = results[0].children;
    assert.equal(link.tagName, "A");
    assert.equal(link.href, "pages/playing-haptics.html#use-haptics-consistently");
    assert.equal(link.textContent, "Use haptics consistently.");
    assert.equal(badge.className, "badge badge-should");
    assert.equal(results[0].querySelectorAll(".where")[0].textContent, "Playing haptics \u203a Best practices");
    assert.equal(view.document.getElementById("search-status").textContent, "3 guidelines match \u201chaptics\u201d.");
  });

  it("loads the index through a script element when it is not there yet", () => {
    const view = page({ root: "", search: "?q=haptics", withSearchPage: true });
    const status = view.document.getElementById("search-status");
    assert.equal(status.textContent, "Loading the search index\u2026");
    assert.equal(view.document.appendedScripts[0].src, "assets/search-index.js");
    loadIndexScript(view);
    assert.equal(view.document.getElementById("search-results").children.length, 3);
  });

  it("says so when the index cannot be loaded", () => {
    const view = page({ root: "", search: "?q=haptics", withSearchPage: true });
    view.document.appendedScripts[0].dispatch("error");
    assert.match(view.document.getElementById("search-status").textContent, /could not be loaded/);
  });

  it("says so when the index script defines no index", () => {
    const view = page({ root: "", search: "?q=haptics", withSearchPage: true });
    view.document.appendedScripts[0].dispatch("load");
    assert.match(view.document.getElementById("search-status").textContent, /could not be loaded/);
  });

  it("shows the Korean lead and keeps the URL's q in step", async () => {
    const view = page({ root: "", withSearchPage: true, presetIndex: true });
    const input = view.document.getElementById("search-input");
    await type(view, input, "알림");
    const [result] = view.document.getElementById("search-results").children;
    const korean = result.querySelectorAll(".ko")[0];
    assert.equal(korean.textContent, "알림은 시의적절한 정보에만 보냅니다.");
    assert.equal(korean.lang, "ko");
    assert.equal(decodeURIComponent(view.replaced.at(-1)), "file:///site/search.html?q=알림");
    await type(view, input, "");
    assert.equal(view.replaced.at(-1), "file:///site/search.html");
  });

  it("tells which words it corrected", async () => {
    const view = page({ root: "", withSearchPage: true, presetIndex: true });
    await type(view, view.document.getElementById("search-input"), "interuptions");
    assert.match(
      view.document.getElementById("search-status").textContent,
      /^Showing results for “interruptions” or “interruption” instead of “interuptions”\. /
    );
  });

  it("answers a query without words with a message, not an error", async () => {
    const view = page({ root: "", withSearchPage: true, presetIndex: true, refuseHistory: true });
    await type(view, view.document.getElementById("search-input"), "?!");
    assert.equal(
      view.document.getElementById("search-status").textContent,
      "Nothing to search for in \u201c?!\u201d: it has no words."
    );
    assert.equal(view.document.getElementById("search-results").children.length, 0);
  });

  it("lists entities below the practices, without links that have a scheme", () => {
    const view = page({ root: "../", search: "?q=sheet", withSearchPage: true, presetIndex: true });
    const entities = view.document.getElementById("search-entities");
    assert.equal(entities.hidden, false);
    const [style, hostile] = entities.children;
    assert.equal(style.children[0].href, "../styles/sheet.html");
    assert.equal(style.querySelectorAll(".kind")[0].textContent, "Style");
    assert.equal(hostile.children[0].tagName, "SPAN");
    assert.equal(hostile.children[0].href, null);
  });
});
