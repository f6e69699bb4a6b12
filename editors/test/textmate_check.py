#!/usr/bin/env python3
"""Checks the TextMate grammars in editors/textmate (run by editors/test/run).

1. Each grammar is valid JSON with a scopeName, patterns and a repository; every include
   resolves; every scope name ends in the grammar's suffix (.habits or .habitslog).
2. Every regex (match, begin, end, while) compiles with Oniguruma, the engine of TextMate,
   VS Code and Sublime Text's tmLanguage support, through the PyPI package onigurumacffi;
   without it, with Python's `re` (close, not identical) and a warning.
3. A small TextMate tokenizer (match and begin/end rules, captures with patterns, includes,
   first match wins, earliest start first) tokenizes the examples and the fixtures, and:
   - the innermost scope at each position of textmate-positions.txt is the expected one;
   - nothing in the examples (which `habits check` accepts) is scoped invalid.*;
   - with a habits binary (HABITS_BIN), every error `habits check` reports on the fixtures
     (for the codes a highlighter can see) falls on an invalid.* scope; the same positions
     are written to --agreement for the Vim checks.
4. editors/textmate/to-plist converts both grammars to XML plists that read back equal.
5. editors/vscode/package.json contributes both grammars (through its `syntaxes` link) and
   languages, and its problem matcher reads fixtures/check/expected-compact.txt (the real
   output of `habits check --format compact`) right; the README shows the same matcher.

Prints a summary; exits 1 on any failure.
"""

import argparse
import json
import os
import plistlib
import re
import subprocess
import sys
import tempfile

try:
    import onigurumacffi
except ImportError:  # the fallback is announced in main()
    onigurumacffi = None

GRAMMARS = [("habits.tmLanguage.json", "source.habits", ".habits"),
            ("habitslog.tmLanguage.json", "source.habitslog", ".habitslog")]
GRAMMAR_FOR = {".habits": "source.habits", ".habitslog": "source.habitslog"}

# Diagnostic codes of `habits check` that a highlighter can see in the text itself; others
# (unknown habits, conflicting settings, dates in the future...) need the parser's context.
VISIBLE_CODES = {"syntax", "unknown-weekday", "unknown-month", "unknown-ordinal", "unknown-option",
                 "unknown-schedule", "invalid-date", "invalid-name", "empty-name", "invalid-count",
                 "zero-count", "merge-conflict", "reserved-group"}

# The keys a TextMate rule may have.
RULE_KEYS = {"name", "contentName", "match", "begin", "end", "while", "captures", "beginCaptures",
             "endCaptures", "whileCaptures", "patterns", "include", "comment", "applyEndPatternLast",
             "disabled"}

failures = []


def fail(message):
    failures.append(message)


class Regex:
    """One compiled regex, searched from a position with the whole string as context."""

    def __init__(self, source):
        self.source = source
        self.compiled = onigurumacffi.compile(source) if onigurumacffi else re.compile(source)

    def search(self, text, pos):
        return self.compiled.search(text, pos)


def groups_of(match):
    """The spans of a match's groups 0..n (None for groups that did not take part)."""
    if hasattr(match, "re"):  # Python re: (-1, -1) for a group that did not take part
        spans = [match.span(i) for i in range(match.re.groups + 1)]
        return [None if s[0] < 0 else s for s in spans]
    # onigurumacffi: a byte offset of -1 for a group that did not take part
    return [None if match._begs[i] < 0 else match.span(i) for i in range(len(match._begs))]


