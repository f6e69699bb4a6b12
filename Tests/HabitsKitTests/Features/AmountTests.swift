import Testing
@testable import HabitsKit

/// Amounts: a goal in a unit (`5 km`) and amounts with decimals in the log, kept in
/// thousandths, judged by the rules of `N times`.
@Suite struct AmountTests {
  // MARK: - Reading amounts

  struct Number: CustomTestStringConvertible, Sendable {
    let text: String
    let result: Result<Int, Amount.Problem>
    var testDescription: String { text }
  }

  static let numbers: [Number] = [
    Number(text: "5", result: .success(5000)),
    Number(text: "5.2", result: .success(5200)),
    Number(text: "0.125", result: .success(125)),
    Number(text: "0.001", result: .success(1)),
    Number(text: "1.5000", result: .success(1500)),
    Number(text: "007.50", result: .success(7500)),
    Number(text: "1000000", result: .success(1_000_000_000)),
    Number(text: "1000000.001", result: .failure(.tooLarge)),
    Number(text: "99999999999999999999999999", result: .failure(.tooLarge)),
    Number(text: "1.2345", result: .failure(.tooPrecise)),
    Number(text: "0", result: .failure(.zero)),
    Number(text: "0.000", result: .failure(.zero)),
    Number(text: "-5", result: .failure(.signed)),
    Number(text: "+5", result: .failure(.signed)),
    Number(text: "5.", result: .failure(.malformed)),
    Number(text: ".5", result: .failure(.malformed)),
    Number(text: "1.2.3", result: .failure(.malformed)),
    Number(text: "", result: .failure(.malformed)),
  ]

  @Test("amounts are whole thousandths, or a reason they are not", arguments: numbers)
  func number(_ c: Number) {
    #expect(Amount.parse(Array(c.text.utf8)) == c.result)
  }

  @Test("thousandths are written without trailing zeros", arguments: [
    (5000, "5"), (5200, "5.2"), (125, "0.125"), (1, "0.001"), (1_000_000_000, "1000000"), (0, "0"), (10, "0.01"),
  ])
  func text(_ c: (Int, String)) {
    #expect(Amount.text(c.0) == c.1)
  }

  // MARK: - The habit's goal

  struct Goal: CustomTestStringConvertible, Sendable {
    let line: String
    let goal: Int
    let unit: String
    var testDescription: String { line }
  }

  static let goals: [Goal] = [
    Goal(line: "Run: Mon, Wed, Fri; 5 km; since 2026-11-02", goal: 5000, unit: "km"),
    Goal(line: "Water: every day; 2 l", goal: 2000, unit: "l"),
    Goal(line: "Water: every day; 2l", goal: 2000, unit: "l"),
    Goal(line: "Water: every day; 1.5 l a day", goal: 1500, unit: "l"),
    Goal(line: "Read: every day; 30 pages per day", goal: 30000, unit: "pages"),
    Goal(line: "Nap: every day; 0.25 h daily", goal: 250, unit: "h"),
    Goal(line: "Supplement: every day; 500 µg", goal: 500_000, unit: "µg"),
  ]

  @Test("an amount on a habit line is a goal in thousandths of its unit", arguments: goals)
  func goal(_ c: Goal) {
    let h = habit(c.line)
    #expect(h.goal == c.goal && h.unit == c.unit)
  }

  @Test("a habit without an amount has no unit")
  func noUnit() {
    #expect(habit("Pushups: every day; 3 times").unit == nil)
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let habits: String
    let log: String
    let diagnostic: String
    var testDescription: String { habits + " / " + log }
  }

