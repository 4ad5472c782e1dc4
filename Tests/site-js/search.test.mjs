import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildIndex, guidelines, korean, loadSearch, model, plain, repositoryFile, stopWords } from "./fixture.mjs";

const { HIGSearch } = loadSearch();
const engine = HIGSearch.SearchData.createEngine(buildIndex(HIGSearch, guidelines));

// Arrays from the script's VM context have that context's prototypes: compare plain copies.
function ids(hits) {
  return plain(hits.map((hit) => hit.doc.id));
}

/** The fixture's engine with more glossary groups. */
function engineWithSynonyms(extra) {
  const synonyms = Object.assign({}, guidelines.synonyms, extra);
  return HIGSearch.SearchData.createEngine(buildIndex(HIGSearch, Object.assign({}, guidelines, { synonyms })));
}

function originals(queryPlan) {
  return plain(queryPlan.terms.map((term) => term.original));
}

// Kept equal to WordFoldingTests.swift's cases.
const foldingCases = [
  ["au\u200bdio", ["audio"]],
  ["inter\u00adruption", ["interruption"]],
  ["ｉＰａｄ ａｕｄｉｏ", ["ipad", "audio"]],
  ["re\u2060spond\ufeff", ["respond"]],
  ["al\u202eerts\u2066", ["alerts"]],
  ["오디\u200b오를", ["오디오"]],
  // 오디오를 decomposed, a soft hyphen between the two jamo of 디.
  ["\u110b\u1169\u1103\u00ad\u1175\u110b\u1169\u1105\u1173\u11af", ["오디오"]],
  ["오디".normalize("NFD") + "오를", ["오디오"]],
  ["ＳｗｉｆｔＵＩ를", ["swiftui"]],
];

describe("normalizer (the cases of TextNormalizerTests.swift)", () => {
  const cases = [
    ["오디오를", ["오디오"]],
    ["알림을 보내기", ["알림", "보내기"]],
    ["SwiftUI를", ["swiftui"]],
    ["iPad에서", ["ipad"]],
    ["백그라운드에서는", ["백그라운드"]],
    ["Respond smoothly, to AUDIO!", ["respond", "smoothly", "to", "audio"]],
    ["아이", ["아이"]],
    ["창의 상태", ["창의", "상태"]],
    ["44x44pt @2x", ["44", "x", "44", "pt", "2", "x"]],
    ["1800x1200 px, a11y h264", ["1800", "x", "1200", "px", "a11y", "h264"]],
  ];
  for (const [input, expected] of cases) {
    it(`${input} → ${expected.join(" ")}`, () => {
      assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens(input, korean)), expected);
    });
  }

  it("reads the Korean lists from the Swift source", () => {
    assert.ok(korean.particles.includes("에서부터"));
    assert.ok(korean.verbEndings.includes("합니다"));
    assert.ok(korean.ambiguousParticles.includes("의"));
  });

  it("folds decomposed Hangul (NFD) like composed Hangul", () => {
    assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens("오디오를".normalize("NFD"), korean)), ["오디오"]);
  });

  it("strips verb endings only when two syllables remain", () => {
    assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens("중단하면 복원된 제한", korean)), ["중단", "복원", "제한"]);
  });

  it("keeps a Hangul word after a Latin word unless it is a lone particle", () => {
    assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens("3개 iOS와 iPadOS", korean)), ["3", "개", "ios", "ipados"]);
  });

  it("drops invisible characters inside words and folds fullwidth forms (the cases of WordFoldingTests.swift)", () => {
    for (const [input, expected] of foldingCases) {
      assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens(input, korean)), expected, JSON.stringify(input));
    }
  });

  it("lowercases scalar by scalar, as Swift does (no final sigma)", () => {
    assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens("ΟΔΟΣ", korean)), ["οδοσ"]);
  });

  it("splits on punctuation and keeps digits", () => {
    assert.equal(HIGSearch.TextNormalizer.normalize("Split-View (iPadOS 17)", korean), "split view ipados 17");
  });

  it("strips nothing without the Korean lists", () => {
    assert.deepEqual(plain(HIGSearch.TextNormalizer.tokens("오디오를")), ["오디오를"]);
  });
});

