import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits export csv`: RFC 4180 read back by a strict parser, and day by day the same as
/// `history --json` and the reference engine, on the examples and on generated files.
@Suite struct CSVExportTests {
  /// The records of RFC 4180 `text`, each a list of fields; nil when the text breaks the RFC
  /// (a record not ended by CRLF, a bare CR or LF outside quotes, a quote inside an unquoted
  /// field, text after a closing quote).
  static func records(_ text: String) -> [[String]]? {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var wasQuoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let c = scalars.popFirst() {
      if quoted {
        if c == "\"" {
          if scalars.first == "\"" {
            scalars.removeFirst()
            field.unicodeScalars.append(c)
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(c)
        }
        continue
      }
      switch c {
      case "\"":
        guard field.isEmpty, !wasQuoted else { return nil }
        quoted = true
        wasQuoted = true
      case ",":
        record.append(field)
        field = ""
        wasQuoted = false
      case "\r":
        guard scalars.popFirst() == "\n" else { return nil }
        record.append(field)
        records.append(record)
        record = []
        field = ""
        wasQuoted = false
      case "\n":
        return nil
      default:
        guard !wasQuoted else { return nil }
        field.unicodeScalars.append(c)
      }
    }
    // Every record ends in CRLF, the last one too.
    guard !quoted, field.isEmpty, record.isEmpty else { return nil }
    return records
  }

  /// The rows of `export csv` by habit name, each `[column: value]`.
  static func rows(_ text: String) -> [String: [[String: String]]]? {
    guard let records = records(text), let header = records.first else { return nil }
    var byHabit: [String: [[String: String]]] = [:]
    for record in records.dropFirst() {
      guard record.count == header.count else { return nil }
      let row = Dictionary(uniqueKeysWithValues: zip(header, record))
      byHabit[row["habit"]!, default: []].append(row)
    }
    return byHabit
  }

  @Test("the parser used here refuses what RFC 4180 refuses")
  func parserIsStrict() {
    #expect(CSVExportTests.records("a,\"b,\"\"c\"\"\r\nd\"\r\n") == [["a", "b,\"c\"\r\nd"]])
    #expect(CSVExportTests.records("a,b\n") == nil)
    #expect(CSVExportTests.records("a,b") == nil)
    #expect(CSVExportTests.records("a,b\"c\r\n") == nil)
    #expect(CSVExportTests.records("\"a\"b\r\n") == nil)
    #expect(CSVExportTests.records("\"a\r\n") == nil)
  }

  @Test("a field with a comma, a quote or a line break is quoted, a quote doubled; others are not")
  func quoting() {
    #expect(CSVExportRenderer.field("Gym 2") == "Gym 2")
    #expect(CSVExportRenderer.field("Café crème") == "Café crème")
    #expect(CSVExportRenderer.field("a,b") == "\"a,b\"")
    #expect(CSVExportRenderer.field("Say \"hi\"") == "\"Say \"\"hi\"\"\"")
    #expect(CSVExportRenderer.field("one\ntwo") == "\"one\ntwo\"")
    #expect(CSVExportRenderer.field("one\r\ntwo") == "\"one\r\ntwo\"")
    #expect(CSVExportRenderer.field("=1+1") == "=1+1")
  }

  @Test("notes come from ReportAnnotations' seam, quoted, and read back as written")
  func notesColumn() throws {
    let loaded = load("Gym: Mon, Wed, Fri; since 2026-11-16\n", log: "2026-11-16 Gym\n", today: "2026-11-22")
    let analyses = JournalAnalysis.analyse(loaded.journal, today: day("2026-11-22"))
    let notes: [Day: String] = [day("2026-11-16"): "felt \"strong\", new PR\nleg day", day("2026-11-18"): "short"]
    let csv = CSVExportRenderer(notes: { _, range in notes.filter { range.contains($0.key) } })
      .csv(analyses, from: day("2026-11-16"), to: day("2026-11-22"))
    let rows = try #require(CSVExportTests.rows(csv)?["Gym"])
    #expect(rows.map { $0["note"]! } == ["felt \"strong\", new PR\nleg day", "", "short", "", "", "", ""])
    // Without notes in the model, the default seam gives an empty column.
    let plain = try #require(CSVExportTests.rows(CSVExportRenderer().csv(analyses, from: nil, to: day("2026-11-22")))?["Gym"])
    #expect(plain.allSatisfy { $0["note"] == "" })
  }

  @Test("the examples: header, CRLF, every habit from its start (or --from) to --to, day by day as history --json")
  func examplesMatchHistory() throws {
    let env = FakeEnvironment(files: [:])
    for name in ["habits.txt", "log.txt"] { env.files["examples/" + name] = Golden.bytes(Golden.root + "/examples/" + name) }
    #expect(env.run("export csv --dir examples --today 2026-11-22") == .success)
    #expect(env.stderr == "")
    let csv = env.stdout
    #expect(csv.hasPrefix("date,habit,status,count,amount,unit,note,line\r\n"))
    let rows = try #require(CSVExportTests.rows(csv))
    let loaded = try #require(ExportFixtures.examples)
    #expect(rows.count == loaded.journal.habits.count)
    for habit in loaded.journal.habits {
      let history = ExportFixtures.history(habit.name, in: env, arguments: "--dir examples --today 2026-11-22")
      let habitRows = try #require(rows[habit.name], "no rows for \(habit.name)")
      ExportFixtures.expect(habitRows, equal: history, line: habit.origin.start.line, name: habit.name)
    }
    // --from and --to cut every habit's rows; a habit starting later starts later.
    let cut = FakeEnvironment(files: [:])
    cut.files = env.files
    #expect(cut.run("export csv --dir examples --today 2026-11-22 --from 2026-11-16 --to 2026-11-29") == .success)
    let cutRows = try #require(CSVExportTests.rows(cut.stdout))
    #expect(cutRows["Gym"]?.map { $0["date"]! }.first == "2026-11-16" && cutRows["Gym"]?.count == 14)
    #expect(cutRows["Hydrate"]?.first?["date"] == "2026-11-16")
    #expect(cutRows["Jog"]?.first.map { [$0["count"]!, $0["amount"]!, $0["unit"]!] } == ["4500", "4.5", "km"])
    #expect(cutRows["Gym"]?.first.map { [$0["amount"]!, $0["unit"]!] } == ["", ""])
  }

  @Test("generated files: every row's status, count and line are history --json's and the reference engine's", arguments: 0..<4)
  func generatedFilesMatchHistoryAndReference(batch: Int) throws {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 2_654_435_761 &+ 33))
    for _ in 0..<6 {
      let files = generator.files(habits: 6, start: Day(year: 2024, month: 1, day: 1)! + generator.int(0...700), days: generator.int(30...150))
      let env = files.environment
      let loaded = Loader.load(
        habitsFile: SourceFile(path: "habits.txt", text: files.habits), logFile: SourceFile(path: "log.txt", text: files.log),
        today: files.today)
      guard !loaded.diagnostics.hasErrors else {
        Issue.record("generated files with errors:\n\(files.habits)\(loaded.diagnostics.map(\.message))")
        continue
      }
      #expect(env.run(["export", "csv", "--today", files.today.description, "--to", (files.today + 20).description]) == .success)
      let rows = try #require(CSVExportTests.rows(env.stdout), "not RFC 4180:\n\(env.stdout.prefix(300))")
      for (index, habit) in loaded.journal.habits.enumerated() {
        // History shows a habit starting after --to on its first day; the export leaves it out.
        let history = ExportFixtures.history(habit.name, in: env, arguments: "--today \(files.today) --to \(files.today + 20)")
          .filter { $0["date"]?.string.map { day($0) <= files.today + 20 } ?? false }
        let habitRows = rows[habit.name] ?? []
        ExportFixtures.expect(habitRows, equal: history, line: habit.origin.start.line, name: habit.name)
        // The reference engine, day by day, from the same start.
        let log = loaded.journal.logs[index]
        let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: files.today)
        let reference = ReferenceEras(habit: habit, start: start, log: log, today: files.today)
        let mismatch = habitRows.first { reference.status(day($0["date"]!)).rawValue != $0["status"] }
        #expect(mismatch == nil, "\(habit.name): \(mismatch ?? [:]) reference \(mismatch.map { reference.status(day($0["date"]!)) }.map(String.init(describing:)) ?? "")\n\(files.habits)")
      }
    }
  }

  @Test("usage: a format is required and must be csv or ical, dates must be dates, --to not before --from; exit 2")
  func usageErrors() {
    let env = FakeEnvironment(files: ["habits.txt": "Gym: Mon\n"])
    #expect(env.run("export") == .failure)
    #expect(env.stderr.contains("Missing expected argument '<format>'"))
    for arguments in ["export xml", "export csv --from 2026-13-01", "export ical --to soon", "export csv --to 2026-11-01 --from 2026-11-02", "export ical --from 2026-11-02 --to 2026-11-01", "export csv Nope"] {
      let env = FakeEnvironment(files: ["habits.txt": "Gym: Mon\n"])
      #expect(env.run(arguments) == .failure, "\(arguments)")
      #expect(env.stdout == "" && env.stderr != "", "\(arguments)")
    }
  }

  @Test("a habits file with errors: the habits without errors are exported and the errors named on stderr, as the reports do; --strict refuses (exit 1)")
  func errorsAsTheReports() {
    let files = ["habits.txt": "Gym: Mon; since 2026-11-16\nRun: every blue moon\n"]
    let env = FakeEnvironment(files: files)
    #expect(env.run("export csv --today 2026-11-17") == .success)
    #expect(env.stdout.hasPrefix("date,habit,status,count,amount,unit,note,line\r\n2026-11-16,Gym,failed,"), "\(env.stdout)")
    #expect(!env.stdout.contains("Run"))
    #expect(env.stderr.contains("1 error in the files"), "\(env.stderr)")
    let strict = FakeEnvironment(files: files)
    #expect(strict.run("export csv --strict --today 2026-11-17") == .findings)
    #expect(strict.stdout == "")
  }

  @Test("it writes nothing: the files are as they were")
  func writesNothing() {
    let env = FakeEnvironment(files: ["habits.txt": "Gym: Mon; since 2026-11-02\n", "log.txt": "2026-11-02 Gym\n"])
    let before = env.files
    #expect(env.run("export csv") == .success)
    #expect(env.run("export ical") == .success)
    #expect(env.files == before)
  }
}

/// What the export tests share: the examples loaded, `history --json` read back, rows compared.
enum ExportFixtures {
  /// examples/ loaded as of 2026-11-22.
  static let examples: Loader.Result? = {
    guard let habits = Golden.read(Golden.root + "/examples/habits.txt") else { return nil }
    return Loader.load(
      habitsFile: SourceFile(path: "examples/habits.txt", text: habits),
      logFile: Golden.read(Golden.root + "/examples/log.txt").map { SourceFile(path: "examples/log.txt", text: $0) },
      today: day("2026-11-22"))
  }()

  /// The days of `habits history NAME --json` with `arguments`, in `env`.
  static func history(_ name: String, in env: FakeEnvironment, arguments: String) -> [JSONValue] {
    let run = FakeEnvironment(files: [:])
    run.files = env.files
    run.today = env.today
    run.run(["history", name, "--json"] + arguments.split(separator: " ").map(String.init))
    return JSONValue.parse(run.stdout)?["days"]?.array ?? []
  }

  /// Expects `rows` (one habit's, in order) to be `days` of history: the same dates, statuses,
  /// counts and amounts, and lines (history's for a habit with changes, else `line`).
  static func expect(_ rows: [[String: String]], equal days: [JSONValue], line: Int?, name: String) {
    #expect(rows.count == days.count, "\(name): \(rows.count) rows, history has \(days.count) days")
    for (row, day) in zip(rows, days) {
      let expected = [
        day["date"]?.string, day["status"]?.string, day["count"].map(text), day["amount"].map(text) ?? "",
        day["line"].map(text) ?? line.map(String.init) ?? row["line"],
      ]
      let actual = [row["date"], row["status"], row["count"], row["amount"], row["line"]]
      if expected != actual {
        Issue.record("\(name): row \(actual) history \(expected)")
        return
      }
    }
  }

  /// A JSON number or string as text.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .number(let text), .string(let text): text
    default: "\(value)"
    }
  }
}
