/// The style sheet of the printable exports: inline, so the page needs nothing from a network.
enum PrintStyle {
    static let css = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #555; --line: #d2d2d7; }
        @media (prefers-color-scheme: dark) { :root { --fg: #f5f5f7; --bg: #1d1d1f; --muted: #b0b0b5; --line: #424245; } }
        body { font: 15px/1.5 -apple-system, system-ui, "Segoe UI", "Apple SD Gothic Neo", "Noto Sans KR", NanumGothic,
          "Malgun Gothic", sans-serif; color: var(--fg); background: var(--bg); max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
        header p, .meta { color: var(--muted); }
        h2 { border-bottom: 1px solid var(--line); padding-bottom: .2rem; margin-top: 2rem; }
        ul.checklist { list-style: none; padding: 0; }
        ul.checklist li { border: 1px solid var(--line); border-radius: 8px; padding: .6rem .8rem; margin: .5rem 0;
          break-inside: avoid; }
        ul.checklist label { display: flex; gap: .6rem; align-items: baseline; font-weight: 600; }
        input[type=checkbox] { width: 1.1rem; height: 1.1rem; flex: none; }
        .ko { margin: .2rem 0 0 1.7rem; }
        .ko-stale { margin: .2rem 0 0 1.7rem; font-size: .85rem; }
        .meta { margin: .2rem 0 0 1.7rem; font-size: .85rem; }
        .note { margin: .4rem 0 0 1.7rem; min-height: 1.6rem; border-bottom: 1px dotted var(--muted); }
        .badge { font-size: .75rem; font-weight: 600; padding: 0 .4rem; border-radius: 4px; border: 1px solid currentColor; }
        .status { font-weight: 700; }
        .status-fail { color: #b3261e; } .status-pass { color: #1b6e2e; }
        @media (prefers-color-scheme: dark) { .status-fail { color: #ff8a80; } .status-pass { color: #7ee2a8; } }
        table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; }
        table.values { margin: .4rem 0 0 1.7rem; width: auto; font-size: .85rem; } table.values caption { text-align: left; color: var(--muted); }
        @media print { body { margin: 0; max-width: none; font-size: 11pt; color: #000; background: #fff; }
          ul.checklist li { border-color: #999; } a { color: inherit; text-decoration: none; } }
        """
}
