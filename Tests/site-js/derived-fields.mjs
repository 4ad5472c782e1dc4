// Prints, as JSON, one field of every practice as the site's search scripts read it from a site's
// search data, after they have made the fields the data leaves out: the command line's test
// compares them with the fields the index searches. Usage: node derived-fields.mjs SEARCH-INDEX.js FIELD
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { loadSearch } from "./fixture.mjs";

const [indexPath, fieldName] = process.argv.slice(2);
const context = loadSearch();
vm.runInContext(readFileSync(indexPath, "utf8"), context, { filename: "search-index.js" });
const engine = context.HIGSearch.SearchData.createEngine(context.HIG_SEARCH);
const field = engine.fields.indexOf(fieldName);
process.stdout.write(JSON.stringify(engine.docs.map((doc) => String(doc.f[field]))) + "\n");
