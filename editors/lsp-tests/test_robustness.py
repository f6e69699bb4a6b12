"""`habits lsp` as a process against a misbehaving client: raw bytes on its stdin, no client
library. It must answer with JSON-RPC errors or end cleanly, never crash or hang."""

import json
import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HABITS_BIN", str(ROOT / ".build" / "debug" / "habits"))


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def replies(data):
    """The messages in the server's output."""
    out = []
    while data:
        header, _, rest = data.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        out.append(json.loads(rest[:length]))
        data = rest[length:]
    return out


def run(stdin, timeout=30):
    process = subprocess.run([BINARY, "lsp", "--today", "2026-11-22"], input=stdin, capture_output=True, timeout=timeout, cwd=ROOT)
    return process.returncode, replies(process.stdout), process.stderr.decode()


INIT = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
END = frame({"jsonrpc": "2.0", "id": 90, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"})


def test_shutdown_then_exit_is_status_0():
    status, out, _ = run(INIT + END)
    assert status == 0
    assert [m.get("id") for m in out] == [1, 90]


def test_a_client_that_vanishes_ends_the_server_with_status_1():
    status, out, _ = run(INIT + b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")
    assert status == 1
    assert [m.get("id") for m in out] == [1]


def test_requests_before_initialize_and_unknown_methods_get_errors():
    hover = frame({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {}})
    unknown = frame({"jsonrpc": "2.0", "id": 6, "method": "habits/unknown", "params": {}})
    status, out, _ = run(hover + INIT + unknown + END)
    assert status == 0
    assert out[0] == {"jsonrpc": "2.0", "id": 5, "error": {"code": -32002, "message": "the server has not been initialized"}}
    assert out[2]["error"]["code"] == -32601


def test_malformed_headers_and_json_get_errors_and_the_server_goes_on():
    garbage = b"Content-Length: lots\r\n\r\n" + b"no colon here\r\n\r\n" + frame({"jsonrpc": "2.0"})[:-1] + b"}"
    bad_json = b"Content-Length: 9\r\n\r\n{\"id\": 1,"
    status, out, err = run(INIT + garbage + bad_json + END)
    assert status == 0
    codes = [m["error"]["code"] for m in out if "error" in m]
    assert codes.count(-32700) >= 3
    assert out[-1]["id"] == 90
    assert "Content-Length is not a number" in err


def test_after_garbage_a_short_body_and_a_lying_length_the_next_request_is_answered():
    def hover(i):
        return frame({"jsonrpc": "2.0", "id": i, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": (ROOT / "examples" / "log.txt").as_uri()}, "position": {"line": 0, "character": 0}}})
    garbage = b"\x1b[31mnot a header"
    short_body = b"Content-Length: 80\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 91,"
    lying_long = b"Content-Length: 500\r\n\r\n" + json.dumps({"jsonrpc": "2.0", "id": 92, "method": "shutdown"}).encode()
    lying_short = b"Content-Length: 5\r\n\r\n" + json.dumps({"jsonrpc": "2.0", "id": 93, "method": "shutdown"}).encode()
    stream = INIT + garbage + hover(2) + short_body + hover(3) + lying_long + hover(4) + lying_short + hover(5) + END
    status, out, err = run(stream)
    assert status == 0
    answered = [m["id"] for m in out if "result" in m]
    assert answered == [1, 2, 3, 4, 5, 90]
    assert "a message cut short" in err


def test_a_huge_message_is_refused_without_holding_it():
    huge = b"Content-Length: 200000000\r\n\r\n" + b"x" * 1_000_000
    status, out, _ = run(INIT + huge, timeout=60)
    assert status == 1
    assert out[-1]["error"]["message"] == "a message of 200000000 bytes, more than the 67108864 accepted"


def test_deeply_nested_json_is_an_error_not_a_crash():
    deep = b"[" * 100_000 + b"]" * 100_000
    status, out, _ = run(INIT + b"Content-Length: %d\r\n\r\n" % len(deep) + deep + END)
    assert status == 0
    assert out[1]["error"]["code"] == -32700


def test_files_given_to_lsp_pair_with_each_other(tmp_path):
    (tmp_path / "mine.habits").write_text("Gym: Mon, Wed, Fri\n")
    (tmp_path / "done.txt").write_text("2026-11-20 Gym\n")
    log_uri = (tmp_path / "done.txt").as_uri()
    opened = frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": log_uri, "languageId": "habitslog", "version": 1, "text": "2026-11-20 Gym\n2026-11-21 Gmy\n"}}})
    process = subprocess.Popen(
        [BINARY, "lsp", "--file", "mine.habits", "--log", "./done.txt", "--today", "2026-11-22"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=tmp_path)
    process.stdin.write(INIT + opened)
    process.stdin.flush()
    published = []
    while not published:
        header = process.stdout.readline()
        process.stdout.readline()
        message = json.loads(process.stdout.read(int(header.split(b":")[1])))
        if message.get("method") == "textDocument/publishDiagnostics":
            published.append(message["params"])
    process.stdin.write(END)
    process.stdin.close()
    assert process.wait(timeout=30) == 0
    assert [(p["uri"], [d["code"] for d in p["diagnostics"]]) for p in published] == [(log_uri, ["unknown-habit"])]
    assert published[0]["diagnostics"][0]["relatedInformation"][0]["message"] == "did you mean 'Gym'?"