  static let badGoals: [Bad] = [
    Bad(habits: "A: every day; 0 km", log: "", diagnostic: "habits.txt:1:15: error: the amount per due day must be more than 0 and at most 1000000, not '0' [number-out-of-range]"),
    // A unit is a word: not a joining word, not punctuation, not a word with a sentence's period.
    Bad(habits: "A: every day; 2 and", log: "", diagnostic: "habits.txt:1:17: error: expected 'times' or a unit after '2', found 'and' [syntax]"),
    Bad(habits: "A: every day; 2 &", log: "", diagnostic: "habits.txt:1:17: error: expected 'times' or a unit after '2', found '&' [syntax]"),
    Bad(habits: "A: every day; 2 km.", log: "", diagnostic: "habits.txt:1:17: error: expected 'times' or a unit after '2', found 'km.' [syntax]"),
    Bad(habits: "A: every day; 99999999999999999999 km", log: "", diagnostic: "habits.txt:1:15: error: the amount per due day must be more than 0 and at most 1000000, not '99999999999999999999' [number-out-of-range]"),
    Bad(habits: "A: every day; 1.2345 km", log: "", diagnostic: "habits.txt:1:15: error: invalid amount '1.2345': at most 3 decimals [invalid-amount]"),
    Bad(habits: "A: every day; .5 km", log: "", diagnostic: "habits.txt:1:15: error: invalid amount '.5': write '0.5' [invalid-amount]"),
    Bad(habits: "A: every day; 5. km", log: "", diagnostic: "habits.txt:1:15: error: invalid amount '5.': write '5' [invalid-amount]"),
    Bad(habits: "A: every day; -5 km", log: "", diagnostic: "habits.txt:1:15: error: invalid amount '-5': an amount is a positive number [invalid-amount]"),
    Bad(habits: "A: every day; 5 5", log: "", diagnostic: "habits.txt:1:17: error: expected 'times' or a unit after '5', found '5' [syntax]"),
    Bad(habits: "A: every day; 5.5", log: "", diagnostic: "habits.txt:1:18: error: expected a unit after '5.5' [syntax]"),
    Bad(habits: "A: every day; 3 times; 5 km", log: "", diagnostic: "habits.txt:1:24: error: '5 km' contradicts '3 times' [conflicting-options]"),
    Bad(habits: "A: every day; 5 km\nA: every day; 3 mi; from 2026-11-10", log: "", diagnostic: "habits.txt:2:1: error: this line measures 'A' in 'mi', but its first line measures it in 'km' [conflicting-options]"),
  ]

  @Test("bad goals get located errors", arguments: badGoals)
  func badGoal(_ c: Bad) {
    let diagnostics = shortDiagnostics(load(c.habits + "\n"))
    #expect(diagnostics.first == c.diagnostic, "\(diagnostics)")
  }

  @Test("an amount has no effect on a limit, whose log stays counts")
  func limit() {
    let result = load("Coffee: at most 3 a day; 2 l\n", log: "2026-11-20 Coffee x2\n")
    let diagnostics = shortDiagnostics(result)
    #expect(diagnostics.count == 1 && diagnostics[0].contains("[option-has-no-effect]"), "\(diagnostics)")
    #expect(result.journal.habits[0].unit == nil)
  }

  // MARK: - The log's amounts

  struct Item: CustomTestStringConvertible, Sendable {
    let body: String
    /// "name", "name count", or "name amount unit | item".
    let read: String
    var testDescription: String { body }
  }

  static let items: [Item] = [
    Item(body: "Run 5.2 km", read: "Run 5200 km | Run 5.2 km"),
    Item(body: "Run 5.2km", read: "Run 5200 km | Run 5.2km"),
    Item(body: "Run  0.125\u{A0}l", read: "Run 125 l | Run  0.125\u{A0}l"),
    Item(body: "Drink 8 glasses", read: "Drink 8000 glasses | Drink 8 glasses"),
    Item(body: "Supplement 500 µg", read: "Supplement 500000 µg | Supplement 500 µg"),
    Item(body: "Gym x2", read: "Gym 2"),
    Item(body: "Gym", read: "Gym 1"),
    Item(body: "Pushups 2x", read: "Pushups 2x 1"),
    Item(body: "Read 3 times", read: "Read 3 times 1"),
    Item(body: "Read 3 a", read: "Read 3 a 1"),
    Item(body: "Top 40", read: "Top 40 1"),
    Item(body: "5 km", read: "5 km 1"),
    Item(body: "Route 66 5 km", read: "Route 66 5000 km | Route 66 5 km"),
  ]

