import Testing

@testable import HabitsKit
@testable import HabitsLanguageServer

/// Folding ranges on small files: comment blocks in either file, a log's months.
@Suite struct FoldingRangeTests {
  typealias S = LanguageServerSession

  /// The folds of `text` opened as `uri`, as "first-last kind [collapsed text]" (1-based).
  static func folds(_ uri: String, _ text: String) -> [String] {
    var session = S(files: LSPFixture.files)
    session.open(uri, text)
    let result = session.result("textDocument/foldingRange", .obj(["textDocument": .obj(["uri": .string(uri)])]))
    return (result.array ?? []).map { fold in
      let first = (fold["startLine"]?.int ?? -1) + 1
      let last = (fold["endLine"]?.int ?? -1) + 1
      let text = fold["collapsedText"]?.string.map { " " + $0 } ?? ""
      return "\(first)-\(last) \(fold["kind"]?.string ?? "?")\(text)"
    }
  }

  @Test(
    "the habits file folds its blocks of whole-line comments",
    arguments: [
      ("Gym: daily\n", [String]()),
      ("# one comment\nGym: daily\n", []),
      ("# My habits.\n# One a line.\n\nGym: daily  # a\nRead: daily  # b\n", ["1-2 comment"]),
      ("Gym: daily\n  # indented\n\t# and tabbed\n# three\nRead: daily\n# four\n# five\n", ["2-4 comment", "6-7 comment"]),
    ])
  func habitsFile(text: String, expected: [String]) {
    #expect(Self.folds(S.habitsURI, text) == expected)
  }

  @Test(
    "each group folds from its heading to its last line, and says how many habits it holds",
    arguments: [
      ("[Health]\nGym: daily\n", ["1-2 region [Health] · 1 habit"]),
      (
        "Stretch: daily\n\n[Health]\n# strength\n# and balance\nGym: daily\nGym: Mon; from 2026-11-16\nYoga: daily\n\n\n[Home]\nPlants: every 3 days\n",
        ["3-8 region [Health] · 2 habits", "4-5 comment", "11-12 region [Home] · 1 habit"]
      ),
      // An empty group, and a heading with an error, fold nothing.
      ("[Empty]\n\n[Bad\nGym: daily\n", []),
    ])
  func groups(text: String, expected: [String]) {
    #expect(Self.folds(S.habitsURI, text) == expected)
  }

  @Test(
    "the log folds each month's run of lines, and its comment blocks",
    arguments: [
      ("2026-11-20 Gym\n", [String]()),
      (
        "# log\n# of mine\n2026-10-30 Gym\n2026-10-31 Read\n\n# November\n2026-11-01 Gym\n2026-11-02 Read\n2026-11-03 Read\n",
        ["1-2 comment", "3-4 region 2026-10 · 2 lines", "7-9 region 2026-11 · 3 lines"]
      ),
      // A month's lines with comments between them fold as one; a month logged again after
      // another is a run of its own, as the log's symbols list it.
      (
        "2026-11-01 Gym\n# a\n# b\n2026-11-02 Read\n2026-10-01 Gym\n2026-11-03 Read\n",
        ["1-4 region 2026-11 · 2 lines", "2-3 comment"]
      ),
      // Lines the parser could not read do not break a month.
      ("2026-11-01 Gym\nnot a line\n2026-11-02 Read\n", ["1-3 region 2026-11 · 2 lines"]),
    ])
  func log(text: String, expected: [String]) {
    #expect(Self.folds(S.logURI, text) == expected)
  }
}