describe("query plan", () => {
  it("drops stop words unless nothing would be left", () => {
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "How do I present a sheet?")), ["present", "sheet"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "the")), ["the"]);
    assert.ok(stopWords.includes("how"));
  });

  it("drops a Korean question's question words and predicate as the command line does", () => {
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "설정 기본값은 어떻게 정해야 하나요")), ["설정", "기본값"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "하나요")), ["하나요"]);
  });

  it("keeps the verb a Korean predicate carries when the glossary knows it", () => {
    const synonyms = Object.assign({}, guidelines.synonyms, { 멈춰: ["pause", "stop"] });
    const withVerb = HIGSearch.SearchData.createEngine(buildIndex(HIGSearch, Object.assign({}, guidelines, { synonyms })));
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(withVerb, "영상을 멈춰야 하나요")), ["영상", "멈춰"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "영상을 멈춰야 하나요")), ["영상"]);
  });

  it("reads a glossary phrase of up to three words as one term, stop words inside it too (GlossaryPhrase)", () => {
    const withPhrases = engineWithSynonyms({
      "three dot menu": ["more menu", "overflow menu"],
      "right to left": ["rtl", "arabic"],
    });
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(withPhrases, "three dot menu on a toolbar")), ["three dot menu", "toolbar"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(withPhrases, "support right to left layouts")), [
      "support",
      "right to left",
      "layouts",
    ]);
  });

  it("reads a word the glossary has no group for by a neighbour a few words away (GlossaryPhrase)", () => {
    const withPairs = engineWithSynonyms({
      "carousel dots": ["page control"],
      carousel: ["slideshow"],
      "popup buttons": ["pop-up button"],
      popup: ["alert"],
      buttons: ["button"],
    });
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(withPairs, "carousel of photos with dots")), ["carousel dots", "photos"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(withPairs, "popup with yes and no buttons")), [
      "popup",
      "yes",
      "no",
      "buttons",
    ]);
  });

  it("reads synonyms written once per list and derives the addresses the data leaves out", () => {
    const data = buildIndex(HIGSearch, guidelines);
    const lists = [];
    const byWord = {};
    for (const [word, list] of Object.entries(data.synonyms)) {
      const at = lists.findIndex((known) => JSON.stringify(known) === JSON.stringify(list));
      byWord[word] = at < 0 ? lists.push(list) - 1 : at;
    }
    const docs = data.docs.map((doc) => Object.assign({}, doc, { url: undefined }));
    const compact = HIGSearch.SearchData.createEngine(Object.assign({}, data, { synonyms: byWord, synonymLists: lists, docs }));
    for (const query of Object.keys(data.synonyms).concat(["interruptions", "오디오"])) {
      assert.deepEqual(ids(HIGSearch.SearchEngine.search(compact, query).practices), ids(HIGSearch.SearchEngine.search(engine, query).practices));
    }
    const hit = HIGSearch.SearchEngine.search(compact, "interruptions").practices[0];
    assert.equal(hit.doc.url, "pages/multitasking.html#respond-smoothly-to-audio-interruptions");
  });

  it("maps words through the stems map", () => {
    const [term] = HIGSearch.QueryPlanner.plan(engine, "interruptions").terms;
    assert.deepEqual(plain(term.alternatives[0]), { form: "interruptions", tokens: ["interrupt"], prefix: false });
    const result = HIGSearch.SearchEngine.search(engine, "interruptions");
    assert.equal(result.practices[0].doc.id, "multitasking/respond-smoothly-to-audio-interruptions");
  });

  it("stems a word the stems map does not know as the porter tokenizer would, never as a prefix", () => {
    // "interrupted" is not in the pages, but its stem is; "interr" is a stem of nothing.
    assert.deepEqual(ids(HIGSearch.SearchEngine.search(engine, "interrupted").practices).sort(), [
      "multitasking/respond-smoothly-to-audio-interruptions",
      "playing-audio/keep-controls-visible",
    ]);
    assert.deepEqual(ids(HIGSearch.SearchEngine.search(engine, "interr").practices), []);
  });

  it("strips a query word's second particle, not an ambiguous one (TextNormalizer.strippingStackedParticle)", () => {
    assert.equal(HIGSearch.TextNormalizer.strippingStackedParticle("메뉴에", korean), "메뉴");
    assert.equal(HIGSearch.TextNormalizer.strippingStackedParticle("화면에서", korean), "화면");
    assert.equal(HIGSearch.TextNormalizer.strippingStackedParticle("아이", korean), "아이");
    assert.equal(HIGSearch.TextNormalizer.strippingStackedParticle("에서", korean), "에서");
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "오디오에만")), ["오디오"]);
  });

  it("counts a word typed twice once", () => {
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "audio, audio interruptions")), ["audio", "interruptions"]);
  });

  it("matches Hangul words as prefixes, after particles come off", () => {
    for (const query of ["오디오를", "오디", "중단하면"]) {
      const result = HIGSearch.SearchEngine.search(engine, query);
      assert.deepEqual(ids(result.practices), ["multitasking/respond-smoothly-to-audio-interruptions"], query);
    }
    assert.equal(HIGSearch.QueryPlanner.plan(engine, "오디오를").terms[0].alternatives[0].prefix, true);
  });

  it("corrects a word that finds nothing to the nearest index words", () => {
    const result = HIGSearch.SearchEngine.search(engine, "interuptions");
    assert.deepEqual(plain(result.corrections), [
      { original: "interuptions", corrections: ["interruptions", "interruption"] },
    ]);
    assert.equal(result.practices[0].doc.id, "multitasking/respond-smoothly-to-audio-interruptions");
  });

  it("leaves a word uncorrected when a synonym of it finds something (QueryPlanner.findsThroughSynonyms)", () => {
    const synonyms = Object.assign({}, guidelines.synonyms, { interuptions: ["notification"] });
    const jargon = HIGSearch.SearchData.createEngine(buildIndex(HIGSearch, Object.assign({}, guidelines, { synonyms })));
    const [term] = HIGSearch.QueryPlanner.plan(jargon, "interuptions").terms;
    assert.deepEqual(plain(term.corrections), []);
    assert.deepEqual(plain(term.synonyms), ["notification"]);
  });

  it("corrects a transposition in a five-letter word", () => {
    const result = HIGSearch.SearchEngine.search(engine, "mdoal");
    assert.deepEqual(plain(result.corrections), [{ original: "mdoal", corrections: ["modal"] }]);
    assert.equal(result.practices[0].doc.id, "modality/use-a-modal-view-only-when-essential");
  });

  it("leaves short words and words that find something uncorrected", () => {
    assert.deepEqual(plain(HIGSearch.QueryPlanner.plan(engine, "mdal").terms[0].corrections), []);
    assert.deepEqual(plain(HIGSearch.QueryPlanner.plan(engine, "haptics").terms[0].corrections), []);
    assert.deepEqual(plain(HIGSearch.QueryPlanner.plan(engine, "xyzzyplugh").terms[0].corrections), []);
  });

  it("splits a camel-case identifier the index does not know", () => {
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "audioInterruptions")), ["audio", "interruptions"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "AVAudioSession")), ["avaudiosession"]);
  });

  it("splits an unknown symbol's acronym and drops its framework's prefix", () => {
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "NSAudioInterruptionPanel")), ["audio", "interruption", "panel"]);
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "HTTPAudioSession")), ["http", "audio", "session"]);
  });

  it("makes a two-word synonym one term", () => {
    const queryPlan = HIGSearch.QueryPlanner.plan(engine, "split view");
    assert.deepEqual(originals(queryPlan), ["split view"]);
    assert.deepEqual(plain(queryPlan.terms[0].synonyms), ["multitasking", "split screen"]);
    const result = HIGSearch.SearchEngine.search(engine, "split view");
    assert.equal(result.practices[0].doc.id, "multitasking/respond-smoothly-to-audio-interruptions");
  });

  it("keeps at most 32 terms", () => {
    const words = Array.from({ length: 40 }, (_, index) => "word" + index).join(" ");
    assert.equal(HIGSearch.QueryPlanner.plan(engine, words).terms.length, 32);
  });
});

