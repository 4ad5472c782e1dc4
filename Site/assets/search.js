/*
 * Offline search for the HIG knowledge base: the search box's suggestions and the search page.
 * It answers as `hig query` does with the modules loaded before it, one for each file of the
 * search core (Sources/HIGSearch; Tests/site-js/search-mirror.json pairs them), over the prebuilt index in
 * assets/search-index.js, which defines window.HIG_SEARCH with the ranking model. Classic
 * scripts, so that pages work from file:// too.
 *
 * The pure functions are exposed on window.HIGSearch; the page wiring runs only when there is
 * a document.
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { createEngine } = HIGSearch.SearchData;
  const { isRecord } = HIGSearch.RankingModel;
  const { koreanLead } = HIGSearch.RankingCandidate;
  const { search, shortened } = HIGSearch.SearchEngine;

  // ---------------------------------------------------------------------------------------
  // Links: index URLs are relative to the site root and must stay relative.
  // ---------------------------------------------------------------------------------------

  function safeRoot(root) {
    return typeof root === "string" && /^(?:\.{1,2}\/)*$/.test(root) ? root : "";
  }

  /** root + url for a site-relative URL; null for anything with a scheme, host or odd characters. */
  function safeHref(root, url) {
    if (typeof url !== "string" || url === "") return null;
    // Browsers drop tabs and newlines inside URLs ("java\tscript:"), so none are allowed.
    if (/[\u0000-\u0020\u007f\\]/.test(url)) return null;
    if (/^[a-z][a-z0-9+.\-]*:/i.test(url) || url.startsWith("/")) return null;
    return safeRoot(root) + url;
  }

  const STRENGTHS = ["must", "must-not", "avoid", "should", "consider", "informative"];

  function strengthOf(doc) {
    return STRENGTHS.includes(doc.strength) ? doc.strength : "informative";
  }

  const KIND_LABELS = {
    page: "Page",
    section: "Section",
    platform: "Platform",
    state: "State",
    transition: "Transition",
    style: "Style",
    symbol: "Symbol",
  };

  function kindLabel(kind) {
    return Object.prototype.hasOwnProperty.call(KIND_LABELS, kind) ? KIND_LABELS[kind] : "Other";
  }

  function textOf(value) {
    return typeof value === "string" ? value : "";
  }

  HIGSearch.safeHref = safeHref;

  // ---------------------------------------------------------------------------------------
  // Page wiring.
  // ---------------------------------------------------------------------------------------

  if (typeof document === "undefined") return;

  const DEBOUNCE_MILLISECONDS = 80;
  const SUGGESTION_COUNT = 8;
  const RESULT_LIMIT = 50;
  const ENTITY_RESULT_LIMIT = 10;

  const loader = { engine: null, state: "idle", waiting: [] };

  function finishLoading() {
    try {
      if (!isRecord(global.HIG_SEARCH) || !Array.isArray(global.HIG_SEARCH.docs)) throw new Error("no index");
      loader.engine = createEngine(global.HIG_SEARCH);
      loader.state = "ready";
    } catch (error) {
      loader.engine = null;
      loader.state = "failed";
    }
    for (const callback of loader.waiting.splice(0)) callback(loader.engine);
  }

  /** Calls back with the engine once the index is loaded (null if it cannot be). */
  function withEngine(root, callback) {
    if (loader.state === "ready" || loader.state === "failed") {
      callback(loader.engine);
      return;
    }
    loader.waiting.push(callback);
    if (loader.state === "loading") return;
    loader.state = "loading";
    if (global.HIG_SEARCH) {
      finishLoading();
      return;
    }
    // A script element, not fetch: pages opened from file:// cannot fetch JSON.
    const script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.async = true;
    script.addEventListener("load", finishLoading);
    script.addEventListener("error", () => {
      loader.state = "failed";
      for (const callback of loader.waiting.splice(0)) callback(null);
    });
    document.head.appendChild(script);
  }

  function debounced(action) {
    let timer = 0;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(action, DEBOUNCE_MILLISECONDS);
    };
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function badge(strength) {
    return element("span", "badge badge-" + strength, strength.replace("-", " "));
  }

  function whereText(doc) {
    return [textOf(doc.page), textOf(doc.section)].filter((part) => part !== "").join(" \u203a ");
  }

  function searchPageHref(root, query) {
    return root + "search.html?q=" + encodeURIComponent(query);
  }

  // --- Suggestions under the header's search box (ARIA combobox with a listbox popup) ---

  function suggestionItems(result, root) {
    const entityRoom = Math.min(result.entities.length, 2);
    const practices = result.practices.slice(0, SUGGESTION_COUNT - entityRoom);
    const entities = result.entities.slice(0, SUGGESTION_COUNT - practices.length);
    const items = [];
    for (const hit of practices) {
      const href = safeHref(root, hit.doc.url);
      if (href) items.push({ href, hit });
    }
    for (const hit of entities) {
      const href = safeHref(root, hit.entity.url);
      if (href) items.push({ href, hit });
    }
    return items;
  }

  function suggestionContent(option, item) {
    if (!item.hit) {
      option.classList.add("suggestion-all");
      option.appendChild(element("span", "suggestion-title", item.label));
      return;
    }
    if (item.hit.doc) {
      const doc = item.hit.doc;
      option.appendChild(element("span", "suggestion-title", textOf(doc.lead)));
      option.appendChild(document.createTextNode(" "));
      option.appendChild(badge(strengthOf(doc)));
      if (textOf(doc.ko)) {
        const korean = element("span", "suggestion-ko ko", koreanLead(doc.ko));
        korean.lang = "ko";
        option.appendChild(korean);
      }
      option.appendChild(element("span", "where", whereText(doc)));
      return;
    }
    option.appendChild(element("span", "suggestion-title", textOf(item.hit.entity.title)));
    option.appendChild(document.createTextNode(" "));
    option.appendChild(element("span", "kind", kindLabel(item.hit.kind)));
  }

  function setUpSuggestions(input, list, root) {
    if (!list.id) list.id = "search-suggestions";
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Suggestions");

    let items = [];
    let active = -1;

    function optionId(position) {
      return list.id + "-option-" + position;
    }

    function setActive(position) {
      const options = list.children;
      if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
      active = position;
      if (active >= 0 && options[active]) {
        options[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", optionId(active));
        options[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function isOpen() {
      return !list.hidden;
    }

    function close() {
      setActive(-1);
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
    }

    function open() {
      if (items.length === 0) return;
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }

    function show(newItems) {
      items = newItems;
      active = -1;
      input.removeAttribute("aria-activedescendant");
      list.replaceChildren();
      items.forEach((item, position) => {
        const option = element("li", "suggestion");
        option.id = optionId(position);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        suggestionContent(option, item);
        list.appendChild(option);
      });
      if (items.length > 0 && document.activeElement === input) open();
      else close();
    }

    function refresh() {
      const query = input.value;
      if (query.trim() === "") {
        show([]);
        return;
      }
      withEngine(root, (engine) => {
        if (input.value !== query) return;
        const entries = [];
        if (engine) {
          const result = search(engine, query, { limit: SUGGESTION_COUNT, entityLimit: 5 });
          if (result.message) {
            show([]);
            return;
          }
          entries.push(...suggestionItems(result, root));
        }
        entries.push({ href: searchPageHref(root, query), label: "All results for \u201c" + shortened(query, 40) + "\u201d" });
        show(entries);
      });
    }

    function go(position) {
      const item = items[position];
      if (item) global.location.assign(item.href);
    }

    function onKeyDown(event) {
      if (event.isComposing) return;
      switch (event.key) {
        case "ArrowDown":
          if (items.length === 0) return;
          event.preventDefault();
          open();
          setActive(active + 1 >= items.length ? 0 : active + 1);
          break;
        case "ArrowUp":
          if (items.length === 0) return;
          event.preventDefault();
          open();
          setActive(active <= 0 ? items.length - 1 : active - 1);
          break;
        case "Enter":
          if (isOpen() && active >= 0) {
            event.preventDefault();
            go(active);
          }
          break;
        case "Escape":
          if (isOpen()) {
            event.preventDefault();
            close();
          } else if (input.value !== "") {
            event.preventDefault();
            input.value = "";
            show([]);
          }
          break;
        default:
          break;
      }
    }

    input.addEventListener("focus", () => {
      withEngine(root, () => {});
      if (input.value.trim() !== "" && items.length > 0) open();
    });
    input.addEventListener("input", debounced(refresh));
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", close);
    // Keeps the focus in the box while an option is pressed, so that blur does not close it first.
    list.addEventListener("mousedown", (event) => event.preventDefault());
    list.addEventListener("click", (event) => {
      const option = event.target.closest("[role='option']");
      if (option) go(Array.prototype.indexOf.call(list.children, option));
    });
  }

  // --- The search page: full results, deep links through ?q= ---

  function queryFromLocation() {
    try {
      return new URLSearchParams(global.location.search).get("q") || "";
    } catch (error) {
      return "";
    }
  }

  function rememberQuery(query) {
    try {
      const url = new URL(global.location.href);
      if (query.trim() === "") url.searchParams.delete("q");
      else url.searchParams.set("q", query);
      global.history.replaceState(global.history.state, "", url.href);
    } catch (error) {
      // Some browsers refuse history changes for file:// pages; the results still show.
    }
  }

  function linkOrText(href, text) {
    if (!href) return element("span", "result-title", text);
    const link = element("a", "result-title", text);
    link.href = href;
    return link;
  }

  function practiceResult(hit, root) {
    const doc = hit.doc;
    const item = element("li", "result");
    item.appendChild(linkOrText(safeHref(root, doc.url), textOf(doc.lead)));
    item.appendChild(document.createTextNode(" "));
    item.appendChild(badge(strengthOf(doc)));
    if (textOf(doc.ko)) {
      const korean = element("p", "ko", koreanLead(doc.ko));
      korean.lang = "ko";
      item.appendChild(korean);
    }
    item.appendChild(element("p", "where", whereText(doc)));
    return item;
  }

  function entityResult(hit, root) {
    const entity = hit.entity;
    const item = element("li", "result result-entity");
    item.appendChild(linkOrText(safeHref(root, entity.url), textOf(entity.title)));
    item.appendChild(document.createTextNode(" "));
    item.appendChild(element("span", "kind", kindLabel(hit.kind)));
    if (textOf(entity.detail)) item.appendChild(element("p", "where", entity.detail));
    return item;
  }

  /**
   * A row of one of Apple's tables: where it is, its cells with their headers, Apple's Korean
   * beneath unless it only respaces the English cells, which would give every number twice. A
   * table only Apple's Korean edition gives says so, with the tab it stands under, and its
   * English cells are already the Korean ones in Apple's wording.
   */
  function tableResult(hit, root) {
    const row = hit.record;
    const item = element("li", "result result-table");
    const where = textOf(row.t) + (textOf(row.section) ? " \u203a " + textOf(row.section) : "");
    item.appendChild(linkOrText(safeHref(root, row.url), where));
    const header = Array.isArray(row.header) ? row.header.map(textOf) : [];
    const cells = Array.isArray(row.cells) ? row.cells.map(textOf) : [];
    if (textOf(row.origin)) item.appendChild(element("p", "where", textOf(row.origin)));
    item.appendChild(element("p", "table-row", HIGSearch.TableRows.detail(header, cells)));
    if (
      Array.isArray(row.cellsKo) &&
      textOf(row.origin) === "" &&
      !HIGSearch.TableRows.koreanRepeatsCells(cells, row.cellsKo.map(textOf))
    ) {
      const headerKo = Array.isArray(row.headerKo) ? row.headerKo.map(textOf) : header;
      const korean = element("p", "ko table-row", HIGSearch.TableRows.detail(headerKo, row.cellsKo.map(textOf)));
      korean.lang = "ko";
      item.appendChild(korean);
    }
    return item;
  }

  function quoted(text) {
    return "\u201c" + shortened(text, 80) + "\u201d";
  }

  function correctionSentence(corrections) {
    if (corrections.length === 0) return "";
    const parts = corrections.map(
      (entry) => entry.corrections.map(quoted).join(" or ") + " instead of " + quoted(entry.original)
    );
    return "Showing results for " + parts.join("; ") + ". ";
  }

  function countSentence(result, shown) {
    const count = result.matchCount.toLocaleString("en");
    if (result.matchCount === 0) {
      return result.entities.length > 0
        ? "No guidelines match " + quoted(result.query) + "; see the pages below."
        : "No guidelines match " + quoted(result.query) + ".";
    }
    if (shown < result.matchCount) {
      return "The best " + shown + " of " + count + " guidelines for " + quoted(result.query) + ".";
    }
    return count + (result.matchCount === 1 ? " guideline matches " : " guidelines match ") + quoted(result.query) + ".";
  }

  function setUpSearchPage(root) {
    const input = document.getElementById("search-input");
    const status = document.getElementById("search-status");
    const results = document.getElementById("search-results");
    if (!input || !results) return;

    const tableHeading = element("h2", "results-heading", "From Apple\u2019s tables");
    const tableList = element("ol", "results results-tables");
    tableList.id = "search-tables";
    tableHeading.hidden = true;
    tableList.hidden = true;
    // Before the ranked results, as `hig query` prints them: a number is what such a question wants.
    if (status) status.after(tableHeading, tableList);
    else results.after(tableHeading, tableList);

    const entityHeading = element("h2", "results-heading", "Pages, styles and states");
    const entityList = element("ol", "results results-entities");
    entityList.id = "search-entities";
    entityHeading.hidden = true;
    entityList.hidden = true;
    results.after(entityHeading, entityList);

    function setStatus(text) {
      if (status) status.textContent = text;
    }

    function render(engine) {
      results.replaceChildren();
      entityList.replaceChildren();
      tableList.replaceChildren();
      entityHeading.hidden = true;
      entityList.hidden = true;
      tableHeading.hidden = true;
      tableList.hidden = true;
      if (!engine) {
        setStatus("The search index could not be loaded. Is assets/search-index.js next to this page's assets?");
        return;
      }
      const result = search(engine, input.value, { limit: RESULT_LIMIT, entityLimit: ENTITY_RESULT_LIMIT });
      if (result.message) {
        setStatus(result.message);
        return;
      }
      for (const hit of result.practices) results.appendChild(practiceResult(hit, root));
      for (const hit of result.entities) entityList.appendChild(entityResult(hit, root));
      for (const hit of result.tableRows || []) tableList.appendChild(tableResult(hit, root));
      tableHeading.hidden = tableList.children.length === 0;
      tableList.hidden = tableList.children.length === 0;
      entityHeading.hidden = result.entities.length === 0;
      entityList.hidden = result.entities.length === 0;
      setStatus(correctionSentence(result.corrections) + countSentence(result, result.practices.length));
    }

    const initial = queryFromLocation();
    if (initial) input.value = initial;
    setStatus("Loading the search index\u2026");
    withEngine(root, render);
    input.addEventListener(
      "input",
      debounced(() => {
        rememberQuery(input.value);
        withEngine(root, render);
      })
    );
    const form = input.form;
    if (form) {
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        rememberQuery(input.value);
        withEngine(root, render);
      });
    }
  }

  function start() {
    const root = safeRoot(document.body ? document.body.dataset.root : "");
    const box = document.getElementById("site-search");
    const list = document.getElementById("search-suggestions");
    if (box && list) setUpSuggestions(box, list, root);
    setUpSearchPage(root);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof window !== "undefined" ? window : globalThis);
