"""End-to-end tests of `habits lsp` through a real LSP client (pytest-lsp, on pygls).

Each test starts the built binary (HABITS_BIN) as `habits lsp --today 2026-11-22` in a fresh
folder holding a copy of examples/, opens files as an editor does and checks what a user
would see: diagnostics appear and clear, a quick fix applies, completion offers a habit name,
hover shows a status, go to definition jumps, rename edits both files.
"""

import asyncio
import os
import pathlib
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HABITS_BIN", str(ROOT / ".build" / "debug" / "habits"))
WORK = pathlib.Path(tempfile.mkdtemp(prefix="habits-lsp-"))
for name in ("habits.txt", "log.txt"):
    shutil.copy(ROOT / "examples" / name, WORK / name)
HABITS = WORK / "habits.txt"
LOG = WORK / "log.txt"


def uri(path):
    return path.as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp", "--today", "2026-11-22"]))
async def client(lsp_client: LanguageClient):
    # The server registers its file watchers with a client that can take them (as this one
    # says it can, like VS Code); test_views.py checks what it asks for.
    lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)(lambda params: None)
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri=uri(WORK))
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, text=None, version=1):
    text = path.read_text() if text is None else text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id="habits", version=version, text=text)
        )
    )
    return text


def position_of(text, needle, offset=0):
    """The position of `needle` (plus `offset` characters) in `text` (ASCII text only)."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


async def published(client):
    """Waits (at most 20 s) for the next diagnostics the server publishes."""
    await asyncio.wait_for(client.wait_for_notification("textDocument/publishDiagnostics"), 20)


async def diagnostics_for(client, path):
    await published(client)
    return list(client.diagnostics.get(uri(path), []))


async def until(client, condition):
    """Waits for published diagnostics until `condition()` holds."""
    while not condition():
        await published(client)


def apply(text, edits):
    """`text` with the text edits applied (last first, so positions stay valid)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    offset = lambda p: starts[p.line] + p.character
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def test_diagnostics_appear_and_clear(client: LanguageClient):
    text = open_document(client, HABITS)
    assert await diagnostics_for(client, HABITS) == []
    broken = text.replace("Gym: Mon, Wed, Fri", "Gym: Mon, Wed, Fir")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(HABITS), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=broken)],
        )
    )
    found = await diagnostics_for(client, HABITS)
    assert [d.code for d in found] == ["unknown-weekday"]
    assert found[0].message == "unknown weekday 'Fir'"
    assert found[0].range.start == position_of(broken, "Fir")
    assert [r.message for r in found[0].related_information] == ["did you mean 'Fri'?"]
    # An incremental change fixes the word: the diagnostic goes away.
    start = position_of(broken, "Fir")
    end = types.Position(line=start.line, character=start.character + 3)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(HABITS), version=3),
            content_changes=[
                types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text="Fri")
            ],
        )
    )
    assert await diagnostics_for(client, HABITS) == []


async def test_quick_fix_applies(client: LanguageClient):
    text = open_document(client, HABITS, HABITS.read_text().replace("Hike: weekends", "Hike: Saturdy"))
    found = await diagnostics_for(client, HABITS)
    assert [d.code for d in found] == ["unknown-weekday"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=found),
        )
    )
    fixes = [a for a in actions if a.kind == types.CodeActionKind.QuickFix]
    assert [a.title for a in fixes] == ["Replace with 'Saturday'"]
    fixed = apply(text, fixes[0].edit.changes[uri(HABITS)])
    assert "Hike: Saturday; since" in fixed
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(HABITS), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    assert await diagnostics_for(client, HABITS) == []


async def test_allow_on_this_line_silences_a_warning(client: LanguageClient):
    text = open_document(client, HABITS, HABITS.read_text() + "Pay: monthly on the 31st\n")
    found = await diagnostics_for(client, HABITS)
    assert [d.code for d in found] == ["never-due-in-some-months"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=found),
        )
    )
    allow = [a for a in actions if a.title == "Allow never-due-in-some-months on this line"]
    assert len(allow) == 1 and allow[0].kind == types.CodeActionKind.QuickFix
    fixed = apply(text, allow[0].edit.changes[uri(HABITS)])
    assert fixed.endswith("Pay: monthly on the 31st  # habits: allow never-due-in-some-months\n")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(HABITS), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    assert await diagnostics_for(client, HABITS) == []