describe("ranking", () => {
  it("puts a practice with the word in its lead above one with it only in the body", () => {
    const result = HIGSearch.SearchEngine.search(engine, "haptics");
    const [first, second] = result.practices;
    assert.equal(first.doc.id, "playing-haptics/use-haptics-consistently");
    assert.equal(second.doc.id, "motion/design-clear-animations");
    // bm25 alone prefers the body: the lead features decide.
    assert.ok(second.bm25 > first.bm25);
    assert.equal(first.inLead, 1);
    assert.equal(second.inLead, 0);
    // "use" is a stop word: the lead counts two words.
    assert.ok(Math.abs(first.leadFocus - 1 / 2) < 1e-9);
  });

  it("scores as Candidate.score: bm25 × (0.1 + coverageⁿ) × (1 + inLead) × (1 + 1.5 focus) × phrase × (1 + title)", () => {
    const [first] = HIGSearch.SearchEngine.search(engine, "haptics").practices;
    // Its page, Playing haptics, names the word its lead holds too: that counts half.
    assert.ok(Math.abs(first.inPageTitle - 0.5) < 1e-9);
    const expected = first.bm25 * (0.1 + 1) * (1 + 1) * (1 + 1.5 / 2) * 1 * (1 + 0.5);
    assert.ok(Math.abs(first.score - expected) < 1e-9);
    const [phrase] = HIGSearch.SearchEngine.search(engine, "respond smoothly").practices;
    const withPhrase =
      phrase.bm25 * (0.1 + phrase.coverage ** model.coverage.exponent) * (1 + phrase.inLead) * (1 + 1.5 * phrase.leadFocus) * 1.5 * (1 + phrase.inPageTitle);
    assert.ok(Math.abs(phrase.score - withPhrase) < 1e-9);
    const [partial] = HIGSearch.SearchEngine.search(engine, "haptics interruptions").practices;
    assert.ok(partial.coverage > 0 && partial.coverage < 1);
    const withPartial =
      partial.bm25 *
      (0.1 + partial.coverage ** model.coverage.exponent) *
      (1 + partial.inLead) *
      (1 + 1.5 * partial.leadFocus) *
      (1 + partial.inPageTitle);
    assert.ok(Math.abs(partial.score - withPartial) < 1e-9);
  });

  it("reads a page's symbols written once as the end of each practice's symbols field", () => {
    const inline = buildIndex(HIGSearch, {
      docs: [
        { id: "buttons/a", lead: "Make buttons easy to use.", symbols: "UIButton NSButton" },
        { id: "buttons/b", lead: "Use a toolbar.", symbols: "ToolbarItem UIButton NSButton" },
        { id: "alerts/c", lead: "Keep alerts short.", body: "A button or two." },
      ],
    });
    // The same data with the page's symbols once: the practices keep their own and name the page's.
    const shared = JSON.parse(JSON.stringify(inline));
    const symbolsField = model.fields.findIndex((field) => field.name === "symbols");
    const pageSymbols = inline.docs[0].f[symbolsField];
    shared.pageSymbols = [pageSymbols];
    shared.docs[0].f[symbolsField] = "";
    shared.docs[0].s = 0;
    shared.docs[1].f[symbolsField] = inline.docs[1].f[symbolsField].slice(0, -pageSymbols.length - 1);
    shared.docs[1].s = 0;
    const both = [HIGSearch.SearchData.createEngine(inline), HIGSearch.SearchData.createEngine(shared)];
    for (const query of ["uibutton", "nsbutton toolbaritem", "button"]) {
      const [expected, actual] = both.map((built) =>
        plain(HIGSearch.SearchEngine.search(built, query).practices.map((hit) => [hit.doc.id, hit.score])),
      );
      assert.ok(expected.length > 0, query);
      assert.deepEqual(actual, expected, query);
    }
  });

  it("puts back what the data writes once or leaves out: page titles, table addresses, Korean cells", () => {
    const data = buildIndex(HIGSearch, { docs: [{ id: "typography/use-text-styles", lead: "Use text styles.", page: "Typography" }] });
    delete data.docs[0].page;
    data.pageTitles = { typography: "Typography" };
    data.tableSettings = { weights: [2, 1], cellWeights: [1, 0], candidates: 200, shown: 3, otherTabWeight: 0.8 };
    data.tables = [{ p: "typography", t: "Typography", n: 10, header: ["Text style", "Size (points)"], f: "typographi" }];
    data.tableRows = [{ tb: 0, r: 6, cells: ["Body", "17"], cellsKo: ["본문", 0] }];
    const engine = HIGSearch.SearchData.createEngine(data);
    assert.equal(engine.docs[0].page, "Typography");
    assert.equal(engine.tableRows[0].url, "pages/typography.html#table-10");
    assert.deepEqual(plain(engine.tableRows[0].cellsKo), ["본문", "17"]);
    // The row's words are its cells and the Korean (unstemmed: the data knows no stem of "body"),
    // the number twice, as TableRowText.cells gives them.
    assert.equal(engine.tableRows[0].f[0], "body 17 본문 17");
    // Written out, they are read as they are.
    data.docs[0].page = "Typography (2022)";
    data.tables[0].url = "pages/typography-2.html#table-10";
    const written = HIGSearch.SearchData.createEngine(data);
    assert.equal(written.docs[0].page, "Typography (2022)");
    assert.equal(written.tableRows[0].url, "pages/typography-2.html#table-10");
  });

  it("computes bm25 as FTS5 does: weighted frequency against the whole row's length", () => {
    const data = buildIndex(HIGSearch, {
      docs: [
        { id: "a/1", lead: "apple", body: "" },
        { id: "a/2", lead: "pear", body: "apple apple" },
        { id: "a/3", lead: "plum", body: "fig" },
        { id: "a/4", lead: "kiwi", body: "fig" },
        { id: "a/5", lead: "lime", body: "fig" },
      ],
    });
    const small = HIGSearch.SearchData.createEngine(data);
    const hits = HIGSearch.SearchEngine.rank(small, HIGSearch.QueryPlanner.plan(small, "apple"), { limit: 5 }).practices;
    const averageLength = (1 + 3 + 2 + 2 + 2) / 5;
    const idf = Math.log((5 - 2 + 0.5) / (2 + 0.5));
    const bm25 = (frequency, length) =>
      (idf * (frequency * 2.2)) / (frequency + 1.2 * (0.25 + (0.75 * length) / averageLength));
    const byId = Object.fromEntries(hits.map((hit) => [hit.doc.id, hit.bm25]));
    assert.ok(Math.abs(byId["a/1"] - bm25(10, 1)) < 1e-9);
    assert.ok(Math.abs(byId["a/2"] - bm25(4, 3)) < 1e-9);
  });

  it("rewards the query as a phrase in the lead", () => {
    const result = HIGSearch.SearchEngine.search(engine, "respond smoothly");
    assert.equal(result.practices[0].phraseInLead, true);
    assert.equal(HIGSearch.SearchEngine.search(engine, "smoothly respond").practices[0].phraseInLead, false);
  });

  it("rewards the query as a phrase in the Korean text", () => {
    const result = HIGSearch.SearchEngine.search(engine, "부드럽게 대응");
    assert.equal(result.practices[0].doc.id, "multitasking/respond-smoothly-to-audio-interruptions");
    assert.equal(result.practices[0].phraseInKorean, true);
  });

  it("counts a synonym at 70% of the word as typed", () => {
    const result = HIGSearch.SearchEngine.search(engine, "modal");
    const coverage = Object.fromEntries(result.practices.map((hit) => [hit.doc.id, hit.coverage]));
    assert.equal(result.practices[0].doc.id, "modality/use-a-modal-view-only-when-essential");
    assert.equal(coverage["modality/use-a-modal-view-only-when-essential"], 1);
    assert.ok(Math.abs(coverage["sheets/present-a-sheet-for-a-short-task"] - 0.7) < 1e-9);
  });

  it("finds Korean text through a synonym", () => {
    const result = HIGSearch.SearchEngine.search(engine, "notification");
    assert.equal(result.practices[0].doc.id, "notifications/send-notifications-for-timely-information");
    assert.deepEqual(ids(HIGSearch.SearchEngine.search(engine, "알림").practices), [
      "notifications/send-notifications-for-timely-information",
    ]);
  });

  it("ranks a practice answering every word above one answering some", () => {
    const result = HIGSearch.SearchEngine.search(engine, "audio interruptions playback");
    assert.equal(result.practices[0].doc.id, "multitasking/respond-smoothly-to-audio-interruptions");
    assert.ok(result.practices[0].coverage > result.practices[1].coverage - 1e-9);
  });

  it("lists entities that match every term, separately from practices", () => {
    const sheets = HIGSearch.SearchEngine.search(engine, "sheet");
    assert.deepEqual(plain(sheets.entities.map((hit) => hit.entity.id)), ["sheet", "hostile"]);
    assert.equal(sheets.entities[0].kind, "style");
    assert.deepEqual(plain(HIGSearch.SearchEngine.search(engine, "multitasking sheet").entities), []);
    assert.equal(HIGSearch.SearchEngine.search(engine, "multitasking").entities[0].entity.id, "multitasking");
  });

  it("honours the limits", () => {
    const result = HIGSearch.SearchEngine.search(engine, "best practices", { limit: 3, entityLimit: 0 });
    assert.equal(result.practices.length, 3);
    assert.equal(result.matchCount, guidelines.docs.length);
    assert.deepEqual(plain(result.entities), []);
  });
});

