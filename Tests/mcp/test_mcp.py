#!/usr/bin/env python3
"""`hig mcp` driven by the official MCP Python SDK, and by raw JSON-RPC lines for what a
well-behaved client never sends.

Usage: python3 Tests/mcp/test_mcp.py [HIG_BINARY]   (default: .build/debug/hig)

Builds nothing: it runs the binary it is given. Every wait is bounded, so a server that hangs
fails a check instead of hanging the run. The last line is 'N passed, N failed'.
"""

import asyncio
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = Path(__file__).resolve().parents[2]
HIG = str(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build/debug/hig").resolve())
AUDIO_ID = "multitasking/respond-smoothly-to-audio-interruptions"
AUDIO_LEAD = "Respond smoothly to audio interruptions."
# The first answer may build the index from the content, which takes a while in a debug build.
FIRST_ANSWER_SECONDS = 180
ANSWER_SECONDS = 60
WATCHDOG_SECONDS = 400
TOOLS = {"search_guidelines", "get_guideline", "get_page", "lifecycle", "checklist", "cite", "list_pages",
         "what_changed"}

results = {"passed": 0, "failed": 0}


def check(name, condition, detail=""):
    if condition:
        results["passed"] += 1
        print(f"ok - {name}")
    else:
        results["failed"] += 1
        print(f"FAIL - {name}" + (f": {detail}" if detail else ""))


def field(obj, snake, camel):
    """The SDK's models are snake_case from version 2 on and camelCase before."""
    return getattr(obj, snake, None) if hasattr(obj, snake) else getattr(obj, camel, None)


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


def server_log(name):
    return open(Path(tempfile.gettempdir()) / f"hig-mcp-test-{name}.log", "w")


# ---------------------------------------------------------------------------------------------
# The official client


async def call(session, name, arguments=None, seconds=ANSWER_SECONDS):
    return await asyncio.wait_for(session.call_tool(name, arguments or {}), seconds)


async def client_checks(session):
    await asyncio.wait_for(session.initialize(), ANSWER_SECONDS)

    # The first call may build the index.
    search = await call(session, "search_guidelines", {"query": "audio interruption", "limit": 5},
                        FIRST_ANSWER_SECONDS)

    listed = await asyncio.wait_for(session.list_tools(), ANSWER_SECONDS)
    tools = {tool.name: tool for tool in listed.tools}
    check("tools/list names the eight tools", set(tools) == TOOLS, sorted(tools))
    for tool in listed.tools:
        schema = field(tool, "input_schema", "inputSchema")
        annotations = tool.annotations
        check(f"{tool.name}: object schema, description, read-only",
              schema.get("type") == "object" and len(tool.description or "") > 40
              and annotations is not None and field(annotations, "read_only_hint", "readOnlyHint") is True,
              f"schema={schema.get('type')} annotations={annotations}")

    structured = field(search, "structured_content", "structuredContent") or {}
    first = (structured.get("results") or [{}])[0]
    text = text_of(search)
    check("search_guidelines answers 'audio interruption' with the audio practice first",
          first.get("lead") == AUDIO_LEAD and first.get("id") == AUDIO_ID, first.get("id"))
    check("search_guidelines gives ID, Korean, page › section, strength, platforms and body",
          first.get("ko") and first.get("section") and first.get("strength") and first.get("platforms")
          and first.get("pageTitle") == "Multitasking" and first.get("body"), sorted(first))
    check("search_guidelines leaves out citations and explanations unless asked",
          not {"citation", "explanation", "explained"} & set(first), sorted(first))
    asked = await call(session, "search_guidelines",
                       {"query": "audio interruption", "limit": 5, "cite": True, "explain": True})
    asked_first = (field(asked, "structured_content", "structuredContent").get("results") or [{}])[0]
    check("search_guidelines gives the citation and the explanation when asked",
          AUDIO_ID in asked_first.get("citation", "") and asked_first.get("explanation")
          and asked_first.get("explained", {}).get("matches"), sorted(asked_first))
    check("search_guidelines text names the lead, the ID and the citation",
          AUDIO_LEAD in text and f"ID: {AUDIO_ID}" in text and "Cite: " in text, text[:300])
    check("search_guidelines keeps the JSON contract's fields",
          {"query", "filters", "corrections", "results"} <= set(structured), sorted(structured))

    korean = await call(session, "search_guidelines", {"query": "오디오 중단", "lang": "ko", "limit": 3})
    korean_ids = [r.get("id") for r in field(korean, "structured_content", "structuredContent")["results"]]
    check("search_guidelines answers Korean", AUDIO_ID in korean_ids, korean_ids)

    # A question in Hangul is answered in Korean without being asked; lang overrides it.
    hangul = await call(session, "search_guidelines", {"query": "오디오 중단", "limit": 3})
    hangul_text = text_of(hangul)
    hangul_structured = field(hangul, "structured_content", "structuredContent")
    check("a Hangul query is answered in Korean by default",
          hangul_structured.get("lang") == "ko" and "인용: " in hangul_text
          and any(f"[{word}]" in hangul_text for word in ("필수", "금지", "지양", "권장", "고려", "정보"))
          and "Cite: " not in hangul_text and "[should]" not in hangul_text, hangul_text[:300])
    english_default = field(search, "structured_content", "structuredContent")
    check("an English query is answered in both by default", english_default.get("lang") == "both",
          english_default.get("lang"))
    asked_en = await call(session, "search_guidelines", {"query": "오디오 중단", "lang": "en", "limit": 3})
    check("lang overrides the Hangul default",
          field(asked_en, "structured_content", "structuredContent").get("lang") == "en"
          and "Cite: " in text_of(asked_en), text_of(asked_en)[:200])
    for name in ("search_guidelines", "get_guideline", "get_page", "checklist"):
        lang = field(tools[name], "input_schema", "inputSchema").get("properties", {}).get("lang", {})
        check(f"{name} documents lang in its schema",
              lang.get("enum") == ["both", "en", "ko"] and "ko" in lang.get("description", ""), lang)
    search_lang = field(tools["search_guidelines"], "input_schema", "inputSchema")["properties"]["lang"]
    check("search_guidelines' schema says a Hangul query is answered in ko",
          "Hangul" in search_lang.get("description", ""), search_lang)
    korean_guideline = await call(session, "get_guideline", {"id": AUDIO_ID, "lang": "ko"})
    check("get_guideline answers in Korean when asked",
          "- 강도: " in text_of(korean_guideline) and "## 인용문" in text_of(korean_guideline)
          and "Strength:" not in text_of(korean_guideline), text_of(korean_guideline)[:300])
    korean_page = await call(session, "get_page", {"id": "multitasking", "lang": "ko"})
    check("get_page answers in Korean when asked",
          "## 지침" in text_of(korean_page) and "## Practices" not in text_of(korean_page),
          text_of(korean_page)[:300])
    korean_checklist = await call(session, "checklist", {"query": "오디오 중단", "page": "multitasking"})
    check("a checklist asked in Hangul has Korean headings",
          "- 필터: " in text_of(korean_checklist) and "- Filters: " not in text_of(korean_checklist),
          text_of(korean_checklist)[:300])

    filtered = await call(session, "search_guidelines",
                          {"query": "save state", "state": "background", "platform": ["iPad", "iPhone"]})
    filters = field(filtered, "structured_content", "structuredContent")["filters"]
    check("search_guidelines resolves filters as the command line does",
          filters["platforms"] == ["ipados", "ios"] and any("background" in s for s in filters["states"]),
          filters)

    unknown_filter = await call(session, "search_guidelines", {"query": "audio", "platform": "toaster"})
    check("an unknown filter value is a tool error listing the known ones",
          field(unknown_filter, "is_error", "isError") and "known: ios" in text_of(unknown_filter),
          text_of(unknown_filter))

    unknown_argument = await call(session, "search_guidelines", {"query": "audio", "platfrom": "ios"})
    check("an unknown argument is a tool error listing the arguments",
          field(unknown_argument, "is_error", "isError") and "platform" in text_of(unknown_argument))

    huge_query = await call(session, "search_guidelines", {"query": "audio " * 400})
    check("an overlong query is a tool error", field(huge_query, "is_error", "isError"))

    guideline = await call(session, "get_guideline", {"id": AUDIO_ID})
    practice = field(guideline, "structured_content", "structuredContent")
    check("get_guideline gives the practice with references both ways and its citation",
          practice.get("id") == AUDIO_ID and "references" in practice and "referencedBy" in practice
          and practice.get("citation", "").startswith("> **"), sorted(practice))
    check("get_guideline text is the practice's Markdown",
          text_of(guideline).startswith(f"# {AUDIO_LEAD}") and "## Citation" in text_of(guideline))

    missing = await call(session, "get_guideline", {"id": "multitasking/no-such-practice"})
    check("an unknown practice ID is a tool error listing the page's practices",
          field(missing, "is_error", "isError") and AUDIO_ID in text_of(missing), text_of(missing)[:200])

    page = await call(session, "get_page", {"id": "multitasking"})
    page_json = field(page, "structured_content", "structuredContent")
    check("get_page gives the page, its practices and what refers to it",
          page_json["page"]["id"] == "multitasking" and any(p["id"] == AUDIO_ID for p in page_json["practices"])
          and "referencedBy" in page_json, sorted(page_json))
    apple = "https://developer.apple.com/design/human-interface-guidelines/"
    check("get_guideline's text names its Apple URL, and each source's kind and edition",
          f"- Apple: <{apple}multitasking#" in text_of(guideline) and "(apple-hig, 20" in text_of(guideline),
          text_of(guideline)[:600])
    check("get_page's text names the page's Apple URL and edition, and each guideline's URL",
          f"- Apple: <{apple}multitasking>" in text_of(page) and "- Edition: 20" in text_of(page)
          and f"— `{AUDIO_ID}` <{apple}multitasking#" in text_of(page), text_of(page)[:600])
    tap = await call(session, "search_guidelines", {"query": "minimum tap target size", "limit": 3})
    check("search's text gives the rows of Apple's tables and each guideline's Apple URL",
          "From Apple's tables:" in text_of(tap) and f"Apple: {apple}" in text_of(tap), text_of(tap)[:600])
    missing_page = await call(session, "get_page", {"id": "no-such-page"})
    check("an unknown page ID is a tool error listing the pages",
          field(missing_page, "is_error", "isError") and "multitasking" in text_of(missing_page))

    moment = await call(session, "lifecycle", {"moment": "sceneDidEnterBackground"})
    moment_json = field(moment, "structured_content", "structuredContent")
    check("lifecycle names the transition of a callback and its practices",
          any("sceneDidEnterBackground" in m["callbacks"] for m in moment_json["moments"])
          and len(moment_json["results"]) > 0, moment_json.get("moments"))
    state = await call(session, "lifecycle", {"moment": "background"})
    check("lifecycle takes a state", len(field(state, "structured_content", "structuredContent")["results"]) > 0)
    unknown_moment = await call(session, "lifecycle", {"moment": "hibernating"})
    check("an unknown lifecycle moment is a tool error listing the states",
          field(unknown_moment, "is_error", "isError") and "known states" in text_of(unknown_moment))

    markdown = await call(session, "checklist", {"page": "multitasking", "platform": "ipados"})
    check("checklist gives a Markdown task list",
          text_of(markdown).startswith("# Design review: Multitasking") and "- [ ] **" in text_of(markdown)
          and len(field(markdown, "structured_content", "structuredContent")["items"]) > 0)
    as_json = await call(session, "checklist", {"page": "multitasking", "format": "json"})
    check("checklist gives JSON", json.loads(text_of(as_json))["items"][0]["id"].startswith("multitasking/"))
    as_csv = await call(session, "checklist", {"page": "multitasking", "format": "csv", "lang": "en"})
    check("checklist gives CSV", text_of(as_csv).splitlines()[0].count(",") >= 3, text_of(as_csv)[:120])
    no_filter = await call(session, "checklist", {})
    check("a checklist of everything is a tool error", field(no_filter, "is_error", "isError"))

    cite = await call(session, "cite", {"id": AUDIO_ID})
    check("cite gives the Markdown citation",
          text_of(cite).startswith(f"> **{AUDIO_LEAD}**") and f"(`{AUDIO_ID}`)" in text_of(cite), text_of(cite)[:200])
    cite_page = await call(session, "cite", {"id": "multitasking"})
    check("cite of a page ID is a tool error listing its practices",
          field(cite_page, "is_error", "isError") and AUDIO_ID in text_of(cite_page))

    pages = await call(session, "list_pages")
    page_ids = [p["id"] for p in field(pages, "structured_content", "structuredContent")["pages"]]
    check("list_pages lists the pages", "multitasking" in page_ids and "playing-audio" in page_ids)

    first = await call(session, "what_changed", {"since": "2022", "limit": 3})
    first_json = field(first, "structured_content", "structuredContent")
    check("what_changed counts every change and gives the first page of them",
          first_json["total"] > 3 and len(first_json["changes"]) == 3 and first_json["nextOffset"] == 3
          and sum(first_json["counts"].values()) == first_json["total"], {k: first_json.get(k) for k in
                                                                          ("total", "counts", "nextOffset")})
    check("each change carries its stable ID and Apple URL",
          all(c["id"] and c["url"].startswith("https://developer.apple.com/design/human-interface-guidelines")
              for c in first_json["changes"]), first_json["changes"][:1])
    second = await call(session, "what_changed", {"since": "2022", "limit": 3, "offset": 3})
    second_json = field(second, "structured_content", "structuredContent")
    check("offset gives the next page of changes",
          second_json["offset"] == 3 and [c["id"] for c in second_json["changes"]]
          != [c["id"] for c in first_json["changes"]])
    reworded = await call(session, "what_changed",
                          {"since": "2022-09-30", "kind": ["reworded", "strengthened"], "page": "sheets"})
    reworded_json = field(reworded, "structured_content", "structuredContent")
    check("what_changed filters by kind and page; a reworded guideline names its earlier lead",
          reworded_json["changes"] and all(c["page"] == "sheets" and c["kind"] in ("reworded", "strengthened")
                                           for c in reworded_json["changes"])
          and any(c.get("was") for c in reworded_json["changes"]), reworded_json["changes"][:2])
    bad_since = await call(session, "what_changed", {"since": "last week"})
    check("a since that is no date is a tool error", field(bad_since, "is_error", "isError")
          and "yyyy-MM-dd" in text_of(bad_since), text_of(bad_since))

    try:
        await call(session, "no_such_tool")
        check("an unknown tool is a protocol error", False)
    except Exception as error:  # the SDK raises its MCPError
        check("an unknown tool is a protocol error", "unknown tool" in str(error), str(error))

    resources = await asyncio.wait_for(session.list_resources(), ANSWER_SECONDS)
    uris = [str(resource.uri) for resource in resources.resources]
    check("resources/list lists pages and practices",
          "hig://page/multitasking" in uris and any(u.startswith("hig://practice/") for u in uris), uris[:3])
    templates = await asyncio.wait_for(session.list_resource_templates(), ANSWER_SECONDS)
    template_uris = sorted(field(t, "uri_template", "uriTemplate") for t in field(
        templates, "resource_templates", "resourceTemplates"))
    check("resources/templates/list gives the page, its Markdown and the practice",
          template_uris == ["hig://page/{id}", "hig://page/{id}.md", "hig://practice/{id}"], template_uris)
    read = await asyncio.wait_for(session.read_resource(f"hig://practice/{AUDIO_ID}"), ANSWER_SECONDS)
    check("a practice resource reads as Markdown",
          read.contents[0].text.startswith(f"# {AUDIO_LEAD}")
          and field(read.contents[0], "mime_type", "mimeType") == "text/markdown")
    read_page = await asyncio.wait_for(session.read_resource("hig://page/playing-audio"), ANSWER_SECONDS)
    check("a page resource reads as Markdown", read_page.contents[0].text.startswith("# Playing audio"))
    read_document = await asyncio.wait_for(session.read_resource("hig://page/multitasking.md"), ANSWER_SECONDS)
    document = read_document.contents[0].text
    check("a page's Markdown form has its Apple URL and guidelines with strength",
          document.startswith("# Multitasking")
          and "- Apple: <https://developer.apple.com/design/human-interface-guidelines/multitasking>" in document
          and f"- **{AUDIO_LEAD}** (should" in document, document[:400])
    try:
        await asyncio.wait_for(session.read_resource("hig://page/no-such-page"), ANSWER_SECONDS)
        check("an unknown resource is an error", False)
    except Exception as error:
        check("an unknown resource is an error", "no-such-page" in str(error), str(error))


async def freshness_checks(work):
    """Content edited while the server runs is indexed again before the next answer."""
    content = work / "Content"
    (content / "text").mkdir(parents=True)
    shutil.copy(ROOT / "Content/taxonomy.yml", content / "taxonomy.yml")
    shutil.copy(ROOT / "Content/text/Multitasking.txt", content / "text/Multitasking.txt")
    # Apple's page, as in the shipped listing, so the server answers with it by default.
    (content / "SOURCES.md").write_text("| Path | Kind |\n| --- | --- |\n| text/Multitasking.txt | apple-hig |\n")
    params = StdioServerParameters(command=HIG, args=["mcp", "--content", str(content)], cwd=str(work))
    with server_log("freshness") as log:
        async with stdio_client(params, errlog=log) as (read, write):
            async with ClientSession(read, write) as session:
                await asyncio.wait_for(session.initialize(), ANSWER_SECONDS)
                before = await call(session, "search_guidelines", {"query": "zeppelin"}, FIRST_ANSWER_SECONDS)
                leads = [r.get("lead") for r in field(before, "structured_content", "structuredContent")["results"]]
                check("freshness: the copy has no zeppelin", "Respond smoothly to zeppelin interruptions." not in leads)
                page = content / "text/Multitasking.txt"
                page.write_text(page.read_text().replace(AUDIO_LEAD, "Respond smoothly to zeppelin interruptions."))
                after = await call(session, "search_guidelines", {"query": "zeppelin"}, FIRST_ANSWER_SECONDS)
                leads = [r.get("lead") for r in field(after, "structured_content", "structuredContent")["results"]]
                check("freshness: an edit while serving is answered from at once",
                      "Respond smoothly to zeppelin interruptions." in leads, leads)


async def readme_agent_checks(work):
    """Configured as the README says: `hig mcp` found on the path, started in another folder."""
    bin_folder = work / "bin"
    bin_folder.mkdir()
    for name in ("hig", "hig-mcp"):
        (bin_folder / name).symlink_to(Path(HIG).parent / name)
    env = dict(os.environ, PATH=f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '')}")
    params = StdioServerParameters(command="hig", args=["mcp"], cwd=str(work), env=env)
    with server_log("readme") as log:
        async with stdio_client(params, errlog=log) as (read, write):
            async with ClientSession(read, write) as session:
                await asyncio.wait_for(session.initialize(), ANSWER_SECONDS)
                answer = await call(session, "search_guidelines", {"query": "audio interruption"},
                                    FIRST_ANSWER_SECONDS)
                first = text_of(answer).split("\n\n")[0]
                check("an agent set up as the README says gets the audio practice, its ID and citation",
                      first.startswith(f"1. {AUDIO_LEAD}") and f"ID: {AUDIO_ID}" in first
                      and f"Cite: — Human Interface Guidelines, *Multitasking*" in first, first)