  @Test("the parser reads a trailing amount and unit without knowing the habits", arguments: items)
  func item(_ c: Item) throws {
    let syntax = LogFileParser(file: SourceFile(path: "log.txt", text: "2026-11-09 " + c.body + "\n")).parse()
    #expect(syntax.diagnostics.isEmpty)
    let entry = try #require(syntax.entries.first)
    var read = syntax.spellings[entry.name.spelling] + " \(entry.count)"
    if let unit = entry.unit, let item = entry.itemName { read += " \(syntax.spellings[unit]) | \(syntax.spellings[item])" }
    #expect(read == c.read)
  }

  struct Logged: CustomTestStringConvertible, Sendable {
    let line: String
    /// The habit's completions as "MM-DD thousandths".
    let completions: [String]
    var testDescription: String { line }
  }

  static let logged: [Logged] = [
    Logged(line: "2026-11-09 Run 5.2 km", completions: ["11-09 5200"]),
    Logged(line: "2026-11-09 Run 5.2km", completions: ["11-09 5200"]),
    Logged(line: "2026-11-09 Run 5 KM", completions: ["11-09 5000"]),
    Logged(line: "2026-11-09 run   3\u{A0}km", completions: ["11-09 3000"]),
    Logged(line: "2026-11-09 Run 5.2 km, Water 1.5 l", completions: ["11-09 5200"]),
    Logged(line: "2026-11-09 Run 2.5 km\n2026-11-09 Run 2.5 km", completions: ["11-09 5000"]),
    Logged(line: "2026-11-09 Run 0.1 km\n2026-11-09 Run 0.2 km\n2026-11-10 Run 0.3 km", completions: ["11-09 300", "11-10 300"]),
    Logged(line: "2026-11-10 Run 1 km\n2026-11-09 Run 1 km  # backfilled", completions: ["11-09 1000", "11-10 1000"]),
  ]