describe("queries without words and hostile queries", () => {
  it("answers an empty query and a query without words with a message", () => {
    assert.equal(HIGSearch.SearchEngine.search(engine, "   ").message, "Type a word or two to search the guidelines.");
    assert.equal(HIGSearch.SearchEngine.search(engine, "?!").message, "Nothing to search for in \u201c?!\u201d: it has no words.");
    assert.equal(HIGSearch.SearchEngine.search(engine, "haptics").message, null);
  });

  const hostile = [
    '"',
    "*",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "NEAR(a b)",
    "constructor",
    "__proto__ hasOwnProperty toString",
    "\u0000\u0001",
    "\ud800 lone surrogate",
    "a".repeat(100000),
    "가".repeat(50000) + "를",
    "word ".repeat(20000),
    "x".repeat(5000) + "Y" + "z".repeat(5000),
  ];
  for (const query of hostile) {
    it(`does not throw on ${JSON.stringify(query.slice(0, 24))}${query.length > 24 ? "…" : ""}`, () => {
      const result = HIGSearch.SearchEngine.search(engine, query);
      assert.ok(Array.isArray(result.practices));
      assert.ok(Array.isArray(result.entities));
    });
  }

  it("does not read object prototype keys as stems or synonyms", () => {
    const queryPlan = HIGSearch.QueryPlanner.plan(engine, "constructor __proto__");
    assert.deepEqual(plain(queryPlan.terms.map((term) => term.synonyms)), [[], []]);
    assert.deepEqual(plain(HIGSearch.SearchEngine.search(engine, "constructor").practices), []);
  });

  it("searches the words of a query that looks like markup", () => {
    assert.deepEqual(originals(HIGSearch.QueryPlanner.plan(engine, "<script>alert(1)</script>")), ["script", "alert", "1"]);
  });

  it("does not throw on an index without data", () => {
    const empty = HIGSearch.SearchData.createEngine(undefined);
    assert.deepEqual(plain(HIGSearch.SearchEngine.search(empty, "audio").practices), []);
  });
});