# ---------------------------------------------------------------------------------------------
# Raw JSON-RPC lines


class RawServer:
    """`hig mcp` on pipes, its standard output read line by line on a thread."""

    def __init__(self, name):
        self.log = server_log(name)
        self.process = subprocess.Popen([HIG, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=self.log, cwd=ROOT)
        self.lines = queue.Queue()
        self.stdout = []
        threading.Thread(target=self._read, daemon=True).start()
        # A write to a server that stopped reading would block once the pipe is full: past this,
        # the server is killed, which ends the write and fails the checks left.
        self.watchdog = threading.Timer(WATCHDOG_SECONDS, self.process.kill)
        self.watchdog.daemon = True
        self.watchdog.start()

    def _read(self):
        for line in self.process.stdout:
            self.stdout.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def send(self, message):
        data = message if isinstance(message, bytes) else json.dumps(message).encode() + b"\n"
        try:
            self.process.stdin.write(data)
            self.process.stdin.flush()
        except (BrokenPipeError, ValueError):
            pass  # the server is gone; the answer that does not come fails the check

    def receive(self, seconds=ANSWER_SECONDS):
        """The next message, or None when standard output closed or nothing came in time."""
        try:
            line = self.lines.get(timeout=seconds)
        except queue.Empty:
            return None
        if line is None:
            return None
        try:
            return json.loads(line)
        except ValueError:
            return {"not JSON": line[:200]}

    def answers(self, ids, seconds=ANSWER_SECONDS):
        """Messages by ID until every ID in `ids` is answered or time runs out."""
        found = {}
        deadline = time.monotonic() + seconds
        while set(ids) - set(found) and time.monotonic() < deadline:
            message = self.receive(max(0.1, deadline - time.monotonic()))
            if message is None:
                break
            found.setdefault(message.get("id"), message)
        return found

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                   "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                              "clientInfo": {"name": "raw", "version": "1"}}})
        answer = self.answers([0], FIRST_ANSWER_SECONDS).get(0)
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        return answer

    def close(self, seconds=ANSWER_SECONDS):
        """Closes standard input; the exit code, or None when the server did not exit in time."""
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        try:
            return self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
            return None
        finally:
            self.watchdog.cancel()
            self.log.close()

    def only_protocol_on_stdout(self):
        try:
            return all(json.loads(line).get("jsonrpc") == "2.0" for line in self.stdout)
        except ValueError:
            return False


def ping(server, request_id):
    server.send({"jsonrpc": "2.0", "id": request_id, "method": "ping"})
    return server.answers([request_id]).get(request_id, {}).get("result") == {}


def raw_checks():
    server = RawServer("raw")
    check("raw: initialize", (server.initialize() or {}).get("result", {}).get("serverInfo", {}).get("name") == "hig")
    # Builds the index now if it is stale, so the timed answers below do not wait for it.
    server.send({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                 "params": {"name": "list_pages", "arguments": {}}})
    server.answers([1], FIRST_ANSWER_SECONDS)

    server.send(b'{"jsonrpc": "2.0", "id": 2, "method": \n')
    error = server.receive()
    check("malformed JSON: a parse error with id null",
          error is not None and error.get("id") is None and error.get("error", {}).get("code") == -32700, error)
    server.send(b"[]\n")
    error = server.receive()
    check("an empty batch: an invalid request", error is not None and error["error"]["code"] == -32600, error)
    server.send({"jsonrpc": "2.0", "id": 3, "method": 42})
    error = server.answers([3]).get(3, {})
    check("a method that is not a string: an invalid request with its id",
          error.get("error", {}).get("code") == -32600, error)
    server.send({"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": 5}})
    error = server.answers([10]).get(10, {})
    check("params of the wrong shape: invalid params with the request's id",
          error.get("error", {}).get("code") == -32602, error)
    for bad_id in ({"a": 1}, None, True, 1.5):
        server.send({"jsonrpc": "2.0", "id": bad_id, "method": "ping"})
        error = server.receive()
        check(f"an id of {json.dumps(bad_id)}: an invalid request with id null",
              error is not None and "id" in error and error["id"] is None
              and error.get("error", {}).get("code") == -32600, error)
    check("the server answers after malformed lines", ping(server, 4))

    server.send({"jsonrpc": "2.0", "id": 5, "method": "hig/no-such-method"})
    error = server.answers([5]).get(5, {})
    check("an unknown method: method not found", error.get("error", {}).get("code") == -32601, error)

    megabyte = "audio " * (1024 * 1024 // 6)
    server.send({"jsonrpc": "2.0", "id": 6, "method": "tools/call",
                 "params": {"name": "search_guidelines", "arguments": {"query": megabyte}}})
    answer = server.answers([6]).get(6, {})
    check("a 1 MB tool call: a tool error", answer.get("result", {}).get("isError") is True, str(answer)[:200])
    server.send({"jsonrpc": "2.0", "id": 7, "method": "ping", "params": {"_meta": {"padding": "x" * 1024 * 1024}}})
    check("a 1 MB ping: answered", server.answers([7]).get(7, {}).get("result") == {})

    calls = [("search_guidelines", {"query": "audio interruption"}), ("cite", {"id": AUDIO_ID}),
             ("list_pages", {}), ("lifecycle", {"moment": "background"}), ("get_page", {"id": "sheets"})]
    ids = list(range(100, 150))
    for request_id in ids:
        name, arguments = calls[request_id % len(calls)]
        server.send({"jsonrpc": "2.0", "id": request_id, "method": "tools/call",
                     "params": {"name": name, "arguments": arguments}})
    answers = server.answers(ids, 120)
    good = [i for i in ids if "result" in answers.get(i, {}) and not answers[i]["result"].get("isError")]
    check("50 requests in flight: each answered", len(good) == 50, f"{len(good)} answered")
    check("only protocol on standard output", server.only_protocol_on_stdout())
    check("closing standard input: a clean exit", server.close() == 0)

    server = RawServer("close-mid-request")
    server.initialize()
    server.send({"jsonrpc": "2.0", "id": 8, "method": "tools/call",
                 "params": {"name": "checklist", "arguments": {"page": "multitasking"}}})
    code = server.close()
    check("stdin closed with a request under way: answered, then a clean exit",
          code == 0 and any(json.loads(line).get("id") == 8 for line in server.stdout), f"exit {code}")

    server = RawServer("close-mid-line")
    server.initialize()
    server.send(b'{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "cite", "argu')
    code = server.close()
    check("stdin closed in the middle of a line: a clean exit", code == 0, f"exit {code}")
    check("only protocol on standard output after a cut line", server.only_protocol_on_stdout())


async def main():
    if not os.access(HIG, os.X_OK):
        print(f"no hig binary at {HIG}; build it first (swift build)")
        results["failed"] += 1
        return
    params = StdioServerParameters(command=HIG, args=["mcp"], cwd=str(ROOT))
    with server_log("client") as log:
        async with stdio_client(params, errlog=log) as (read, write):
            async with ClientSession(read, write) as session:
                await client_checks(session)
    with tempfile.TemporaryDirectory() as work:
        await freshness_checks(Path(work))
    with tempfile.TemporaryDirectory() as work:
        await readme_agent_checks(Path(work))
    raw_checks()


if __name__ == "__main__":
    try:
        asyncio.run(asyncio.wait_for(main(), 900))
    except Exception:
        traceback.print_exc()
        results["failed"] += 1
    print(f"{results['passed']} passed, {results['failed']} failed")
    sys.exit(1 if results["failed"] else 0)