async def test_log_today_action_appends_to_the_log(client: LanguageClient):
    text = open_document(client, HABITS)
    await diagnostics_for(client, HABITS)
    here = position_of(text, "Floss:")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            range=types.Range(start=here, end=here),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    log = [a for a in actions if a.title == "Log Floss today"]
    assert len(log) == 1
    edits = log[0].edit.changes[uri(LOG)]
    assert apply(LOG.read_text(), edits) == LOG.read_text() + "2026-11-22 Floss\n"


async def test_unknown_habit_in_the_log_and_editing_the_habits_file(client: LanguageClient):
    log_text = open_document(client, LOG, LOG.read_text() + "2026-11-22 Yoga\n")
    found = await diagnostics_for(client, LOG)
    assert [d.code for d in found] == ["unknown-habit"]
    # Declaring the habit in the (open) habits file re-diagnoses the log.
    text = open_document(client, HABITS, HABITS.read_text() + "Yoga: every day\n")
    await until(client, lambda: list(client.diagnostics.get(uri(LOG), [None])) == [])
    assert log_text.endswith("Yoga\n") and text.endswith("every day\n")


async def test_completes_a_habit_name(client: LanguageClient):
    text = open_document(client, LOG, LOG.read_text() + "2026-11-22 Vi")
    await diagnostics_for(client, LOG)
    end = position_of(text, "2026-11-22 Vi", len("2026-11-22 Vi"))
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri(LOG)), position=end)
    )
    labels = [item.label for item in result.items]
    assert "Vitamins" in labels
    assert "vacation" in labels
    vitamins = next(item for item in result.items if item.label == "Vitamins")
    assert vitamins.text_edit.range.start.character == len("2026-11-22 ")


async def test_hover_shows_a_status(client: LanguageClient):
    text = open_document(client, HABITS)
    await diagnostics_for(client, HABITS)
    result = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)), position=position_of(text, "Vitamins:", 2)
        )
    )
    value = result.contents.value
    assert value.startswith("**Vitamins**: planned today (Sun 2026-11-22)")
    assert "Streak: 12 days" in value
    assert "Next due: Sun 2026-11-22" in value


async def test_go_to_definition_from_the_log(client: LanguageClient):
    text = open_document(client, LOG)
    habits = HABITS.read_text()
    await diagnostics_for(client, LOG)
    result = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(LOG)), position=position_of(text, "Challenge", 3)
        )
    )
    location = result[0] if isinstance(result, list) else result
    assert location.uri == uri(HABITS)
    assert location.range.start == position_of(habits, "Challenge:")


async def test_rename_a_habit_in_both_files(client: LanguageClient):
    text = open_document(client, HABITS)
    await diagnostics_for(client, HABITS)
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            position=position_of(text, "Challenge:", 1),
            new_name="Plank challenge",
        )
    )
    habits = apply(text, edit.changes[uri(HABITS)])
    log = apply(LOG.read_text(), edit.changes[uri(LOG)])
    assert "Plank challenge: every day; since 2026-01-01" in habits
    assert "Challenge" not in log
    assert log.count("Plank challenge") == LOG.read_text().count("Challenge")


async def test_unknown_method_is_an_error(client: LanguageClient):
    with pytest.raises(Exception) as error:
        await client.protocol.send_request_async("habits/nothing", {})
    assert "-32601" in str(error.value) or "unknown method" in str(error.value)


async def test_references_symbols_and_inlay_hints(client: LanguageClient):
    text = open_document(client, HABITS)
    await diagnostics_for(client, HABITS)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            position=position_of(text, "Challenge:", 1),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert {r.uri for r in references} == {uri(LOG)}
    assert len(references) == LOG.read_text().count("Challenge")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(HABITS)))
    )
    assert [s.name for s in symbols][:3] == ["Meditate", "Floss", "Vitamins"]
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri(HABITS)),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=200, character=0)),
        )
    )
    assert any(h.label.startswith("next ") for h in hints)