describe("links", () => {
  it("prefixes site-relative URLs with the page's root", () => {
    assert.equal(HIGSearch.safeHref("../", "pages/multitasking.html#respond"), "../pages/multitasking.html#respond");
    assert.equal(HIGSearch.safeHref("", "search.html?q=a%20b"), "search.html?q=a%20b");
  });

  it("refuses URLs with a scheme, a host, an absolute path or hidden characters", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<b>",
      "https://example.com/",
      "//example.com/",
      "/etc/passwd",
      "pages\\x.html",
      "",
      null,
    ]) {
      assert.equal(HIGSearch.safeHref("", url), null, String(url));
    }
  });

  it("ignores a root that is not made of ../", () => {
    assert.equal(HIGSearch.safeHref("https://evil.example/", "pages/a.html"), "pages/a.html");
  });
});

describe("edit distance", () => {
  it("counts a transposition as one edit", () => {
    assert.equal(HIGSearch.TypoCorrection.distance("mdoal", "modal", 2), 1);
    assert.equal(HIGSearch.TypoCorrection.distance("interuptions", "interruptions", 2), 1);
    assert.equal(HIGSearch.TypoCorrection.distance("kitten", "sitting", 3), 3);
  });

  it("stops past the limit", () => {
    assert.equal(HIGSearch.TypoCorrection.distance("abcdef", "uvwxyz", 1), 2);
    assert.equal(HIGSearch.TypoCorrection.distance("short", "muchlongerword", 2), 3);
  });
});

