"""End-to-end tests of what `habits lsp` shows beside the text (pytest-lsp, on pygls): semantic
tokens (full, delta and range), folding ranges, code lenses, the watchers it registers and
the refreshes it asks for.

Like test_lsp.py, each test starts the built binary as `habits lsp --today 2026-11-22`, on a
copy of examples/; the client says it can do what Visual Studio Code can, so the server
registers its file watchers and asks for refreshes.
"""

import asyncio
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HABITS_BIN", str(ROOT / ".build" / "debug" / "habits"))


def copy_examples():
    work = pathlib.Path(tempfile.mkdtemp(prefix="habits-lsp-views-"))
    for name in ("habits.txt", "log.txt"):
        shutil.copy(ROOT / "examples" / name, work / name)
    return work / "habits.txt", work / "log.txt"


HABITS, LOG = copy_examples()


def uri(path):
    return path.as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp", "--today", "2026-11-22"]))
async def client(lsp_client: LanguageClient):
    lsp_client.registrations = []
    lsp_client.refreshes = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        lsp_client.registrations.extend(params.registrations)

    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def inlay_hint_refresh(params):
        lsp_client.refreshes.append("inlayHint")

    @lsp_client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def code_lens_refresh(params):
        lsp_client.refreshes.append("codeLens")

    capabilities = client_capabilities("visual-studio-code")
    # The capabilities pytest-lsp recorded predate inlay hints' refresh, which VS Code takes.
    capabilities.workspace.inlay_hint = types.InlayHintWorkspaceClientCapabilities(refresh_support=True)
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities, root_uri=uri(HABITS.parent))
    )
    lsp_client.legend = result.capabilities.semantic_tokens_provider.legend.token_types
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, text=None):
    text = path.read_text() if text is None else text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id="habits", version=1, text=text)
        )
    )
    return text


async def published(client, path, condition):
    """Waits (at most 20 s a notification) until the diagnostics of `path` satisfy `condition`."""
    while not condition(client.diagnostics.get(uri(path))):
        await asyncio.wait_for(client.wait_for_notification("textDocument/publishDiagnostics"), 20)
    return client.diagnostics[uri(path)]


def decode(client, data, text):
    """The tokens of `data` as (line, text, type), for ASCII `text`."""
    lines = text.split("\n")
    tokens, line, start = [], 0, 0
    for k in range(0, len(data), 5):
        if data[k]:
            start = 0
        line += data[k]
        start += data[k + 1]
        tokens.append((line, lines[line][start : start + data[k + 2]], client.legend[data[k + 3]]))
    return tokens


async def test_semantic_tokens_of_both_files(client: LanguageClient):
    habits = open_document(client, HABITS)
    log = open_document(client, LOG)
    document = types.TextDocumentIdentifier(uri=uri(HABITS))
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=document))
    tokens = decode(client, full.data, habits)
    line = habits.split("\n").index("Vitamins: every day; since 2026-01-01")
    assert [t[1:] for t in tokens if t[0] == line] == [
        ("Vitamins", "function"), (":", "operator"), ("every", "keyword"), ("day", "keyword"),
        (";", "operator"), ("since", "property"), ("2026-01-01", "string"),
    ]
    assert tokens[0] == (0, habits.split("\n")[0], "comment")
    # The log, a range of it: two lines only.
    ranged = await client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(
            text_document=types.TextDocumentIdentifier(uri=uri(LOG)),
            range=types.Range(start=types.Position(line=1, character=0), end=types.Position(line=2, character=0)),
        )
    )
    assert [t[1:] for t in decode(client, ranged.data, log)] == [
        ("2026-01-01", "string"), ("Vitamins", "function"), (",", "operator"), ("Challenge", "function"),
        (",", "operator"), ("Eye exam", "function"),
        ("2026-01-02", "string"), ("Vitamins", "function"), (",", "operator"), ("Challenge", "function"),
    ]


