/*
 * Reviews on a checklist page: per item a status (pass, fail, n/a, waived or unset) and a note,
 * kept in this browser under the checklist and each guideline's stable ID, a running count, and
 * Markdown or CSV files for `hig review report` (review-export.js writes them). Without this
 * script the page is the printable checklist it was. Everything written into the page is text.
 */
(function (global) {
  "use strict";

  const document = global.document;
  const review = global.HIGReview;
  const LABELS = { "": "Unset", pass: "Pass", fail: "Fail", "n/a": "N/A", waived: "Waived" };
  const PRINTED = { pass: "PASS", fail: "FAIL", "n/a": "N/A", waived: "WAIVED" };
  const FORMATS = {
    md: { label: "Export Markdown", type: "text/markdown;charset=utf-8", write: review.toMarkdown },
    csv: { label: "Export CSV", type: "text/csv;charset=utf-8", write: review.toCSV },
  };

  function element(name, attributes = {}, text) {
    const node = document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Storage can throw (file:// in some browsers, privacy settings): marks then last for the page.
  function loadMarks(key) {
    try {
      return review.parseMarks(global.localStorage.getItem(key));
    } catch (error) {
      return {};
    }
  }

  function saveMarks(key, marks) {
    try {
      global.localStorage.setItem(key, JSON.stringify(marks));
    } catch (error) {
      // Not kept; the page still counts and exports.
    }
  }

  /** The checklist as the page carries it: the tool's Markdown and CSV of every item. */
  function readChecklist(root) {
    const sections = Array.from(root.querySelectorAll("section[data-review-markdown]")).map((section) => ({
      markdown: section.dataset.reviewMarkdown,
      items: Array.from(section.querySelectorAll("li[data-review-id]")).map((item) => ({
        id: item.dataset.reviewId,
        markdown: item.dataset.reviewMarkdown,
        csv: JSON.parse(item.dataset.reviewCsv),
        node: item,
      })),
    }));
    return { markdown: root.dataset.reviewMarkdown, columns: JSON.parse(root.dataset.reviewColumns), sections };
  }

  function summaryText(counts) {
    const reviewed = counts.total - counts.open;
    return (
      reviewed + " of " + counts.total + " reviewed: " + counts.pass + " pass, " + counts.fail + " fail, " +
      counts["n/a"] + " n/a, " + counts.waived + " waived, " + counts.open + " open"
    );
  }

  /** The status radios and the note of one item; `changed` runs after every edit. */
  function controlsFor(item, mark, changed) {
    const anchor = item.node.id;
    const lead = item.node.querySelector(".en");
    const fieldset = element("fieldset", { class: "review-mark" });
    const name = lead ? lead.textContent : item.id;
    fieldset.appendChild(element("legend", { class: "visually-hidden" }, "Review of: " + name));
    const choices = element("div", { class: "review-status" });
    for (const status of review.STATUSES) {
      const label = element("label", { class: "review-choice" });
      const radio = element("input", { type: "radio", name: "review-" + anchor, value: status });
      radio.checked = mark.status === status;
      radio.addEventListener("change", () => {
        if (radio.checked) changed({ status });
      });
      label.appendChild(radio);
      label.appendChild(document.createTextNode(" " + LABELS[status]));
      choices.appendChild(label);
    }
    fieldset.appendChild(choices);
    const noteID = "review-note-" + anchor;
    fieldset.appendChild(element("label", { class: "review-note-label", for: noteID }, "Note"));
    const note = element("textarea", { id: noteID, class: "review-note", rows: "2" });
    note.value = mark.note;
    note.addEventListener("input", () => changed({ note: note.value }));
    fieldset.appendChild(note);
    return fieldset;
  }

  /** What a printed page shows of an item's mark, and the status the CSS colours it by. */
  function showMark(item, mark) {
    item.node.dataset.reviewStatus = mark.status || "open";
    const printed = item.node.querySelector(".review-printed");
    const words = [PRINTED[mark.status], mark.note.trim()].filter(Boolean);
    printed.textContent = words.length > 0 ? words.join(" · ") : "";
  }

  // The box of the printable checklist stands for a pass; the status radios replace it.
  function replaceBox(item) {
    const box = item.node.querySelector('input[type="checkbox"]');
    const label = box ? box.closest("label") : null;
    if (!label) return;
    box.remove();
    const lead = element("div", { class: "review-lead" });
    while (label.firstChild) lead.appendChild(label.firstChild);
    label.replaceWith(lead);
  }

  function download(name, type, text) {
    const url = global.URL.createObjectURL(new global.Blob([text], { type }));
    const link = element("a", { href: url, download: name, hidden: "" });
    document.body.appendChild(link);
    link.click();
    link.remove();
    global.setTimeout(() => global.URL.revokeObjectURL(url), 60000);
  }

  function toolbar(root, checklist, marks) {
    const tools = element("div", { class: "review-tools" });
    const summary = element("p", { class: "review-summary", role: "status" });
    tools.appendChild(summary);
    const buttons = element("div", { class: "review-buttons" });
    for (const [extension, format] of Object.entries(FORMATS)) {
      const button = element("button", { type: "button", "data-review-export": extension }, format.label);
      button.addEventListener("click", () =>
        download(root.dataset.reviewFile + "." + extension, format.type, format.write(checklist, marks)),
      );
      buttons.appendChild(button);
    }
    tools.appendChild(buttons);
    tools.appendChild(
      element(
        "p",
        { class: "review-hint" },
        "Marks and notes are kept in this browser only. Export a file for 'hig review report' to read.",
      ),
    );
    return { tools, summary };
  }

  function enhance(root) {
    const key = root.dataset.reviewKey;
    const checklist = readChecklist(root);
    // Marks of guidelines this page no longer has stay stored under their own IDs, never moved.
    const marks = loadMarks(key);
    const { tools, summary } = toolbar(root, checklist, marks);
    root.parentNode.insertBefore(tools, root);
    const refresh = () => {
      summary.textContent = summaryText(review.countMarks(checklist, marks));
    };
    for (const section of checklist.sections) {
      for (const item of section.items) {
        const mark = marks[item.id] || { status: "", note: "" };
        replaceBox(item);
        item.node.appendChild(element("p", { class: "review-printed" }));
        item.node.appendChild(
          controlsFor(item, mark, (change) => {
            const next = Object.assign({}, marks[item.id] || { status: "", note: "" }, change);
            if (next.status === "" && next.note === "") delete marks[item.id];
            else marks[item.id] = next;
            saveMarks(key, marks);
            showMark(item, next);
            refresh();
          }),
        );
        showMark(item, mark);
      }
    }
    refresh();
    root.classList.add("review-ready");
  }

  const root = document.querySelector(".review[data-review-key]");
  if (root && review) enhance(root);
})(this);