class Grammar:
    def __init__(self, path, scope, suffix):
        self.path = path
        self.scope = scope
        self.suffix = suffix
        with open(path, encoding="utf-8") as f:
            self.data = json.load(f)
        self.repository = self.data.get("repository", {})
        self.regexes = {}
        self.expanded = {}

    # -- validation ------------------------------------------------------------------------
    def validate(self):
        d = self.data
        name = os.path.basename(self.path)
        if d.get("scopeName") != self.scope:
            fail(f"{name}: scopeName is {d.get('scopeName')!r}, expected {self.scope!r}")
        if not isinstance(d.get("patterns"), list) or not d["patterns"]:
            fail(f"{name}: no top-level patterns")
        compiled = 0
        for where, rule in self.walk(d):
            unknown = set(rule) - RULE_KEYS
            if unknown:
                fail(f"{name}: {where} has unknown keys {sorted(unknown)}")
            for key in ("match", "begin", "end", "while"):
                if key in rule:
                    try:
                        self.regex(rule[key])
                        compiled += 1
                    except Exception as e:  # onigurumacffi.OnigError or re.error
                        fail(f"{name}: {where}.{key} does not compile: {e}: {rule[key]}")
            if "begin" in rule and "end" not in rule and "while" not in rule:
                fail(f"{name}: {where} has 'begin' without 'end'")
            for key in ("name", "contentName"):
                if key in rule and not rule[key].endswith(self.suffix):
                    fail(f"{name}: {where}.{key} {rule[key]!r} does not end in {self.suffix}")
            include = rule.get("include")
            if include is not None and include not in ("$self", "$base"):
                if not include.startswith("#") or include[1:] not in self.repository:
                    fail(f"{name}: {where} includes {include!r}, which is not in the repository")
        return compiled

    def walk(self, node, where="grammar"):
        """Every rule (dict with patterns, match, begin, include, name...) with a path."""
        if isinstance(node, dict):
            if any(k in node for k in ("match", "begin", "include", "name", "patterns")) and where != "grammar":
                yield where, node
            for key, value in node.items():
                if key in ("patterns",) and isinstance(value, list):
                    for i, child in enumerate(value):
                        yield from self.walk(child, f"{where}.patterns[{i}]")
                elif key == "repository":
                    for rname, child in value.items():
                        yield from self.walk(child, f"repository.{rname}")
                elif key in ("captures", "beginCaptures", "endCaptures", "whileCaptures"):
                    for group, child in value.items():
                        yield from self.walk(child, f"{where}.{key}[{group}]")
        elif where == "grammar":
            fail(f"{self.path}: not a JSON object")

    def regex(self, source):
        if source not in self.regexes:
            self.regexes[source] = Regex(source)
        return self.regexes[source]

    # -- tokenizing ------------------------------------------------------------------------
    def rules(self, patterns, seen=None):
        """The match and begin rules of `patterns`, includes expanded, in order."""
        key = id(patterns)
        if key in self.expanded:
            return self.expanded[key]
        seen = set() if seen is None else seen
        result = []
        for rule in patterns:
            include = rule.get("include")
            if include is not None:
                if include in ("$self", "$base"):
                    target = {"patterns": self.data["patterns"]}
                else:
                    target = self.repository[include[1:]]
                if include in seen:
                    continue
                if "match" in target or "begin" in target:
                    result.append(target)
                else:
                    result.extend(self.rules(target.get("patterns", []), seen | {include}))
            elif "match" in rule or "begin" in rule:
                result.append(rule)
            elif "patterns" in rule:
                result.extend(self.rules(rule["patterns"], seen))
        self.expanded[key] = result
        return result

    def tokenize(self, lines):
        """The scopes of every character of every line, as lists (outermost first)."""
        stack = [Frame(self.data["patterns"], None, [self.scope], None)]
        result = []
        for number, line in enumerate(lines, 1):
            out = [None] * len(line)
            stack = self.run(line + "\n", 0, len(line), stack, out, number)
            # Regions that do not end on their line carry over, as in TextMate.
            result.append(out)
        return result

    def run(self, text, pos, limit, stack, out, number):
        pushes = set()
        steps = 0
        while pos <= limit:
            steps += 1
            if steps > 10000:
                fail(f"{self.path}: line {number}: the tokenizer does not advance")
                break
            frame = stack[-1]
            best = None
            if frame.end is not None:
                m = frame.end.search(text, pos)
                if m is not None and m.start() <= limit:
                    best = (m.start(), -1, None, m)
            for order, rule in enumerate(self.rules(frame.patterns)):
                m = self.regex(rule.get("match", rule.get("begin"))).search(text, pos)
                if m is None or m.start() > limit:
                    continue
                if best is None or (m.start(), order) < (best[0], best[1]):
                    best = (m.start(), order, rule, m)
            if best is None:
                fill(out, pos, limit, frame.scopes)
                break
            start, order, rule, m = best
            fill(out, pos, start, frame.scopes)
            end = min(m.end(), limit)
            if rule is None:  # the region's end
                fill(out, start, end, frame.outer)
                self.captures(text, m, frame.rule.get("endCaptures", frame.rule.get("captures", {})),
                              frame.outer, out, number, limit)
                stack = stack[:-1]
                if len(stack) == 0:
                    fail(f"{self.path}: line {number}: popped the grammar itself")
                    break
                pos = end
                continue
            scopes = frame.scopes + ([rule["name"]] if "name" in rule else [])
            if "match" in rule:
                fill(out, start, end, scopes)
                self.captures(text, m, rule.get("captures", {}), scopes, out, number, limit)
                if m.end() == pos:  # an empty match that pushes nothing: no progress
                    fail(f"{self.path}: line {number}: empty match of {rule['match']!r} at {pos}")
                    break
                pos = end
            else:
                key = (id(rule), start, len(stack))
                if key in pushes:
                    fail(f"{self.path}: line {number}: {rule['begin']!r} pushed twice at {start}")
                    break
                pushes.add(key)
                fill(out, start, end, scopes)
                self.captures(text, m, rule.get("beginCaptures", rule.get("captures", {})), scopes, out,
                              number, limit)
                inner = scopes + ([rule["contentName"]] if "contentName" in rule else [])
                end_source = rule["end"]
                spans = groups_of(m)
                # Back-references in `end` stand for the text `begin` captured.
                end_source = re.sub(r"\\(\d)", lambda g: re.escape(text[slice(*spans[int(g.group(1))])])
                                    if int(g.group(1)) < len(spans) and spans[int(g.group(1))] else "", end_source)
                stack = stack + [Frame(rule.get("patterns", []), self.regex(end_source), inner, scopes, rule)]
                pos = end
        return stack

    def captures(self, text, m, captures, base, out, number, limit):
        spans = groups_of(m)
        for group in sorted(captures, key=int):
            index = int(group)
            if index >= len(spans) or spans[index] is None:
                continue
            start, end = spans[index]
            end = min(end, limit)
            if start >= end:
                continue
            capture = captures[group]
            for c in range(start, end):
                out[c] = (out[c] or base) + ([capture["name"]] if "name" in capture else [])
            if "patterns" in capture:
                inner_base = list(out[start])
                frame = Frame(capture["patterns"], None, inner_base, None)
                # Captures are tokenized in the line cut at the capture's end, as vscode-textmate does.
                self.run(text[:end], start, end, [frame], out, number)


