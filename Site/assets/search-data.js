/*
 * Mirrors Sources/HIGSearch/SearchVocabulary.swift as the search data carries it (HIGSite's
 * SiteSearchIndex and SiteSearchCompaction write it), read back: the fields and addresses the
 * data leaves out put back, and the engine every other search script works over (the model, the
 * glossary, the lifecycle cues, the stems and the FTS5 stand-in).
 */
(function (global) {
  "use strict";

  const HIGSearch = (global.HIGSearch = global.HIGSearch || {});
  const { FTSIndex, RankingModel, TableRows, TextNormalizer } = HIGSearch;
  const { isRecord, stringsIn } = RankingModel;

  function stringMap(object) {
    const map = new Map();
    if (!isRecord(object)) return map;
    for (const key of Object.keys(object)) {
      if (typeof object[key] === "string" && object[key] !== "") map.set(key, object[key]);
    }
    return map;
  }

  function countMap(object) {
    const map = new Map();
    if (!isRecord(object)) return map;
    for (const key of Object.keys(object)) {
      if (Number.isInteger(object[key]) && object[key] > 0) map.set(key, object[key]);
    }
    return map;
  }

  function stringListMap(object) {
    const map = new Map();
    if (!isRecord(object)) return map;
    for (const key of Object.keys(object)) {
      if (Array.isArray(object[key])) map.set(key, stringsIn(object[key]));
    }
    return map;
  }

  function lifecycleCues(value) {
    return (Array.isArray(value) ? value : [])
      .filter((cue) => isRecord(cue) && typeof cue.cue === "string" && cue.cue !== "" && typeof cue.transition === "string")
      .map((cue) => ({ cue: cue.cue, transition: cue.transition, isCallback: cue.isCallback === true }));
  }

  /**
   * A practice's symbols field as the index searches it: its own symbols, then its page's,
   * which the data writes once a page (pageSymbols) and the practice names by index (s).
   */
  function withPageSymbols(doc, pageSymbols, symbolsField) {
    if (typeof doc.s !== "number" || symbolsField < 0 || !Array.isArray(doc.f)) return doc;
    const shared = pageSymbols[doc.s];
    if (typeof shared !== "string" || shared === "") return doc;
    const f = doc.f.slice();
    const own = typeof f[symbolsField] === "string" ? f[symbolsField] : "";
    f[symbolsField] = own === "" ? shared : own + " " + shared;
    return Object.assign({}, doc, { f });
  }

  /**
   * A practice's address where the data leaves it out because its ID says it: `page/slug` is
   * `pages/page.html#slug` (SiteSearchCompaction.writtenURL).
   */
  function withURL(doc) {
    if (typeof doc.url === "string" || typeof doc.id !== "string") return doc;
    const slash = doc.id.indexOf("/");
    if (slash < 0) return doc;
    return Object.assign({}, doc, { url: "pages/" + doc.id.slice(0, slash) + ".html#" + doc.id.slice(slash + 1) });
  }

  /**
   * A practice's page title where the data leaves it out because `pageTitles` gives it for the
   * page its ID names (SiteSearchCompaction.writtenPageTitle).
   */
  function withPageTitle(doc, pageTitles) {
    if (typeof doc.page === "string" || typeof doc.id !== "string") return doc;
    const slash = doc.id.indexOf("/");
    const title = slash < 0 ? undefined : pageTitles[doc.id.slice(0, slash)];
    return typeof title === "string" ? Object.assign({}, doc, { page: title }) : doc;
  }

  /**
   * Each word's synonyms: the data writes each distinct list once (synonymLists) and a word's
   * list by its index; a list in place of the index is read as it is.
   */
  function synonymMap(source) {
    const lists = Array.isArray(source.synonymLists) ? source.synonymLists : [];
    const byWord = isRecord(source.synonyms) ? source.synonyms : {};
    const resolved = {};
    for (const word of Object.keys(byWord)) {
      const value = byWord[word];
      resolved[word] = Number.isInteger(value) ? lists[value] : value;
    }
    return stringListMap(resolved);
  }

  /** A text as a field of the index holds it: normalized into words, each by its stem. */
  function stemmedWords(text, stems, korean) {
    return TextNormalizer.tokens(text, korean)
      .map((word) => stems.get(word) || word)
      .join(" ");
  }

  /**
   * The fields the data leaves empty because they are a document's own text tokenized and
   * stemmed (SiteSearchCompaction.derivedFields): the community's Korean is `kp` where Apple's
   * Korean is shown, else a Korean-only practice's text (`kt`), else the Korean shown (`ko`).
   */
  function withDerivedFields(doc, derived, stems, korean) {
    if (derived.length === 0 || !Array.isArray(doc.f)) return doc;
    const text = typeof doc.kp === "string" ? doc.kp : typeof doc.kt === "string" ? doc.kt : doc.ko;
    const f = doc.f.slice();
    const field = stemmedWords(typeof text === "string" ? text : "", stems, korean);
    for (const index of derived) f[index] = field;
    return Object.assign({}, doc, { f });
  }

  /** How table rows are weighted, read and shown (TableRowText.settings); null without them. */
  function tableSettings(value) {
    if (!isRecord(value)) return null;
    const numbers = (list) => (Array.isArray(list) ? list.filter((item) => typeof item === "number") : []);
    const weights = numbers(value.weights);
    const cellWeights = numbers(value.cellWeights);
    const candidates = Number.isInteger(value.candidates) ? value.candidates : 0;
    const shown = Number.isInteger(value.shown) ? value.shown : 0;
    const otherTabWeight = typeof value.otherTabWeight === "number" ? value.otherTabWeight : 0;
    if (weights.length !== 2 || cellWeights.length !== 2 || candidates <= 0 || shown <= 0 || otherTabWeight <= 0) {
      return null;
    }
    return { weights, cellWeights, candidates, shown, otherTabWeight };
  }

  /**
   * A row's Korean cells where the data writes a cell the same as the English one as 0
   * (SiteSearchCompaction.KoreanCells).
   */
  function withKoreanCells(row) {
    if (!Array.isArray(row.cellsKo)) return row;
    const cells = Array.isArray(row.cells) ? row.cells : [];
    const cellsKo = row.cellsKo.map((cell, index) => (cell === 0 ? cells[index] : cell));
    return Object.assign({}, row, { cellsKo });
  }

  /**
   * Each table row with what its table gives every row (page, number, section, address, header,
   * the words around it) put back, its fields [cells, context] as the index's table_row_search:
   * the cells' field is the row's cells and Apple's Korean of them tokenized and stemmed
   * (TableRowText.cells), which the data does not write.
   */
  function tableRecords(tables, rows, stems, korean) {
    const cellWords = (row) =>
      stemmedWords(
        (Array.isArray(row.cells) ? row.cells : []).concat(Array.isArray(row.cellsKo) ? row.cellsKo : []).join(" "),
        stems,
        korean
      );
    return rows
      .filter((row) => Number.isInteger(row.tb) && isRecord(tables[row.tb]))
      .map((written) => {
        const row = withKoreanCells(written);
        const table = tables[row.tb];
        return {
          p: table.p,
          t: table.t,
          n: table.n,
          section: table.section,
          url: typeof table.url === "string" ? table.url : "pages/" + table.p + ".html#table-" + table.n,
          header: table.header,
          headerKo: table.headerKo,
          origin: table.origin,
          otherTab: table.otherTab === true,
          r: row.r,
          cells: row.cells,
          cellsKo: row.cellsKo,
          f: [cellWords(row), typeof table.f === "string" ? table.f : ""],
        };
      });
  }

  /** Prepares the index data (window.HIG_SEARCH) for searching. */
  function createEngine(data) {
    const source = isRecord(data) ? data : {};
    const model = RankingModel.read(source.model) || RankingModel.read({ fields: [], bm25: {} });
    const usable = (value) => (Array.isArray(value) && model.fields.length > 0 ? value : []).filter(isRecord);
    const pageSymbols = Array.isArray(source.pageSymbols) ? source.pageSymbols : [];
    const symbolsField = model.fieldNames.indexOf("symbols");
    const stems = stringMap(source.stems);
    const derived = stringsIn(source.fieldsFromText)
      .map((name) => model.fieldNames.indexOf(name))
      .filter((index) => index >= 0);
    const pageTitles = isRecord(source.pageTitles) ? source.pageTitles : {};
    const docs = usable(source.docs).map((doc) =>
      withPageTitle(
        withURL(withPageSymbols(withDerivedFields(doc, derived, stems, model.korean), pageSymbols, symbolsField)),
        pageTitles
      )
    );
    const entities = usable(source.entities);
    const tables = tableSettings(source.tableSettings);
    // Tables are read by their place, so none is filtered out of the list.
    const tableList = Array.isArray(source.tables) ? source.tables : [];
    const tableRows = tables ? tableRecords(tableList, usable(source.tableRows), stems, model.korean) : [];
    const tableIndexes = tables ? TableRows.indexes(tableRows, tables, model.bm25) : {};
    return {
      model,
      korean: model.korean,
      stopWords: model.stopWords,
      stems,
      words: countMap(source.words),
      synonyms: synonymMap(source),
      lifecycleCues: lifecycleCues(source.lifecycleCues),
      docs,
      entities,
      practiceIndex: FTSIndex.build(docs, model.weights, model.bm25),
      entityIndex: FTSIndex.build(entities, model.entityWeights, model.bm25),
      tableRows,
      tableSettings: tables,
      tableIndex: tableIndexes.tableIndex || null,
      tableCellIndex: tableIndexes.tableCellIndex || null,
      fields: model.fieldNames,
      derived: new Map(),
      correctionVocabulary: null,
    };
  }

  HIGSearch.SearchData = { createEngine };
})(typeof window !== "undefined" ? window : globalThis);
