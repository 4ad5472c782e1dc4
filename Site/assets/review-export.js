/*
 * A checklist page's review as files `hig review report` reads: Markdown and CSV exactly as
 * `hig checklist` writes them, with the reviewer's marks and notes. The page carries each item
 * already written unmarked by the tool's own writers; this adds the marks. No DOM here: review.js
 * gathers the checklist from the page and keeps the marks.
 */
(function (global) {
  "use strict";

  /** The statuses a reviewer can set; "" is unset (open). */
  const STATUSES = ["", "pass", "fail", "n/a", "waived"];
  // What the Markdown writer puts after an open box for these (ReviewStatus.label).
  const MARKDOWN_MARKS = { fail: "FAIL", "n/a": "N/A", waived: "WAIVED" };
  const OPEN_BOX = "- [ ] ";
  const PASSED_BOX = "- [x] ";
  // The characters ChecklistMarkdown.inline makes literal.
  const MARKDOWN_SPECIALS = "\\`*_[]<>#|!~&";

  function isStatus(value) {
    return STATUSES.includes(value);
  }

  /** A mark as stored or typed, made safe: an unknown status is unset, a note is text. */
  function cleanMark(mark) {
    const status = mark && isStatus(mark.status) ? mark.status : "";
    const note = mark && typeof mark.note === "string" ? mark.note : "";
    return { status, note };
  }

  /**
   * One line of a note with Markdown's own characters made literal, as the tool's writer makes a
   * lead literal, so the reader gives back the words typed rather than what Markdown makes of them.
   */
  function escapeMarkdownLine(text) {
    let result = /^[-+=]/.test(text) ? "\\" : "";
    const leadingDigits = /^[0-9]*/.exec(text)[0].length;
    for (let index = 0; index < text.length; index += 1) {
      const character = text[index];
      if (index === leadingDigits && leadingDigits > 0 && (character === "." || character === ")")) {
        result += "\\" + character;
      } else {
        result += MARKDOWN_SPECIALS.includes(character) ? "\\" + character : character;
      }
    }
    return result;
  }

  /**
   * `Note:` and the note, each line indented under the item. Blank lines and the spaces around a
   * line are left out: inside a list item Markdown would drop them or turn the rest into code.
   */
  function noteLines(note) {
    const lines = cleanMark({ note }).note
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .map(escapeMarkdownLine);
    const first = lines.length > 0 ? "  Note: " + lines[0] : "  Note:";
    return [first].concat(lines.slice(1).map((line) => "  " + line));
  }

  /** An item's Markdown (as the page carries it, unmarked) with its box, mark and note. */
  function markdownItem(markdown, mark) {
    const { status, note } = cleanMark(mark);
    const rest = markdown.startsWith(OPEN_BOX) ? markdown.slice(OPEN_BOX.length) : markdown;
    let box = OPEN_BOX;
    if (status === "pass") box = PASSED_BOX;
    else if (MARKDOWN_MARKS[status]) box = OPEN_BOX + "**" + MARKDOWN_MARKS[status] + "** ";
    return [box + rest].concat(noteLines(note)).join("\n");
  }

  /**
   * The checklist as Markdown. `checklist` is { markdown, sections: [{ markdown, items: [{ id,
   * markdown, csv }] }] }; `marks` maps a practice ID to { status, note }.
   */
  function toMarkdown(checklist, marks) {
    const parts = [checklist.markdown];
    for (const section of checklist.sections) {
      parts.push(section.markdown);
      for (const item of section.items) parts.push(markdownItem(item.markdown, marks[item.id]));
    }
    return parts.join("\n") + "\n";
  }

  /** A cell as RFC 4180 quotes it: in quotes, quotes doubled, when it holds a comma, quote or line end. */
  function csvCell(text) {
    const value = String(text);
    return /[",\r\n]/.test(value) ? '"' + value.replace(/"/g, '""') + '"' : value;
  }

  /** The checklist as CSV: `checklist.columns` names the cells of each item's `csv`. */
  function toCSV(checklist, marks) {
    const statusColumn = checklist.columns.indexOf("status");
    const noteColumn = checklist.columns.indexOf("note");
    const rows = [checklist.columns];
    for (const section of checklist.sections) {
      for (const item of section.items) {
        const { status, note } = cleanMark(marks[item.id]);
        const cells = item.csv.slice();
        cells[statusColumn] = status;
        cells[noteColumn] = note;
        rows.push(cells);
      }
    }
    return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n\r\n";
  }

  /** How many items have each status; `open` counts the unset. */
  function countMarks(checklist, marks) {
    const counts = { total: 0, open: 0, pass: 0, fail: 0, "n/a": 0, waived: 0 };
    for (const section of checklist.sections) {
      for (const item of section.items) {
        const { status } = cleanMark(marks[item.id]);
        counts.total += 1;
        counts[status === "" ? "open" : status] += 1;
      }
    }
    return counts;
  }

  /** Marks from storage text; anything unreadable is no marks rather than an error. */
  function parseMarks(text) {
    let stored;
    try {
      stored = JSON.parse(text || "{}");
    } catch (error) {
      return {};
    }
    const marks = {};
    if (!stored || typeof stored !== "object" || Array.isArray(stored)) return marks;
    for (const [id, mark] of Object.entries(stored)) {
      const clean = cleanMark(mark);
      if (clean.status !== "" || clean.note !== "") marks[id] = clean;
    }
    return marks;
  }

  global.HIGReview = { STATUSES, escapeMarkdownLine, noteLines, toMarkdown, toCSV, countMarks, parseMarks, csvCell };
})(this);