describe("porter stemmer", () => {
  // What SQLite's FTS5 porter tokenizer makes of each word (recorded with FTS5 itself).
  const stems = JSON.parse(repositoryFile("Tests/site-js/porter-stems.json"));
  for (const [word, stem] of Object.entries(stems)) {
    it(`${word} → ${stem}`, () => {
      assert.equal(HIGSearch.PorterStemmer.stem(word), stem);
    });
  }

  it("finds what the index's stem finds for a word the pages never use", () => {
    const match = HIGSearch.FTSIndex.matchFor({ stems: new Map() }, "clicked");
    assert.deepEqual(plain(match.tokens), ["click"]);
    assert.equal(match.prefix, false);
  });
});

describe("rows of Apple's tables", () => {
  it("gives a Korean row once only when it says more than a respacing (TableRowHit.koreanRepeatsCells)", () => {
    const { koreanRepeatsCells } = HIGSearch.TableRows;
    assert.equal(koreanRepeatsCells(["iOS, iPadOS", "44x44 pt"], ["iOS, iPadOS", "44x44pt"]), true);
    assert.equal(koreanRepeatsCells(["Body", "Regular"], ["본문", "보통"]), false);
    assert.equal(koreanRepeatsCells(["44x44 pt", "28x28 pt"], ["44x44pt"]), false);
    assert.equal(koreanRepeatsCells(["44x44 pt"], undefined), false);
  });
});
