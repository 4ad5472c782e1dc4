// Shared set-up for the site script tests: loads the scripts in a fresh VM context and builds a
// small search index the way the generator writes assets/search-index.js.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

export const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

export function repositoryFile(path) {
  return readFileSync(repositoryRoot + path, "utf8");
}

/**
 * The ranking model as RankingModel.swift defines it: a Swift test holds this copy equal to
 * `RankingModel.standard`, so these tests read the model as the site's search data carries it.
 */
export const model = JSON.parse(repositoryFile("Tests/site-js/ranking-model.json"));
export const korean = model.korean;
export const stopWords = model.stopWords;

/** The site search's scripts in the order the pages load them; search.js wires the page. */
export const searchScripts = [
  "ranking-model.js",
  "word-folding.js",
  "text-normalizer.js",
  "lead-words.js",
  "porter-stemmer.js",
  "fts-index.js",
  "table-rows.js",
  "search-data.js",
  "index-lexicon.js",
  "identifier-words.js",
  "typo-correction.js",
  "glossary-phrase.js",
  "query-plan.js",
  "query-planner.js",
  "lifecycle-match.js",
  "practice-candidates.js",
  "term-weight.js",
  "ranking-candidate.js",
  "candidate-features.js",
  "practice-ranker.js",
  "search-engine.js",
  "search.js",
];

/** Runs a script from Site/assets in a new context; returns the context's global object. */
export function loadScript(name, globals = {}) {
  return loadScripts([name], globals);
}

/** Runs scripts from Site/assets, one after another, in one new context. */
export function loadScripts(names, globals = {}) {
  const context = vm.createContext(Object.assign({}, globals));
  if (globals.window === undefined) context.window = context;
  for (const name of names) vm.runInContext(repositoryFile("Site/assets/" + name), context, { filename: name });
  return context;
}

/** The site search in a new context, as a page loads it. */
export function loadSearch(globals = {}) {
  return loadScripts(searchScripts, globals);
}

/** Objects made in another VM context have other prototypes; this compares plain values. */
export function plain(value) {
  return JSON.parse(JSON.stringify(value));
}

// Stands in for the porter stemmer: the site only ever sees its output through `stems`.
function stem(word) {
  for (const [suffix, keep] of [["ions", 4], ["ion", 4], ["ing", 4], ["ly", 4], ["s", 3]]) {
    if (word.endsWith(suffix) && !word.endsWith("ss") && word.length - suffix.length >= keep) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

const hangul = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/u;

/** A search index like the generator's: fields normalized with the site's normalizer, then stemmed. */
export function buildIndex(HIGSearch, { docs, entities = [], synonyms = {} }) {
  const stems = {};
  // The practices' words but their Korean text, counted: what typos are corrected to.
  const words = {};
  function remember(word) {
    if (!hangul.test(word)) stems[word] = stem(word);
  }
  function field(text, counted = false) {
    const tokens = HIGSearch.TextNormalizer.tokens(text || "", korean);
    tokens.forEach(remember);
    if (counted) for (const word of tokens) if (!hangul.test(word)) words[word] = (words[word] || 0) + 1;
    return tokens.map((word) => (hangul.test(word) ? word : stem(word))).join(" ");
  }
  for (const [word, alternatives] of Object.entries(synonyms)) {
    word.split(" ").forEach(remember);
    alternatives.forEach((alternative) => alternative.split(" ").forEach(remember));
  }
  return {
    version: 2,
    model,
    stems,
    synonyms,
    lifecycleCues: [],
    words,
    docs: docs.map((doc) => ({
      id: doc.id,
      url: doc.url || "pages/" + doc.id.replace("/", ".html#"),
      lead: doc.lead,
      ko: doc.ko || null,
      page: doc.page || "Page",
      section: doc.section || "Best practices",
      strength: doc.strength || "should",
      f: [
        field(doc.lead, true),
        field(doc.body, true),
        field(doc.titles, true),
        field(doc.ko),
        field(doc.symbols, true),
        field(doc.moments, true),
        field(doc.appleKo),
      ],
    })),
    entities: entities.map((entity) => ({
      kind: entity.kind,
      id: entity.id,
      title: entity.title,
      url: entity.url,
      detail: entity.detail || "",
      f: [field(entity.title), field(entity.body)],
    })),
  };
}

export const guidelines = {
  docs: [
    {
      id: "multitasking/respond-smoothly-to-audio-interruptions",
      lead: "Respond smoothly to audio interruptions.",
      body: "When another app plays audio, pause playback and resume when the interruption ends.",
      titles: "Multitasking Best practices",
      ko: "오디오 중단에 부드럽게 대응합니다. 다른 앱이 오디오를 재생하면 일시 정지합니다.",
      symbols: "AVAudioSession",
      page: "Multitasking",
    },
    {
      id: "playing-audio/keep-controls-visible",
      lead: "Keep playback controls visible.",
      body: "Interruptions happen: audio interruptions from calls, interruptions from alarms, other interruptions.",
      titles: "Playing audio Best practices",
      page: "Playing audio",
    },
    {
      id: "sheets/present-a-sheet-for-a-short-task",
      lead: "Present a sheet for a short, focused task.",
      body: "Sheets keep people in context while they finish.",
      titles: "Sheets Best practices",
      ko: "짧고 집중된 작업에는 시트를 표시합니다.",
      page: "Sheets",
    },
    {
      id: "modality/use-a-modal-view-only-when-essential",
      lead: "Use a modal view only when it is essential.",
      body: "A modal experience takes people away from their task.",
      titles: "Modality Best practices",
      strength: "avoid",
      page: "Modality",
    },
    {
      id: "notifications/send-notifications-for-timely-information",
      lead: "Send notifications only for timely information.",
      body: "People turn off notifications that waste their attention.",
      titles: "Notifications Best practices",
      ko: "알림은 시의적절한 정보에만 보냅니다.",
      strength: "must",
      page: "Notifications",
    },
    {
      id: "playing-haptics/use-haptics-consistently",
      lead: "Use haptics consistently.",
      body:
        "Build a clear relationship between each pattern and the change it marks in the interface, so that people learn what every pattern means and come to expect it whenever the same change happens again in the same place.",
      titles: "Playing haptics Best practices",
      page: "Playing haptics",
    },
    {
      id: "motion/design-clear-animations",
      lead: "Design clear animations.",
      body: "Haptics pair with animations: haptics that follow motion, haptics timed to the frame, haptics as feedback, haptics for success, haptics for failure.",
      titles: "Motion Best practices",
      page: "Motion",
    },
    {
      id: "layout/leave-room",
      lead: "Leave enough room around controls.",
      body: "Crowded layouts are hard to use.",
      titles: "Layout Best practices",
      page: "Layout",
    },
  ],
  entities: [
    {
      kind: "page",
      id: "multitasking",
      title: "Multitasking",
      url: "pages/multitasking.html",
      detail: "Switching between apps",
      body: "Switching between apps",
    },
    { kind: "style", id: "sheet", title: "Sheet", url: "styles/sheet.html", detail: "시트", body: "시트 modal" },
    { kind: "page", id: "hostile", title: "Sheets elsewhere", url: "javascript:alert(1)", body: "sheet" },
  ],
  synonyms: {
    modal: ["sheet", "full screen modal"],
    sheet: ["modal"],
    "split view": ["multitasking", "split screen"],
    notification: ["알림", "alert"],
  },
};
