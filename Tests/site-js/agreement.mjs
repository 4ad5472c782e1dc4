// Ranks queries with the site's search scripts over a site's search data and prints, for each,
// the IDs of the best practices as JSON: the command line's agreement test compares them with
// `hig query`'s. Usage: node agreement.mjs SEARCH-INDEX.js LIMIT < queries.json
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { loadSearch } from "./fixture.mjs";

const [indexPath, limitText] = process.argv.slice(2);
const context = loadSearch();
vm.runInContext(readFileSync(indexPath, "utf8"), context, { filename: "search-index.js" });
const { HIGSearch } = context;
const engine = HIGSearch.createEngine(context.HIG_SEARCH);
const queries = JSON.parse(readFileSync(0, "utf8"));
const limit = Number(limitText) || 3;
const answers = queries.map((query) =>
  HIGSearch.search(engine, query, { limit, entityLimit: 0 }).practices.map((hit) => String(hit.doc.id))
);
process.stdout.write(JSON.stringify(answers) + "\n");
