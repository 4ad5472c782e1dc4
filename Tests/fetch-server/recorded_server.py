#!/usr/bin/env python3
"""A stand-in for developer.apple.com's HIG data on 127.0.0.1, for the fetch tests.

It serves recorded render JSON pages the way Apple's site lays them out, with ETag and
Last-Modified validators, and injects the faults a control file asks for:

    {"launching.json": {"kind": "429", "times": 1, "retryAfter": "1"}, ...}

Kinds: 429, 500, 404, stall (headers and part of the body, then silence), truncate (half the
JSON as a complete answer), redirect (to another host), huge (a body of `size` bytes, its length
announced) and unannounced (the same without Content-Length, ended by closing the connection). Each fault applies to the first `times`
requests for that file (all of them when `times` is absent). The control file is read on every
request, so a test can change it between runs. Every request is logged as one line:
status, path, the If-None-Match it carried, and its User-Agent.
"""

import argparse
import email.utils
import hashlib
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PAGE_PREFIX = "/tutorials/data/"
GUIDELINES = "design/human-interface-guidelines/"
INDEX_PATH = "/tutorials/data/index/design--human-interface-guidelines"


def parse_arguments():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", required=True)
    parser.add_argument("--control", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--port-file", required=True)
    parser.add_argument("--lifetime", type=float, default=300)
    return parser.parse_args()


class State:
    def __init__(self, arguments):
        self.arguments = arguments
        self.counts = {}
        self.lock = threading.Lock()

    def fault(self, name):
        try:
            with open(self.arguments.control, encoding="utf-8") as handle:
                faults = json.load(handle)
        except (OSError, ValueError):
            faults = {}
        fault = faults.get(name)
        if not fault:
            return None
        with self.lock:
            seen = self.counts.get(name, 0)
            self.counts[name] = seen + 1
        times = fault.get("times")
        return fault if times is None or seen < times else None

    def log(self, line):
        with self.lock:
            with open(self.arguments.log, "a", encoding="utf-8") as handle:
                handle.write(line + "\n")


def index_body(pages_folder):
    slugs = sorted(name[:-5] for name in os.listdir(pages_folder) if name.endswith(".json"))
    children = [
        {"path": "/design/human-interface-guidelines/" + slug, "title": slug, "type": "article"} for slug in slugs
    ]
    root = {"path": "/design/human-interface-guidelines", "title": "Human Interface Guidelines",
            "type": "module", "children": [{"title": "Pages", "type": "groupMarker"}] + children}
    return json.dumps({"interfaceLanguages": {"swift": [root]}, "schemaVersion": {"major": 0}}).encode()


def make_handler(state):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *arguments):
            pass

        def do_GET(self):
            path = self.path.split("?")[0]
            if path == INDEX_PATH:
                self.answer("index", index_body(state.arguments.pages), None)
                return
            name = None
            if path.startswith(PAGE_PREFIX):
                rest = path[len(PAGE_PREFIX):]
                language = ""
                if rest.startswith("kr/"):
                    language, rest = "kr/", rest[3:]
                if rest.startswith(GUIDELINES) and "/" not in rest[len(GUIDELINES):]:
                    name = language + rest[len(GUIDELINES):]
            file = os.path.join(state.arguments.pages, name) if name else None
            if not file or ".." in name or not os.path.isfile(file):
                self.send_simple(404, path)
                return
            with open(file, "rb") as handle:
                body = handle.read()
            self.answer(name, body, os.path.getmtime(file))

        def answer(self, name, body, modified):
            fault = state.fault(name)
            kind = fault.get("kind") if fault else None
            if kind in ("429", "500", "404"):
                extra = {"Retry-After": str(fault["retryAfter"])} if "retryAfter" in fault else {}
                self.send_simple(int(kind), self.path, extra)
                return
            if kind == "redirect":
                port = self.server.server_address[1]
                self.send_simple(302, self.path, {"Location": "http://localhost:%d/elsewhere/%s" % (port, name)})
                return
            etag = '"%s"' % hashlib.sha256(body).hexdigest()[:16]
            if kind is None and self.headers.get("If-None-Match") == etag:
                self.send_simple(304, self.path, {"ETag": etag})
                return
            if kind == "truncate":
                body = body[: len(body) // 2]
            if kind in ("huge", "unannounced"):
                self.send_huge(int(fault.get("size", 5 * 1024 * 1024)), kind == "huge")
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("ETag", etag)
            if modified is not None:
                self.send_header("Last-Modified", email.utils.formatdate(modified, usegmt=True))
            self.end_headers()
            state.log("200 %s %s %s" % (self.path, self.headers.get("If-None-Match", "-"),
                                        self.headers.get("User-Agent", "-")))
            if kind == "stall":
                self.wfile.write(body[:64])
                self.wfile.flush()
                time.sleep(60)
                return
            self.wfile.write(body)

        def send_huge(self, size, announced):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if announced:
                self.send_header("Content-Length", str(size))
            else:
                self.send_header("Connection", "close")
                self.close_connection = True
            self.end_headers()
            state.log("200 %s - %s" % (self.path, self.headers.get("User-Agent", "-")))
            chunk = b" " * 65536
            try:
                for _ in range(size // len(chunk)):
                    self.wfile.write(chunk)
            except OSError:
                pass

        def send_simple(self, status, path, extra=None):
            self.send_response(status)
            for key, value in (extra or {}).items():
                self.send_header(key, value)
            self.send_header("Content-Length", "0")
            self.end_headers()
            state.log("%d %s %s %s" % (status, path, self.headers.get("If-None-Match", "-"),
                                       self.headers.get("User-Agent", "-")))

    return Handler


def main():
    arguments = parse_arguments()
    state = State(arguments)
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(state))
    server.daemon_threads = True
    temporary = arguments.port_file + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(str(server.server_address[1]))
    os.replace(temporary, arguments.port_file)
    # The server never outlives a test that forgot it.
    threading.Timer(arguments.lifetime, lambda: os._exit(0)).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
