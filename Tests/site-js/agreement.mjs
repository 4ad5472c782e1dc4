// Ranks queries with the site's search scripts over a site's search data and prints, for each,
// the IDs of the best practices as JSON: the command line's agreement test compares them with
// `hig query`'s. With `candidates` in place of a limit, it prints every candidate of each query
// instead, best first, with the features its score is made of; with `tables`, the IDs of the rows
// of Apple's tables it answers with (`page#table-n-row-m`).
// Usage: node agreement.mjs SEARCH-INDEX.js LIMIT|candidates|tables < queries.json
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { loadSearch } from "./fixture.mjs";

const [indexPath, limitText] = process.argv.slice(2);
const context = loadSearch();
vm.runInContext(readFileSync(indexPath, "utf8"), context, { filename: "search-index.js" });
const { HIGSearch } = context;
const engine = HIGSearch.SearchData.createEngine(context.HIG_SEARCH);
const queries = JSON.parse(readFileSync(0, "utf8"));

function candidates(query) {
  const queryPlan = HIGSearch.QueryPlanner.plan(engine, query);
  if (queryPlan.terms.length === 0) return [];
  return HIGSearch.SearchEngine.rankedPractices(engine, queryPlan, 0).candidates.map((hit) => ({
    id: String(hit.doc.id),
    score: hit.score,
    // The script keeps bm25 positive, higher better; FTS5's, which the command line reads, is negative.
    bm25: -hit.bm25,
    coverage: hit.coverage,
    inLead: hit.inLead,
    leadFocus: hit.leadFocus,
    phraseInLead: hit.phraseInLead,
    phraseInKorean: hit.phraseInKorean,
    lifecycle: hit.lifecycle,
    lifecycleInLead: hit.lifecycleInLead,
    inPageTitle: hit.inPageTitle,
    missing: hit.missing,
  }));
}

function tableRows(query) {
  return HIGSearch.SearchEngine.search(engine, query, { limit: 1, entityLimit: 0 }).tableRows.map(
    (hit) => hit.record.p + "#table-" + hit.record.n + "-row-" + hit.record.r
  );
}

const limit = Number(limitText) || 3;
const answers = queries.map((query) =>
  limitText === "candidates"
    ? candidates(query)
    : limitText === "tables"
      ? tableRows(query)
      : HIGSearch.SearchEngine.search(engine, query, { limit, entityLimit: 0 }).practices.map((hit) => String(hit.doc.id))
);
process.stdout.write(JSON.stringify(answers) + "\n");
