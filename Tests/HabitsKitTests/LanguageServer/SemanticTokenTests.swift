import Testing

@testable import HabitsKit
@testable import HabitsLanguageServer

/// Semantic tokens on small files: each line kind coloured as its row says, from what the
/// parsers read; the range and delta forms agree with the full one; positions in UTF-16 and
/// UTF-8.
@Suite struct SemanticTokenTests {
  typealias S = LanguageServerSession

  /// The tokens of `data` as (line, text, type, modifiers), decoded against `text`.
  static func decode(_ data: [Int], _ text: String, utf8: Bool = false) -> [Token] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var out: [Token] = []
    var line = 0
    var character = 0
    for k in stride(from: 0, to: data.count, by: 5) {
      if data[k] != 0 { character = 0 }
      line += data[k]
      character += data[k + 1]
      let units: [Int] = utf8 ? Array(lines[line].utf8).map(Int.init) : Array(lines[line].utf16).map(Int.init)
      let slice = Array(units[character..<(character + data[k + 2])])
      let word =
        utf8
        ? String(decoding: slice.map { UInt8($0) }, as: UTF8.self) : String(decoding: slice.map { UInt16($0) }, as: UTF16.self)
      out.append(Token(line: line, text: word, type: SemanticTokenType.allCases[data[k + 3]].name, modifiers: data[k + 4]))
    }
    return out
  }

  struct Token: Equatable, CustomStringConvertible {
    var line: Int
    var text: String
    var type: String
    var modifiers: Int = 0
    var description: String { "\(line):\(text)=\(type)\(modifiers == 0 ? "" : "+\(modifiers)")" }
  }

  /// The full tokens of `text` opened as `uri`, decoded.
  static func tokens(_ uri: String, _ text: String, utf8: Bool = false, files: [String: String] = LSPFixture.files) -> [Token] {
    var session = S(files: files, utf8: utf8)
    session.open(uri, text)
    let data = session.result("textDocument/semanticTokens/full", .obj(["textDocument": .obj(["uri": .string(uri)])]))
    return decode(data["data"]?.array?.compactMap(\.int) ?? [], text, utf8: utf8)
  }

  /// "text=type" for each token of the first line.
  static func words(_ uri: String, _ line: String, files: [String: String] = LSPFixture.files) -> [String] {
    tokens(uri, line + "\n", files: files).map { "\($0.text)=\($0.type)\($0.modifiers == 0 ? "" : "+")" }
  }

  @Test(
    "each kind of habits-file line is coloured as the parser read it",
    arguments: [
      ("week starts on Sunday", ["week=macro", "starts=macro", "on=macro", "Sunday=enumMember"]),
      ("# a comment", ["# a comment=comment"]),
      ("# habits: allow never-due", ["# habits: allow never-due=macro"]),
      ("# habits: allowance", ["# habits: allowance=comment"]),
      ("allow duplicate-day, past-one-off  # on purpose", ["allow=macro", "duplicate-day=macro", ",=operator", "past-one-off=macro", "# on purpose=comment"]),
      (
        "Gym: Mon, Wed-Fri; since 2026-11-02  # strength",
        [
          "Gym=function+", ":=operator", "Mon=enumMember", ",=operator", "Wed-Fri=enumMember", ";=operator",
          "since=property", "2026-11-02=string", "# strength=comment",
        ]
      ),
      (
        "Call mom: every 2nd Sunday of the month",
        ["Call mom=function+", ":=operator", "every=keyword", "2nd=number", "Sunday=enumMember", "of=keyword", "the=keyword", "month=keyword"]
      ),
      (
        "Run: 3 days a week; 5 km; no backlog; grace 2 weeks",
        [
          "Run=function+", ":=operator", "3=number", "days=keyword", "a=keyword", "week=keyword", ";=operator", "5=number",
          "km=type", ";=operator", "no=property", "backlog=property", ";=operator", "grace=property", "2=number",
          "weeks=property",
        ]
      ),
      ("Squats: daily; 5x", ["Squats=function+", ":=operator", "daily=keyword", ";=operator", "5x=number"]),
      ("Trip: on 2027-03-01", ["Trip=function+", ":=operator", "on=keyword", "2027-03-01=string"]),
      (
        "Gym: 3 times in any 7 days",
        ["Gym=function+", ":=operator", "3=number", "times=keyword", "in=keyword", "any=keyword", "7=number", "days=keyword"]
      ),
      ("Sweets: at most 2 in any 7 days", ["Sweets=function+", ":=operator", "at=keyword", "most=keyword", "2=number", "in=keyword", "any=keyword", "7=number", "days=keyword"]),
      (
        "Passport: every 10 years on Apr 15",
        ["Passport=function+", ":=operator", "every=keyword", "10=number", "years=keyword", "on=keyword", "Apr=enumMember", "15=number"]
      ),
      ("Weight: tracked; kg", ["Weight=function+", ":=operator", "tracked=keyword", ";=operator", "kg=type"]),
      // The lines that organise the file: headings, the day's end, tags and times.
      ("[Health]", ["[=operator", "Health=namespace", "]=operator"]),
      ("[ Home chores ]  # inside", ["[=operator", "Home chores=namespace", "]=operator", "# inside=comment"]),
      ("day ends at 04:00", ["day=macro", "ends=macro", "at=macro", "04:00=number"]),
      (
        "Gym: Mon, Fri; at 18:00; tags outdoor, morning",
        [
          "Gym=function+", ":=operator", "Mon=enumMember", ",=operator", "Fri=enumMember", ";=operator", "at=property",
          "18:00=number", ";=operator", "tags=property", "outdoor=decorator", ",=operator", "morning=decorator",
        ]
      ),
      // A line starting with '[' that is no heading is not coloured as one.
      ("[Gym: Mon", []),
      ("Mood: tracked", ["Mood=function+", ":=operator", "tracked=keyword"]),
      // A line the parser could not read is left uncoloured; an option with an error too.
      ("not a habit", []),
      ("Gym: daily; sinse 2026-11-01", ["Gym=function+", ":=operator", "daily=keyword", ";=operator"]),
    ])
  func habitsLines(line: String, expected: [String]) {
    #expect(Self.words(S.habitsURI, line) == expected)
  }

  @Test("a reward under [Rewards] and a redeem line in the log are coloured as the parsers read them")
  func rewardsAndRedeems() {
    let habits = "[Rewards]\nMovie night: 50 points\n"
    #expect(
      Self.tokens(S.habitsURI, habits).map(\.description) == [
        "0:[=operator", "0:Rewards=namespace", "0:]=operator", "1:Movie night=function+1", "1::=operator", "1:50=number",
        "1:points=type",
      ])
    #expect(
      Self.words(S.logURI, "2026-11-20 redeem Movie night x2") == [
        "2026-11-20=string", "redeem=keyword", "Movie night=function", "x2=number",
      ])
  }

  @Test("an empty file has no tokens, whole or in a range", arguments: [S.habitsURI, S.logURI])
  func empty(uri: String) {
    var session = S(files: LSPFixture.files)
    session.open(uri, "")
    let document = JSON.obj(["textDocument": .obj(["uri": .string(uri)])])
    #expect(session.result("textDocument/semanticTokens/full", document)["data"] == .array([]))
    let range = JSON.obj(["textDocument": .obj(["uri": .string(uri)]), "range": S.range(3, 0, 9, 0)])
    #expect(session.result("textDocument/semanticTokens/range", range)["data"] == .array([]))
  }

  @Test("a later line of a habit names it without declaring it")
  func changeLine() {
    let text = "Gym: Mon, Wed; since 2026-11-02\nGym: Tue; from 2026-11-16\n"
    let names = Self.tokens(S.habitsURI, text).filter { $0.type == "function" }
    #expect(names == [Token(line: 0, text: "Gym", type: "function", modifiers: 1), Token(line: 1, text: "Gym", type: "function")])
  }

  static let habitsWithUnits = """
    Gym: Mon, Wed, Fri
    Read: every day
    Run: daily; 5 km
    Skip rope: daily
    Mood: tracked
    Weight: tracked; kg

    """

  @Test(
    "each kind of log line is coloured as the parser read it",
    arguments: [
      ("2026-11-20 Gym, Read x2", ["2026-11-20=string", "Gym=function", ",=operator", "Read=function", "x2=number"]),
      ("2026-11-20 Run 5.2 km, Gym", ["2026-11-20=string", "Run=function", "5.2=number", "km=type", ",=operator", "Gym=function"]),
      ("2026-11-20 Run 5.2km", ["2026-11-20=string", "Run=function", "5.2=number", "km=type"]),
      // A tracked habit's bare number, a value in its unit, a plain entry.
      ("2026-11-20 Mood 7, Weight 81.2 kg, Mood", ["2026-11-20=string", "Mood=function", "7=number", ",=operator", "Weight=function", "81.2=number", "kg=type", ",=operator", "Mood=function"]),
      ("2026-11-20 Mood 6.5", ["2026-11-20=string", "Mood=function", "6.5=number"]),
      // A number after a habit that takes none is part of an unknown name.
      ("2026-11-20 Gym 7", ["2026-11-20=string", "Gym 7=function"]),
      (
        "2026-12-20 vacation Gym, Read until 2026-12-27",
        [
          "2026-12-20=string", "vacation=keyword", "Gym=function", ",=operator", "Read=function", "until=keyword",
          "2026-12-27=string",
        ]
      ),
      ("2026-12-20 vacation until 2027-01-02", ["2026-12-20=string", "vacation=keyword", "until=keyword", "2027-01-02=string"]),
      ("2026-12-24 skip Gym", ["2026-12-24=string", "skip=keyword", "Gym=function"]),
      ("2027-02-10 resume", ["2027-02-10=string", "resume=keyword"]),
      // A habit called "Skip rope": the line is a completion, as the resolver reads it.
      ("2026-11-20 Skip rope", ["2026-11-20=string", "Skip rope=function"]),
      // A trailing comment is its entries' note; a directive is neither note nor comment.
      ("2026-11-20 Read  # felt calm", ["2026-11-20=string", "Read=function", "# felt calm=comment+"]),
      ("2026-11-20 Read  #  Habits: allow future-date", ["2026-11-20=string", "Read=function", "#  Habits: allow future-date=macro"]),
      ("2026-12-24 skip Gym  # away", ["2026-12-24=string", "skip=keyword", "Gym=function", "# away=comment"]),
      ("# a comment", ["# a comment=comment"]),
      // Only 'habits: allow' is a directive; another comment starting 'habits:' is a plain
      // comment, and never a note.
      ("# habits: Gym, Read", ["# habits: Gym, Read=comment"]),
      ("2026-11-20 Read  # habits: Gym", ["2026-11-20=string", "Read=function", "# habits: Gym=comment"]),
      ("20-11-2026 Read", []),
    ])
  func logLines(line: String, expected: [String]) {
    let files = ["/w/habits.txt": Self.habitsWithUnits, "/w/log.txt": ""]
    #expect(Self.words(S.logURI, line, files: files) == expected)
  }

  @Test("every part a reading gives has a colour in its kind's row")
  func readingsFollowTheTable() {
    let log = """
      # habits: Gym, Read
      2026-11-20 Gym, Read x2, Run 5 km  # a note
      2026-12-20 vacation Gym, Read until 2026-12-27
      2026-12-24 skip Gym
      2027-02-10 resume Gym
      2026-11-20 Skip rope
      2026-11-21 skip
      2026-11-22 redeem Movie night x2

      """
    let habits =
      "week starts on Sunday\nallow duplicate-day\n# habits: allow never-due\n" + Self.habitsWithUnits
      + "Gym: Tue; from 2026-11-16  # change\n[Health]\nStretch: daily; tags morning\n[Rewards]\nMovie night: 50 points\n"
    let habitsReading = HabitsFileReading(SourceFile(path: "/w/habits.txt", text: habits))
    var kinds: Set<LineKind> = []
    for reading in habitsReading.readings.joined() {
      kinds.insert(reading.kind)
      for piece in reading.pieces { #expect(SemanticTokenTable.rows[reading.kind]?[piece.part] != nil, "\(reading.kind) \(piece.part)") }
    }
    let names: Set<String> = ["gym", "read", "run", "skip rope"]
    let logReading = LogFileReading(
      SourceFile(path: "/w/log.txt", text: log), isHabit: { names.contains($0.lowercased()) }, takesBareNumbers: { _ in false })
    let syntax = LogReader(file: logReading.file).syntax()
    for number in 1...logReading.lines.count {
      let dated = syntax.lines.first { $0.number == number }.map { line in
        logReading.reading(line, entries: syntax.entries, names: syntax.names) { syntax.spellings[$0] }
      }
      for reading in [dated, logReading.comment(onLine: number, dated: dated)].compactMap({ $0 }) {
        kinds.insert(reading.kind)
        for piece in reading.pieces { #expect(SemanticTokenTable.rows[reading.kind]?[piece.part] != nil, "\(reading.kind) \(piece.part)") }
      }
    }
    // Every kind has its row, and the files above have a line of every kind.
    #expect(Set(SemanticTokenTable.rows.keys) == Set(LineKind.allCases))
    #expect(kinds == Set(LineKind.allCases))
  }

  @Test(
    "the whole log's tokens, its lines walked in order, equal each line's read alone: on a log large enough to be indexed by blocks, with CRLF lines, a byte order mark, no final newline",
    arguments: ["\n", "\r\n"], [false, true])
  func wholeLogEqualsLineByLine(ending: String, byteOrderMark: Bool) {
    let lines = [
      "2026-11-20 Gym, Read x2  # a note", "# a comment", "", "2026-12-20 vacation Gym until 2026-12-27",
      "2026-12-24 skip Gym", "2027-02-10 resume Gym", "2026-11-21 Unknown thing", "not a line", "2026-11-22 Read 3",
    ]
    var text = byteOrderMark ? "\u{FEFF}" : ""
    for index in 0..<14_000 { text += lines[index % lines.count] + ending }
    text += "2026-11-23 Gym"
    #expect(text.utf8.count > LineIndex.blocksFrom, "large enough to be indexed by blocks (without CR)")
    let names: Set<String> = ["gym", "read"]
    let reading = LogFileReading(
      SourceFile(path: "/w/log.txt", text: text), isHabit: { names.contains($0.lowercased()) }, takesBareNumbers: { _ in false })
    let whole = reading.tokens(LogReader(file: reading.file).syntax())
    let alone = reading.tokens(lines: 1...reading.lines.count)
    #expect(whole.count > 14_000)
    #expect(whole == alone)
  }

  @Test("positions count UTF-16 units by default and bytes when UTF-8 is agreed")
  func encodings() {
    let habits = "Café 🏃: daily\n"
    let files = ["/w/habits.txt": habits, "/w/log.txt": ""]
    let utf16 = Self.tokens(S.habitsURI, habits, files: files)
    let utf8 = Self.tokens(S.habitsURI, habits, utf8: true, files: files)
    #expect(utf16.map(\.text) == ["Café 🏃", ":", "daily"])
    #expect(utf8.map(\.text) == ["Café 🏃", ":", "daily"])
    #expect(utf16.map(\.type) == ["function", "operator", "keyword"])
    // A byte order mark before the first line is skipped by the columns, and counted by the
    // positions as the editor's text holds it.
    let bom = "\u{FEFF}Gym: daily\n"
    #expect(Self.tokens(S.habitsURI, bom, files: files).map(\.text) == ["Gym", ":", "daily"])
    #expect(Self.tokens(S.habitsURI, bom, utf8: true, files: files).map(\.text) == ["Gym", ":", "daily"])
  }

  @Test("a range of the log gives the full tokens of those lines; a delta rebuilds the new full result")
  func rangeAndDelta() throws {
    var session = S(files: LSPFixture.files)
    let log = "# log\n2026-11-20 Gym, Read\n2026-11-21 Read\n2026-11-22 Read x2  # three\n"
    session.open(S.logURI, log)
    let document = JSON.obj(["textDocument": .obj(["uri": .string(S.logURI)])])
    let first = session.result("textDocument/semanticTokens/full", document)
    let full = first["data"]?.array?.compactMap(\.int) ?? []
    #expect(!full.isEmpty)
    let all = Self.decode(full, log)
    let range = session.result(
      "textDocument/semanticTokens/range",
      .obj(["textDocument": .obj(["uri": .string(S.logURI)]), "range": S.range(2, 0, 3, 0)]))
    // The range's first token is relative to the start of the file.
    let part = Self.decode(range["data"]?.array?.compactMap(\.int) ?? [], log)
    #expect(!part.isEmpty)
    #expect(part.map(\.description) == all.filter { (2...3).contains($0.line) }.map(\.description))

    let again = session.result("textDocument/semanticTokens/full", document)
    // A range past the end, or of an empty file, has no tokens.
    let past = session.result(
      "textDocument/semanticTokens/range",
      .obj(["textDocument": .obj(["uri": .string(S.logURI)]), "range": S.range(40, 0, 50, 0)]))
    #expect(past["data"] == .array([]))
    let id = try #require(again["resultId"]?.string)
    let edited = log.replacing("2026-11-21 Read", with: "2026-11-21 Gym, Read x3")
    session.change(S.logURI, edited)
    let delta = session.result(
      "textDocument/semanticTokens/full/delta",
      .obj(["textDocument": .obj(["uri": .string(S.logURI)]), "previousResultId": .string(id)]))
    let edits = try #require(delta["edits"]?.array)
    #expect(edits.count == 1)
    var data = full
    for edit in edits {
      let start = try #require(edit["start"]?.int)
      let count = try #require(edit["deleteCount"]?.int)
      data.replaceSubrange(start..<(start + count), with: edit["data"]?.array?.compactMap(\.int) ?? [])
    }
    #expect(Self.decode(data, edited).map(\.description) == Self.tokens(S.logURI, edited).map(\.description))
    // A result id that is not the last one gets the full tokens.
    let stale = session.result(
      "textDocument/semanticTokens/full/delta",
      .obj(["textDocument": .obj(["uri": .string(S.logURI)]), "previousResultId": .string("nope")]))
    #expect(stale["data"] != nil && stale["edits"] == nil)
  }

  @Test("a delta is the span between the common start and end")
  func delta() {
    let cases: [(old: [Int], new: [Int], start: Int, deleteCount: Int, data: [Int])] = [
      ([1, 2, 3], [1, 2, 3], 3, 0, []),
      ([1, 2, 3], [1, 9, 3], 1, 1, [9]),
      ([1, 2, 3], [1, 2, 3, 4, 5], 3, 0, [4, 5]),
      ([1, 2, 3, 4], [1, 4], 1, 2, []),
      ([], [7], 0, 0, [7]),
    ]
    for c in cases {
      let edit = SemanticTokenDelta(from: c.old, to: c.new)
      #expect([edit.start, edit.deleteCount] == [c.start, c.deleteCount] && edit.data == c.data, "\(c)")
      var applied = c.old
      applied.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data)
      #expect(applied == c.new)
    }
  }
}