  @Test("amounts in the log, in thousandths; a day's amounts add up exactly", arguments: logged)
  func logLine(_ c: Logged) {
    let result = load("Run: Mon, Wed, Fri; 5 km\nWater: every day; 2 l\n", log: c.line + "\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let completions = result.journal.logs[0].completions.map { "\($0.day.description.dropFirst(5)) \($0.count)" }
    #expect(completions == c.completions)
  }

  @Test("a habit whose name ends like an amount is logged by its name")
  func nameLikeAnAmount() {
    let result = load("Drink 8 glasses: every day\nRun: every day; 5 km\n", log: "2026-11-09 Drink 8 glasses\n2026-11-09 Drink 8 glasses x2\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(result.journal.logs[0].completions.map(\.count) == [3])
  }

  static let badEntries: [Bad] = [
    Bad(habits: "", log: "2026-11-09 Run 5 mi", diagnostic: "log.txt:1:18: error: 'Run' is measured in km, not 'mi' [unit-mismatch]"),
    Bad(habits: "", log: "2026-11-09 Run 5 kms", diagnostic: "log.txt:1:18: error: 'Run' is measured in km, not 'kms' [unit-mismatch]"),
    Bad(habits: "", log: "2026-11-09 Run 5kms", diagnostic: "log.txt:1:17: error: 'Run' is measured in km, not 'kms' [unit-mismatch]"),
    Bad(habits: "", log: "2026-11-09 Run", diagnostic: "log.txt:1:12: error: 'Run' is measured in km: log the amount done [missing-amount]"),
    Bad(habits: "", log: "2026-11-09 Run x2", diagnostic: "log.txt:1:12: error: 'Run' is measured in km: log the amount done, not a count [missing-amount]"),
    Bad(habits: "", log: "2026-11-09 Gym 5 km", diagnostic: "log.txt:1:16: error: 'Gym' has no unit, so it is logged without an amount, not '5 km' [unexpected-amount]"),
    Bad(habits: "", log: "2026-11-09 Run 1.2345 km", diagnostic: "log.txt:1:16: error: invalid amount '1.2345': at most 3 decimals [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run 0 km", diagnostic: "log.txt:1:16: error: an amount of 0 logs nothing [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run -5 km", diagnostic: "log.txt:1:16: error: invalid amount '-5': an amount is a positive number [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run .5 km", diagnostic: "log.txt:1:16: error: invalid amount '.5': write '0.5' [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run 5. km", diagnostic: "log.txt:1:16: error: invalid amount '5.': write '5' [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run 1000001 km", diagnostic: "log.txt:1:16: error: amount '1000001' is too large: at most 1000000 [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run 99999999999999999999999 km", diagnostic: "log.txt:1:16: error: amount '99999999999999999999999' is too large: at most 1000000 [invalid-amount]"),
    Bad(habits: "", log: "2026-11-09 Run 5 5", diagnostic: "log.txt:1:12: error: unknown habit 'Run 5 5' [unknown-habit]"),
    Bad(habits: "", log: "2026-11-09 Run 5 km x2", diagnostic: "log.txt:1:12: error: unknown habit 'Run 5 km' [unknown-habit]"),
    Bad(habits: "", log: "2026-11-09 Rnu 5 km", diagnostic: "log.txt:1:12: error: unknown habit 'Rnu' [unknown-habit]"),
  ]

  @Test("bad amounts in the log get located errors and do not count", arguments: badEntries)
  func badEntry(_ c: Bad) {
    let result = load("Run: every day; 5 km\nGym: Mon, Thu\n", log: c.log + "\n")
    let diagnostics = shortDiagnostics(result)
    #expect(diagnostics.first == c.diagnostic, "\(diagnostics)")
    let empty = result.journal.logs.allSatisfy { $0.completions.isEmpty }
    #expect(empty)
  }

  @Test("a goal asks for each due day: '5 km a week' is refused with why")
  func goalPerWeek() throws {
    let result = load("A: Mon, Wed; 5 km a week\n")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message == "expected 'day', found 'week'")
    #expect(diagnostic.notes.map(\.message) == ["a goal is what each due day asks for; for a number of days a week, write the schedule as '3 days a week'"])
  }

  @Test("the note under an unknown 'Run 5' says what is wrong: no count after an amount, or a number without its unit", arguments: [
    ("2026-11-09 Run 5 km x2", "log the amount alone, with no count, as in 'Run 5 km'"),
    ("2026-11-09 Run 5", "write the amount with its unit, as in 'Run 5 km'"),
    ("2026-11-09 Run 5,5 km", "a decimal takes a point (1.5), as a comma separates entries"),
  ])
  func unknownAmountNote(log: String, note: String) throws {
    let result = load("Run: every day; 5 km\n", log: log + "\n")
    let diagnostic = try #require(result.diagnostics.first { $0.code == .unknownHabit })
    #expect(diagnostic.notes.contains { $0.message.contains(note) }, "\(diagnostic.notes)")
  }

  @Test("a repeated amount line is not a duplicate entry: amounts are logged in parts")
  func repeatedAmount() {
    let result = load("Water: every day; 0.001 l\n", log: "2026-11-09 Water 0.5 l\n2026-11-09 Water 0.5 l\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
  }

  // MARK: - Statuses

  struct Judged: CustomTestStringConvertible, Sendable {
    let name: String
    let log: [String]
    let statuses: [String]
    var testDescription: String { name }
  }

  static let judged: [Judged] = [
    Judged(name: "exactly the goal is completed", log: ["2026-11-02 Run 5 km"], statuses: ["11-02 completed"]),
    Judged(name: "5.2 of 5 km is completed: the extra is less than another day's goal", log: ["2026-11-02 Run 5.2 km"], statuses: ["11-02 completed"]),
    Judged(name: "9.999 of 5 km is still completed", log: ["2026-11-02 Run 9.999 km"], statuses: ["11-02 completed"]),
    Judged(name: "10 of 5 km, a whole goal extra, is over completed", log: ["2026-11-02 Run 10 km"], statuses: ["11-02 over_completed"]),
    Judged(
      name: "less than a goal on a day not due is partially completed, not over", log: ["2026-11-02 Run 5 km", "2026-11-03 Run 1 km"],
      statuses: ["11-02 completed", "11-03 partially_completed"]),
    Judged(
      name: "a whole goal on a day not due is over completed", log: ["2026-11-02 Run 5 km", "2026-11-03 Run 5 km"],
      statuses: ["11-02 completed", "11-03 over_completed"]),
    Judged(
      name: "part of a goal while behind sorts nothing out: the miss stays failed",
      log: ["2026-11-03 Run 3 km", "2026-11-04 Run 6 km"],
      statuses: ["11-02 failed", "11-03 partially_completed", "11-04 completed"]),
    Judged(
      name: "parts that add up to a whole goal make the miss up: the day that pays off the rest sorts it out",
      log: ["2026-11-03 Run 3 km", "2026-11-04 Run 7 km"],
      statuses: ["11-02 completed_later", "11-03 partially_completed", "11-04 sorted_out_backlog"]),
    Judged(
      name: "part of a goal on a day not due that pays off a partial day's rest sorts out backlog",
      log: ["2026-11-02 Run 3.5 km", "2026-11-03 Run 1.5 km"],
      statuses: ["11-02 partially_completed", "11-03 sorted_out_backlog"]),
    Judged(
      name: "a whole goal on a day not due while behind sorts out backlog", log: ["2026-11-03 Run 5 km"],
      statuses: ["11-02 completed_later", "11-03 sorted_out_backlog"]),
    Judged(
      name: "a whole goal extra on a due day while behind sorts out backlog", log: ["2026-11-04 Run 10 km"],
      statuses: ["11-02 completed_later", "11-03 not_due", "11-04 sorted_out_backlog"]),
    Judged(name: "3 of 5 km is partially completed", log: ["2026-11-02 Run 3 km"], statuses: ["11-02 partially_completed"]),
    Judged(name: "entries of a day add up", log: ["2026-11-02 Run 2 km", "2026-11-02 Run 3km"], statuses: ["11-02 completed"]),
    Judged(
      name: "decimals add up exactly: 0.1 + 0.2 + 4.7 is 5", log: ["2026-11-02 Run 0.1 km", "2026-11-02 Run 0.2 km", "2026-11-02 Run 4.7 km"],
      statuses: ["11-02 completed"]),
    Judged(name: "a missed day is not made up by the next day's goal alone", log: ["2026-11-04 Run 5 km"], statuses: ["11-02 failed"]),
    Judged(name: "a missed day is made up by a whole goal's worth extra", log: ["2026-11-04 Run 10 km"], statuses: ["11-02 completed_later"]),
    Judged(name: "a part extra does not make up a missed day", log: ["2026-11-04 Run 9.999 km"], statuses: ["11-02 failed"]),
  ]

  @Test("an amount day is judged as a count against the goal", arguments: judged)
  func judge(_ c: Judged) throws {
    let result = load("Run: Mon, Wed, Fri; 5 km; since 2026-11-02\n", log: c.log.joined(separator: "\n") + "\n", today: "2026-11-09")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let t = timeline(result.journal.habits[0], start: "2026-11-02", log: result.journal.logs[0], today: "2026-11-09")
    // The days the row names ("11-03 over_completed" is 2026-11-03).
    let days = c.statuses.map { "2026-" + $0.prefix(5) }
    #expect(statuses(t, from: days[0], to: days[days.count - 1]) == c.statuses)
  }

  // MARK: - Views

  @Test("the board says amounts with the unit")
  func board() {
    let env = FakeEnvironment()
    env.files["habits.txt"] = Array("Run: Mon, Wed, Fri; 5 km; since 2026-11-02\nWater: every day; 2 l; since 2026-11-02\n".utf8)
    env.files["log.txt"] = Array("2026-11-04 Run 3 km\n2026-11-04 Water 0.1 l\n2026-11-04 Water 0.2 l\n".utf8)
    _ = env.run(["status", "--today", "2026-11-04"])
    #expect(env.stdout.contains("3 of 5 km done"), "\(env.stdout)")
    #expect(env.stdout.contains("0.3 of 2 l done"), "\(env.stdout)")
    env.stdout = ""
    _ = env.run(["status", "--today", "2026-11-04", "--json"])
    #expect(env.stdout.contains(#""count":3000,"amount":3,"unit":"km""#), "\(env.stdout)")
    #expect(env.stdout.contains(#""count":300,"amount":0.3,"unit":"l""#), "\(env.stdout)")
  }

  @Test("what is behind is said as an amount: on the board, in backlog, in JSON")
  func behind() {
    let env = FakeEnvironment()
    env.files["habits.txt"] = Array("Run: Mon, Wed, Fri; 5 km; since 2026-11-02\n".utf8)
    // Mon 5 km, Wed missed: 5 km to catch up on Thursday, a free day.
    env.files["log.txt"] = Array("2026-11-02 Run 5 km\n".utf8)
    _ = env.run(["status", "--today", "2026-11-05"])
    #expect(env.stdout.contains("catch up: 5 km left this week"), "\(env.stdout)")
    // Wed 3.5 km instead: 1.5 km behind, one due day's worth in the backlog count.
    env.files["log.txt"] = Array("2026-11-02 Run 5 km\n2026-11-04 Run 3.5 km\n".utf8)
    env.stdout = ""
    _ = env.run(["backlog", "--today", "2026-11-05"])
    #expect(env.stdout.contains("Run  1.5 km behind"), "\(env.stdout)")
    env.stdout = ""
    _ = env.run(["backlog", "--today", "2026-11-05", "--json"])
    #expect(env.stdout.contains(#""backlog":1,"amount":1.5,"unit":"km""#), "\(env.stdout)")
    // Friday's 6.5 km is the 5 due and the 1.5 behind: sorted out, caught up.
    env.files["log.txt"]! += Array("2026-11-06 Run 6.5 km\n".utf8)
    env.stdout = ""
    _ = env.run(["status", "--today", "2026-11-06"])
    #expect(env.stdout.contains("sorted out backlog  done, caught up"), "\(env.stdout)")
  }

  @Test("history shows each day's amount and the sums per week and month")
  func history() {
    let env = FakeEnvironment()
    env.files["habits.txt"] = Array("Run: Mon, Wed, Fri; 5 km; since 2026-11-02\n".utf8)
    env.files["log.txt"] = Array("2026-11-02 Run 5.2 km\n2026-11-04 Run 3 km\n2026-11-09 Run 2.5 km\n2026-11-09 Run 2.5 km\n".utf8)
    _ = env.run(["history", "Run", "--today", "2026-11-10"])
    #expect(env.stdout.contains("Mon 2026-11-02  ✓ completed  5.2 km"), "\(env.stdout)")
    #expect(env.stdout.contains("2026-11-02 .. 2026-11-08  8.2 km"), "\(env.stdout)")
    #expect(env.stdout.contains("2026-11-09 .. 2026-11-10  5 km"), "\(env.stdout)")
    #expect(env.stdout.contains("Nov 2026  13.2 km"), "\(env.stdout)")
    env.stdout = ""
    _ = env.run(["history", "Run", "--today", "2026-11-10", "--json"])
    #expect(env.stdout.contains(#""months":[{"start":"2026-11-02","end":"2026-11-10","amount":13.2}],"total":13.2"#), "\(env.stdout)")
  }

  @Test("stats show the amounts logged per month and week")
  func stats() {
    let env = FakeEnvironment()
    env.files["habits.txt"] = Array("Water: every day; 2 l; since 2026-11-02\n".utf8)
    env.files["log.txt"] = Array("2026-11-02 Water 1.5 l\n2026-11-09 Water 0.25 l\n".utf8)
    _ = env.run(["stats", "Water", "--today", "2026-11-10"])
    #expect(env.stdout.contains("1.75 l"), "\(env.stdout)")
    #expect(env.stdout.contains("0.25 l"), "\(env.stdout)")
    env.stdout = ""
    _ = env.run(["stats", "--today", "2026-11-10", "--json"])
    #expect(env.stdout.contains(#""unit":"l""#) && env.stdout.contains(#""logged":1750"#) && env.stdout.contains(#""amount":1.75"#), "\(env.stdout)")
  }

  @Test("why says amounts with the unit, in text and JSON")
  func why() {
    let env = FakeEnvironment()
    env.files["habits.txt"] = Array("Run: Mon, Wed, Fri; 5 km; since 2026-11-02\n".utf8)
    env.files["log.txt"] = Array("2026-11-02 Run 4.5 km\n2026-11-04 Run 5 km\n".utf8)
    _ = env.run(["why", "Run", "--date", "2026-11-02", "--today", "2026-11-10"])
    #expect(env.stdout.contains("4.5 km of the 5 km"), "\(env.stdout)")
    #expect(env.stdout.contains("Mon Nov 2 4.5 km, Wed 4 5 km"), "\(env.stdout)")
    env.stdout = ""
    _ = env.run(["why", "Run", "--date", "2026-11-02", "--today", "2026-11-10", "--json"])
    #expect(env.stdout.contains(#""count":4500,"amount":4.5,"unit":"km","goal":5000"#), "\(env.stdout)")
  }

  @Test("the quick fix of a unit mismatch replaces the unit only")
  func unitFix() throws {
    let result = load("Run: every day; 5 km\n", log: "2026-11-09 Run 5.2 kms\n2026-11-09 Run 5kms\n")
    let fixes = result.diagnostics.compactMap(\.fix)
    #expect(fixes.map(\.replacement) == ["km", "km"])
    #expect(fixes.map(\.range.start.column) == [20, 17])
    #expect(fixes.map(\.range.end.column) == [23, 20])
  }

  @Test("extreme but valid amounts go through every view, text and JSON", arguments: [
    ["status"], ["history", "Max"], ["stats"], ["stats", "Tiny"], ["why", "Max", "--date", "2026-11-10"], ["calendar"], ["graph"],
    ["week"], ["next"], ["backlog"], ["streaks"],
  ])
  func extremes(_ command: [String]) throws {
    let env = FakeEnvironment()
    env.files["habits.txt"] = Array("Max: every day; 1000000 km; since 2026-11-01\nTiny: every day; 0.001 mg; since 2026-11-01\n".utf8)
    env.files["log.txt"] = Array(String(repeating: "2026-11-10 Max 1000000 km, Tiny 1000000 mg, Tiny 0.001mg\n", count: 300).utf8)
    #expect(env.run(command + ["--today", "2026-11-22"]) == .success, "\(env.stderr)")
    #expect(!env.stdout.isEmpty)
    env.stdout = ""
    #expect(env.run(command + ["--today", "2026-11-22", "--json"]) == .success, "\(env.stderr)")
    _ = try #require(JSONValue.parse(env.stdout), "\(env.stdout)")
    if command == ["history", "Max"] { #expect(env.stdout.contains(#""total":300000000"#), "\(env.stdout)") }
  }
}