async def test_semantic_tokens_delta_after_an_edit(client: LanguageClient):
    log = open_document(client, LOG)
    document = types.TextDocumentIdentifier(uri=uri(LOG))
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=document))
    assert full.result_id
    edited = log + "2026-11-22 Pushups x2  # two sets\n"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(LOG), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=edited)],
        )
    )
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=document, previous_result_id=full.result_id)
    )
    assert len(delta.edits) == 1
    data = list(full.data)
    edit = delta.edits[0]
    data[edit.start : edit.start + edit.delete_count] = edit.data or []
    assert decode(client, data, edited)[-4:] == [
        (len(edited.split("\n")) - 2, "2026-11-22", "string"),
        (len(edited.split("\n")) - 2, "Pushups", "function"),
        (len(edited.split("\n")) - 2, "x2", "number"),
        (len(edited.split("\n")) - 2, "# two sets", "comment"),
    ]


async def test_folding_ranges(client: LanguageClient):
    open_document(client, LOG)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri(LOG)))
    )
    months = [f for f in folds if f.kind == types.FoldingRangeKind.Region]
    assert months[0].start_line == 1 and months[0].collapsed_text == "2026-01 · 30 lines"
    assert all(a.end_line < b.start_line for a, b in zip(months, months[1:]))
    habits = open_document(client, HABITS)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri(HABITS)))
    )
    assert (folds[0].start_line, folds[0].end_line, folds[0].kind) == (0, 1, types.FoldingRangeKind.Comment)
    assert habits.split("\n")[1].startswith("#")


def apply_edits(text, edits):
    """The text with protocol TextEdits applied, as an editor applies them (ASCII text)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)

    def offset(position):
        return starts[position.line] + position.character if position.line < len(starts) else len(text)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def test_formatting_gives_what_habits_fmt_prints(client: LanguageClient):
    ragged = "Gym :Mon,Wed # legs\nRead: daily;tags a,b  # a chapter\n\n\n"
    open_document(client, HABITS, ragged)
    identifier = types.TextDocumentIdentifier(uri=uri(HABITS))
    options = types.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=identifier, options=options)
    )
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="habits-fmt-")) / "habits.txt"
    scratch.write_text(ragged)
    fmt = subprocess.run([BINARY, "fmt", str(scratch)], capture_output=True, text=True, check=True)
    assert fmt.stdout == "Gym: Mon, Wed           # legs\nRead: daily; tags a, b  # a chapter\n"
    assert apply_edits(ragged, edits) == fmt.stdout
    ranged = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(
            text_document=identifier,
            range=types.Range(start=types.Position(line=1, character=0), end=types.Position(line=1, character=4)),
            options=options,
        )
    )
    assert [e for e in edits if e.range.start.line == 1] == list(ranged)


async def test_code_lenses_and_the_setting(client: LanguageClient):
    habits = open_document(client, HABITS)
    params = types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri(HABITS)))
    lenses = await client.text_document_code_lens_async(params)
    first = lenses[0]
    assert habits.split("\n")[first.range.start.line].startswith("Meditate:")
    assert first.command.title == "streak 14 days · next due Mon"
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"habits": {"codeLens": False, "inlayHints": False}})
    )
    assert list(await client.text_document_code_lens_async(params)) == []
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=200, character=0)),
        )
    )
    assert list(hints) == []
    # The settings change asked for fresh hints and lenses.
    for _ in range(100):
        if len(client.refreshes) >= 2:
            break
        await asyncio.sleep(0.05)
    assert sorted(client.refreshes) == ["codeLens", "inlayHint"]


async def test_watchers_and_an_append_from_outside(client: LanguageClient):
    habits_path, log_path = copy_examples()
    open_document(client, habits_path)
    await published(client, habits_path, lambda found: found is not None and len(found) == 0)
    # The server asked to watch the habits files and logs.
    for _ in range(100):
        if client.registrations:
            break
        await asyncio.sleep(0.05)
    [registration] = client.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    globs = [w["globPattern"] for w in registration.register_options["watchers"]]
    assert "**/log.txt" in globs and "**/habits.txt" in globs
    # `habits log` appends in a terminal; the editor's watcher tells the server.
    with open(log_path, "a") as log:
        log.write("2026-11-22 Yoga\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=uri(log_path), type=types.FileChangeType.Changed)])
    )
    found = await published(client, log_path, lambda found: bool(found))
    assert [d.code for d in found] == ["unknown-habit"]