class Frame:
    def __init__(self, patterns, end, scopes, outer, rule=None):
        self.patterns = patterns
        self.end = end
        self.scopes = scopes
        self.outer = outer
        self.rule = rule or {}


def fill(out, start, end, scopes):
    for c in range(start, end):
        out[c] = list(scopes)


def grammar_for_file(path):
    base = os.path.basename(path)
    if base == "habits.txt" or base.endswith(".habits"):
        return "source.habits"
    if base == "log.txt" or base.endswith(".habitslog"):
        return "source.habitslog"
    return None


def char_index(line, byte_column):
    """The index in `line` (a str) of 1-based UTF-8 byte column `byte_column`."""
    return len(line.encode("utf-8")[:byte_column - 1].decode("utf-8", errors="ignore"))


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    return lines[:-1] if text.endswith("\n") else lines


def read_table(path):
    """Rows `FILE LINE COL EXPECTED [TEXT...]` of a table file (# comments, blank lines)."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.match(r"\s*(\S+)\s+(\d+)\s+(\d+)\s+(\S+)(?:\s+(.*?))?\s*$", line)
            if not m:
                fail(f"{path}:{number}: a row is 'FILE LINE COL EXPECTED [TEXT]'")
                continue
            rows.append((number, m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5) or ""))
    return rows


def find_habits_binary(root):
    candidates = [os.environ.get("HABITS_BIN", "")]
    candidates += [os.path.join(root, ".build", c, "habits") for c in ("debug", "release")]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def agreement_rows(binary, root, tmp):
    """(file, line, col, code, message) of the visible errors `habits check` finds in the fixtures."""
    fixtures = "editors/test/fixtures"
    empty_log = os.path.join(tmp, "empty-log.txt")
    open(empty_log, "w").close()
    runs = [["--file", f"{fixtures}/syntax.habits", "--log", empty_log],
            ["--file", f"{fixtures}/names.habits", "--log", f"{fixtures}/syntax.habitslog"]]
    rows = []
    for args in runs:
        proc = subprocess.run([binary, "check", "--format", "json", "--today", "2030-01-01"] + args,
                              cwd=root, capture_output=True, text=True, timeout=60)
        try:
            report = json.loads(proc.stdout)
        except ValueError:
            fail(f"{binary} check {' '.join(args)}: no JSON (exit {proc.returncode}): {proc.stderr.strip()}")
            continue
        for d in report["diagnostics"]:
            if d["severity"] != "error" or d["code"] not in VISIBLE_CODES:
                continue
            if not d["file"].startswith(fixtures):
                continue
            if d["end_line"] == d["line"] and d["end_column"] <= d["column"]:
                continue  # an empty span (something missing at the end): nothing to highlight
            rows.append((d["file"], d["line"], d["column"], d["code"], d["message"]))
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--agreement", help="write the parser's error positions here, for Vim")
    args = parser.parse_args()
    root = args.root
    os.chdir(root)
    here = os.path.join(root, "editors", "test")

    if onigurumacffi is None:
        print("editors/test: WARNING: onigurumacffi is not installed; compiling the TextMate regexes "
              "with Python's re, which is close to Oniguruma but not identical")
    engine = "Oniguruma (onigurumacffi)" if onigurumacffi else "Python re"

    grammars = {}
    compiled = 0
    for filename, scope, suffix in GRAMMARS:
        path = os.path.join(root, "editors", "textmate", filename)
        try:
            g = Grammar(path, scope, suffix)
        except (OSError, ValueError) as e:
            fail(f"{filename}: {e}")
            continue
        compiled += g.validate()
        grammars[scope] = g
    if failures:
        return report(0, compiled, engine, 0, 0)

    tokens = {}

    def scopes_of(path):
        if path not in tokens:
            scope = grammar_for_file(path)
            lines = read_lines(path)
            tokens[path] = (lines, grammars[scope].tokenize(lines))
        return tokens[path]

    # Expected scopes at given positions.
    checked = 0
    table = os.path.join(here, "textmate-positions.txt")
    for number, path, line, col, expected, text in read_table(table):
        where = f"{os.path.relpath(table, root)}:{number}: {path}:{line}:{col}"
        if grammar_for_file(path) is None or not os.path.isfile(path):
            fail(f"{where}: no such file, or no grammar for it")
            continue
        lines, scopes = scopes_of(path)
        if line > len(lines):
            fail(f"{where}: the file has {len(lines)} lines")
            continue
        i = char_index(lines[line - 1], col)
        if text and not lines[line - 1][i:].startswith(text):
            fail(f"{where}: expected the text {text!r} there, found {lines[line - 1][i:i + len(text)]!r} "
                 "(the file changed? update the table)")
            continue
        found = scopes[line - 1][i] if i < len(scopes[line - 1]) else None
        checked += 1
        if not found or found[-1] != expected:
            fail(f"{where}: expected {expected}, found {found[-1] if found else None} ({' '.join(found or [])})")

    # Nothing in the examples is invalid.
    clean = 0
    for path in ("examples/habits.txt", "examples/log.txt", "examples/organised/habits.txt", "examples/organised/log.txt"):
        lines, scopes = scopes_of(path)
        for n, (line, line_scopes) in enumerate(zip(lines, scopes), 1):
            for i, s in enumerate(line_scopes):
                clean += 1
                if s and any(x.startswith("invalid.") for x in s):
                    fail(f"{path}:{n}:{len(line[:i].encode()) + 1}: scoped {s[-1]} in a valid example")
                    break

    # The parser's errors fall on invalid scopes.
    agreed = 0
    binary = find_habits_binary(root)
    agreement_lines = []
    if binary is None:
        print("editors/test: skipped the parser agreement checks: no habits binary "
              "(build it, or set HABITS_BIN)")
    else:
        with tempfile.TemporaryDirectory() as tmp:
            for path, line, col, code, message in agreement_rows(binary, root, tmp):
                lines, scopes = scopes_of(path)
                i = char_index(lines[line - 1], col)
                found = scopes[line - 1][i] if i < len(scopes[line - 1]) else None
                agreed += 1
                agreement_lines.append(f"{path} {line} {col} @error")
                if not found or not found[-1].startswith("invalid."):
                    fail(f"{path}:{line}:{col}: habits check reports [{code}] {message}, "
                         f"but the grammar scopes it {found[-1] if found else None}")
        if agreed == 0:
            fail(f"{binary} check found no errors in the fixtures: is it the right binary?")
    if args.agreement:
        with open(args.agreement, "w", encoding="utf-8") as f:
            f.write("# written by textmate_check.py from `habits check --format json` on the fixtures\n")
            f.write("\n".join(agreement_lines) + ("\n" if agreement_lines else ""))

    # The plist conversion for TextMate and Sublime Text reads back the same.
    plists = 0
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run([sys.executable, os.path.join(root, "editors", "textmate", "to-plist"), tmp],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            fail(f"editors/textmate/to-plist failed: {proc.stderr.strip()}")
        else:
            for filename, scope, _ in GRAMMARS:
                plist = os.path.join(tmp, filename.replace(".tmLanguage.json", ".tmLanguage"))
                with open(plist, "rb") as f:
                    data = plistlib.load(f)
                if data != grammars[scope].data:
                    fail(f"{plist}: the plist does not read back as {filename}")
                plists += 1

    matched = check_vscode(root, grammars)
    return report(checked, compiled, engine, clean, agreed, plists, matched)


# The problems of fixtures/check/expected-compact.txt, as a gcc-style problem matcher reads them.
EXPECTED_PROBLEMS = [
    ("habits.txt", "3", "16", "warning", "Monday is listed twice", "duplicate-day"),
    ("habits.txt", "4", "13", "error", "unknown weekday 'Mnday'", "unknown-weekday"),
    ("habits.txt", "5", "1", "error", "expected ':' after the habit name", "syntax"),
    ("habits.txt", "6", "1", "error", "the week start is set to Sunday here but to Monday before",
     "conflicting-setting"),
    ("log.txt", "2", "21", "error", "a count of 0 logs nothing", "zero-count"),
    ("log.txt", "3", "12", "error", "unknown habit 'Rnu'", "unknown-habit"),
]


def check_vscode(root, grammars):
    """Checks editors/vscode/package.json; returns how many problems its matcher read."""
    folder = os.path.join(root, "editors", "vscode")
    try:
        with open(os.path.join(folder, "package.json"), encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        fail(f"editors/vscode/package.json: {e}")
        return 0
    contributes = manifest.get("contributes", {})
    languages = {lang["id"]: lang for lang in contributes.get("languages", [])}
    for lang in languages.values():
        config = lang.get("configuration")
        if config:
            try:
                with open(os.path.join(folder, config), encoding="utf-8") as f:
                    json.load(f)
            except (OSError, ValueError) as e:
                fail(f"editors/vscode/package.json: language {lang['id']}: configuration {config}: {e}")
    scopes = set()
    for entry in contributes.get("grammars", []):
        where = f"editors/vscode/package.json: grammar {entry.get('scopeName')}"
        if entry.get("language") not in languages:
            fail(f"{where}: language {entry.get('language')!r} is not contributed")
        try:
            with open(os.path.join(folder, entry["path"]), encoding="utf-8") as f:
                grammar = json.load(f)
        except (OSError, ValueError, KeyError) as e:
            fail(f"{where}: {e}")
            continue
        if grammar.get("scopeName") != entry.get("scopeName"):
            fail(f"{where}: {entry['path']} has scopeName {grammar.get('scopeName')!r}")
        scopes.add(entry.get("scopeName"))
    if scopes != set(grammars):
        fail(f"editors/vscode/package.json: contributes grammars {sorted(scopes)}, expected {sorted(grammars)}")

    matchers = contributes.get("problemMatchers", [])
    if len(matchers) != 1:
        fail("editors/vscode/package.json: expected one problem matcher")
        return 0
    pattern = matchers[0]["pattern"]
    # A JavaScript regex; this one is in the common subset of JavaScript and Python.
    regex = re.compile(pattern["regexp"])
    fields = ("file", "line", "column", "severity", "message", "code")
    found = []
    with open(os.path.join(root, "editors", "test", "fixtures", "check", "expected-compact.txt"),
              encoding="utf-8") as f:
        for line in f:
            m = regex.search(line.rstrip("\n"))
            if m:
                found.append(tuple(m.group(pattern[k]) for k in fields))
    if found != EXPECTED_PROBLEMS:
        fail("editors/vscode/package.json: the problem matcher reads\n  "
             + "\n  ".join(map(str, found)) + "\nexpected\n  " + "\n  ".join(map(str, EXPECTED_PROBLEMS)))
    with open(os.path.join(root, "editors", "textmate", "README.md"), encoding="utf-8") as f:
        if json.dumps(pattern["regexp"]) not in f.read():
            fail("editors/textmate/README.md does not show the problem matcher of editors/vscode/package.json")
    return len(found)


def report(checked, compiled, engine, clean, agreed, plists=0, matched=0):
    for f in failures:
        print("FAIL " + f)
    print(f"textmate: {compiled} regexes compiled with {engine}; {checked} expected scopes checked; "
          f"{clean} characters of the examples free of invalid scopes; "
          f"{agreed} parser errors on invalid scopes; {plists} plists converted; "
          f"{matched} problems read by the VS Code problem matcher; {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
