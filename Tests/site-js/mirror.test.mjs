// The site's search scripts mirror the search core file for file: every Swift file of
// Sources/HIGSearch has a script named after it (or a reason it has none) in search-mirror.json,
// every script names its Swift file at its top, and the pages load every one of them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, existsSync } from "node:fs";
import { repositoryFile, repositoryRoot, searchScripts } from "./fixture.mjs";

const table = JSON.parse(repositoryFile("Tests/site-js/search-mirror.json"));
const layout = repositoryFile("Site/templates/layout.mustache");
const searchCore = "Sources/HIGSearch";

function swiftFiles(folder) {
  return readdirSync(repositoryRoot + folder, { withFileTypes: true }).flatMap((entry) => {
    const path = folder + "/" + entry.name;
    if (entry.isDirectory()) return swiftFiles(path);
    return entry.name.endsWith(".swift") ? [path] : [];
  });
}

/** The comment a script opens with, where it says what it mirrors. */
function header(script) {
  const text = repositoryFile("Site/assets/" + script);
  return text.slice(0, text.indexOf("*/"));
}

test("every file of the search core has a script or a reason it has none", () => {
  const unpaired = swiftFiles(searchCore).filter(
    (path) => !(path in table.mirrors) && !(path in table.notOnTheSite)
  );
  assert.deepEqual(unpaired, []);
});

test("every Swift file the table names exists", () => {
  const listed = Object.keys(table.mirrors).concat(Object.keys(table.notOnTheSite));
  assert.deepEqual(listed.filter((path) => !existsSync(repositoryRoot + path)), []);
});

test("every script names the Swift file it mirrors at its top", () => {
  const unnamed = Object.entries(table.mirrors)
    .filter(([path, script]) => !header(script).includes(path.split("/").pop()))
    .map(([path, script]) => script + " ← " + path);
  assert.deepEqual(unnamed, []);
});

test("the pages load every search script, as the tests do, and no other", () => {
  const loaded = Array.from(layout.matchAll(/assets\/([a-z-]+\.js)" defer><\/script>/g), (match) => match[1]);
  const paired = new Set(Object.values(table.mirrors).concat(Object.keys(table.standIns)));
  assert.deepEqual(loaded, searchScripts);
  assert.deepEqual(loaded.filter((script) => !paired.has(script)), []);
  assert.deepEqual(Array.from(paired).filter((script) => !loaded.includes(script)), []);
});
