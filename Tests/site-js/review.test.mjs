import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { loadScript, plain } from "./fixture.mjs";

const { HIGReview: review } = loadScript("review-export.js");

// A checklist as a page carries it: the tool's own unmarked Markdown and CSV cells per item.
const columns = ["id", "page", "section", "strength", "lead", "status", "note", "digest"];
const checklist = {
  markdown: "# Checklist: Sheets\n\n<!-- hig-review {} -->\n\n## Sheets",
  columns,
  sections: [
    {
      markdown: "\n### Best practices\n",
      items: [
        {
          id: "sheets/use-a-sheet",
          markdown: "- [ ] **Use a sheet.** `should` <!-- digest 1 -->\n  ID: `sheets/use-a-sheet` · Source: —",
          csv: ["sheets/use-a-sheet", "Sheets", "Best practices", "should", "Use a sheet.", "", "", "1"],
        },
        {
          id: "sheets/avoid-stacking",
          markdown: "- [ ] **Avoid stacking.** `avoid` <!-- digest 2 -->\n  ID: `sheets/avoid-stacking` · Source: —",
          csv: ["sheets/avoid-stacking", "Sheets", "Best practices", "avoid", "Avoid stacking.", "", "", "2"],
        },
      ],
    },
  ],
};

describe("Markdown export", () => {
  it("checks a pass, puts FAIL, N/A or WAIVED after an open box, and writes every note", () => {
    const text = review.toMarkdown(checklist, {
      "sheets/use-a-sheet": { status: "pass", note: "" },
      "sheets/avoid-stacking": { status: "waived", note: "known" },
    });
    assert.equal(
      text,
      "# Checklist: Sheets\n\n<!-- hig-review {} -->\n\n## Sheets\n\n### Best practices\n\n" +
        "- [x] **Use a sheet.** `should` <!-- digest 1 -->\n  ID: `sheets/use-a-sheet` · Source: —\n  Note:\n" +
        "- [ ] **WAIVED** **Avoid stacking.** `avoid` <!-- digest 2 -->\n  ID: `sheets/avoid-stacking` · Source: —\n" +
        "  Note: known\n",
    );
  });

  it("leaves an unmarked item open", () => {
    const text = review.toMarkdown(checklist, {});
    assert.match(text, /^- \[ \] \*\*Use a sheet/m);
    assert.doesNotMatch(text, /FAIL|N\/A|WAIVED|\[x\]/);
  });

  it("makes a note's Markdown literal, line by line, so it cannot open a list, heading or link", () => {
    assert.deepEqual(plain(review.noteLines("a *b* | c\n\n  # not a heading\n- not a list\n1. nor this\n[x](y) & <b>")), [
      "  Note: a \\*b\\* \\| c",
      "  \\# not a heading",
      "  \\- not a list",
      "  1\\. nor this",
      "  \\[x\\](y) \\& \\<b\\>",
    ]);
  });

  it("escapes as the tool escapes a lead: only a list number's own dot, every backslash and backtick", () => {
    assert.equal(review.escapeMarkdownLine("2026. a.b \\ `x`"), "2026\\. a.b \\\\ \\`x\\`");
    assert.equal(review.escapeMarkdownLine("=== +"), "\\=== +");
  });

  it("writes an empty note as a bare Note: line, as the tool does", () => {
    assert.deepEqual(plain(review.noteLines("")), ["  Note:"]);
    assert.deepEqual(plain(review.noteLines(" \n \n")), ["  Note:"]);
  });
});

describe("CSV export", () => {
  it("fills the status and note columns and quotes commas, quotes and line ends", () => {
    const text = review.toCSV(checklist, {
      "sheets/use-a-sheet": { status: "fail", note: 'a, "b"\nc | d' },
    });
    const lines = text.split("\r\n");
    assert.equal(lines[0], columns.join(","));
    // The note's own line end stays inside its quotes; rows end with CRLF.
    assert.equal(lines[1], 'sheets/use-a-sheet,Sheets,Best practices,should,Use a sheet.,fail,"a, ""b""\nc | d",1');
    assert.equal(lines[2], "sheets/avoid-stacking,Sheets,Best practices,avoid,Avoid stacking.,,,2");
    assert.ok(text.endsWith("\r\n"));
  });

  it("never takes a status it does not know from storage", () => {
    const text = review.toCSV(checklist, { "sheets/use-a-sheet": { status: "maybe", note: 3 } });
    assert.equal(text.split("\r\n")[1], "sheets/use-a-sheet,Sheets,Best practices,should,Use a sheet.,,,1");
  });
});

describe("marks", () => {
  it("counts each status and the open items", () => {
    const counts = review.countMarks(checklist, { "sheets/avoid-stacking": { status: "n/a", note: "" } });
    assert.deepEqual(plain(counts), { total: 2, open: 1, pass: 0, fail: 0, "n/a": 1, waived: 0 });
  });

  it("reads stored marks by ID, dropping unreadable and empty ones, keeping IDs the page lacks", () => {
    const stored = JSON.stringify({
      "sheets/use-a-sheet": { status: "pass", note: "ok" },
      "sheets/gone": { status: "fail", note: "" },
      "sheets/avoid-stacking": { status: "", note: "" },
      "sheets/bad": { status: "perhaps", note: "kept as a note" },
    });
    assert.deepEqual(plain(review.parseMarks(stored)), {
      "sheets/use-a-sheet": { status: "pass", note: "ok" },
      "sheets/gone": { status: "fail", note: "" },
      "sheets/bad": { status: "", note: "kept as a note" },
    });
    assert.deepEqual(plain(review.parseMarks("{not json")), {});
    assert.deepEqual(plain(review.parseMarks("[1]")), {});
    assert.deepEqual(plain(review.parseMarks(null)), {});
  });
});
