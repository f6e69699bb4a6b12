import Testing

@testable import HabitsKit

/// The known-line cache's contract (`KnownLineCache`): it returns a line only when the
/// grammar would give the same syntax. Generated logs, read by `LogReader` (the cache in front
/// of the grammar) and by `LogFileParser.parse()` (the grammar alone), must give the same
/// lines, names, columns, counts, alternative readings and problems, whatever the order of
/// their lines and whatever they hold: repeated bodies and items, odd case, tabs and spaces,
/// comments, `until` dates, no-break spaces, bytes beyond ASCII, amounts, counts, and lines
/// with problems before and among them.
@Suite struct KnownLineCacheTests {
  /// Items of completion lines, some with problems (an empty item is made by the joining).
  static let items = [
    "Gym", "gym", "GYM", "Read x2", "read X2", "Pushups x3", "Pushups ×3", "Pushups x0", "Pushups x-1", "Run 5 km",
    "Run 5.2km", "Run 5,5 km", "Drink 8 glasses", "Skip rope", "skip rope x2", "Café", "Gym\u{A0}x2", "Piano 2",
    "Piano 2 x2", "Deep  clean", "Water x1000001", "Read x0002", "Swim 0 km", "Tea", "Tea x2 x3",
    // A tracked habit's bare numbers: the grammar reads a name ending in a number, and the
    // resolver finds the number in it (`LogNames.bareNumber`).
    "Mood 7", "mood  6.5", "Mood 7 x2", "Mood 0", "Mood 1.2345", "Mood -3", "Mood 7 kg", "Weight 81.2 kg",
    // A habit whose name starts like the `redeem` keyword, inside a list: remembered as an item,
    // it must never make a later redeem line read as completions.
    "redeem Tea", "Redeem coupon",
  ]
  static let cleanItems = [
    "Gym", "gym", "Read x2", "Pushups x3", "Run 5 km", "Run 5.2km", "Skip rope", "Piano 2", "Tea", "Mood 7", "Mood 6.5",
    "Mood", "Weight 81.2 kg",
  ]
  /// What may follow a date: completions, directives, nothing.
  static let directives = [
    "vacation", "vacation until {date}", "vacation Gym until {date}", "vacation Gym, Read until {date}",
    "VACATION gym UNTIL {date}", "vacation Gym until", "vacation Gym until 2026-02-30", "vacation Gym until until {date}",
    "vacation Gym,until {date}", "vacation Run 5 km until {date}", "skip Gym", "SKIP Gym, Read", "skip", "skip Gym x2",
    "resume", "resume Gym", "resume, Gym", "Skip rope", "skip rope", "vacation\tuntil\t{date}", "vacation Café",
    "redeem Tea", "REDEEM tea x2", "redeem", "redeem Tea, Gym", "redeem Run 5 km", "Redeem coupon", "redeemed Tea",
  ]
  static let dates = ["2026-11-20", "2026-11-21", "2026-11-30", "2026-12-01", "2026-02-28", "2027-01-05", "1999-12-31"]

  /// A generated log line.
  static func line(_ random: inout SeededRandom) -> String {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    switch random.next() % 20 {
    case 0: return ""
    case 1: return "# a comment"
    case 2: return pick(["2026-11-2 Gym", "Gym", "2026-02-30 Gym", "2026-11-20", "2026-11-20   ", "26-11-20 Read"])
    // Control characters: ASCII's, C1's, bidirectional ones.
    case 3: return pick(["2026-11-20 Gym\u{7}", "2026-11-20 Gym\u{85}", "2026-11-20 G\u{202E}ym", "2026-11-20 Gym, \u{2066}Read"])
    default: break
    }
    var text = pick(dates)
    text += chance(90) ? " " : pick(["\t", "  ", " \t", "\u{A0}"])
    if chance(25) {
      text += pick(directives).replacing("{date}", with: pick(dates))
    } else {
      var items: [String] = []
      // Mostly items that read cleanly, now and then one with a problem or beyond ASCII.
      for _ in 0...(random.next() % 4) {
        items.append(chance(97) ? (chance(85) ? pick(Self.cleanItems) : pick(Self.items)) : "")
      }
      text += items.joined(separator: pick([", ", ",", " , ", ",\t"]))
    }
    if chance(10) { text += pick([" # note", "\t# x", "  #", "# é"]) }
    if chance(5) { text += pick([" ", "\t"]) }
    return text
  }

  /// Every line of `syntax`, its names as text with their places, then its problems.
  static func describe(_ syntax: LogFileSyntax) -> [String] {
    func entries(_ range: Range<Int>) -> String {
      syntax.entries[range].map { entry in
        var text = "\(syntax.text(of: entry.name))@\(entry.name.range) \(entry.count)"
        if let range = entry.countRange { text += "@\(range)" }
        if let unit = entry.unit { text += " \(syntax.spellings[unit])" }
        if let item = entry.itemName { text += " [\(syntax.spellings[item])]" }
        return text
      }.joined(separator: ", ")
    }
    func names(_ range: Range<Int>) -> String {
      syntax.names[range].map { "\(syntax.text(of: $0))@\($0.range)" }.joined(separator: ", ")
    }
    func problems(_ diagnostics: [Diagnostic]) -> [String] {
      diagnostics.map { "\($0.range) \($0.code.rawValue) \($0.message) \($0.notes.map(\.message))" }
    }
    var described = syntax.lines.map { line -> String in
      var text = "\(line.number) \(line.day) \(line.lineRange) \(line.dateRange) "
      switch line.kind {
      case .completions(let range): text += "done " + entries(range)
      case .vacation(let range, let until): text += "vacation [\(names(range))] \(until.map(\.description) ?? "open")"
      case .skip(let range): text += "skip " + names(range)
      case .resume(let range): text += "resume " + names(range)
      case .redeem(let index): text += "redeem " + entries(index..<(index + 1))
      case .unreadDirective(let index): text += "unread \(problems(syntax.directiveProblems[index]))"
      }
      if let alternative = line.alternative { text += " or " + entries(alternative) }
      return text
    }
    described += problems(syntax.diagnostics)
    return described
  }

  /// Expects the two readings to agree, pointing at the first line where they do not.
  static func expectSame(_ cached: [String], _ grammar: [String], _ comment: String = "") {
    let common = min(cached.count, grammar.count)
    let first = (0..<common).first { cached[$0] != grammar[$0] } ?? common
    let pair = first < max(cached.count, grammar.count) ? (cached.dropFirst(first).first, grammar.dropFirst(first).first) : (nil, nil)
    #expect(pair.0 == pair.1, "\(comment) first difference at \(first): cache, then grammar")
  }

  /// Reads `lines` both ways: the reader's syntax and the grammar's, described, and how many
  /// lines the reader's grammar read.
  static func read(_ lines: [String]) -> (cached: [String], grammar: [String], parsed: Int) {
    let file = SourceFile(path: "log.txt", text: lines.joined(separator: "\n") + "\n")
    var reader = LogReader(file: file)
    var diagnostics = BoundedDiagnostics(limit: Int.max)
    while reader.next(diagnostics: &diagnostics) != nil {}
    return (describe(LogReader(file: file).syntax()), describe(LogFileParser(file: file).parse()), reader.linesParsed)
  }

  @Test("generated logs read the same through the cache as by the grammar alone")
  func generated() {
    var random = SeededRandom(seed: 20_261_127)
    var fromCache = 0
    var dated = 0
    for round in 0..<300 {
      // A few dozen distinct lines, repeated and shuffled, so that the cache knows many.
      let distinct = (0..<(5 + Int(random.next() % 40))).map { _ in Self.line(&random) }
      var lines = (0..<(20 + Int(random.next() % 120))).map { _ in distinct[Int(random.next() % UInt64(distinct.count))] }
      if round % 3 == 0 { lines.shuffle(using: &random) }
      let (cached, grammar, parsed) = Self.read(lines)
      Self.expectSame(cached, grammar, "round \(round)")
      if cached != grammar { return }
      let count = lines.filter { !$0.isEmpty && !$0.hasPrefix("#") }.count
      dated += count
      fromCache += count - parsed
    }
    // The comparison means something only when the cache took lines: most of them.
    #expect(fromCache * 2 > dated, "\(fromCache) of \(dated) lines from the cache")
  }

  @Test("a line past the size limit is too large through the cache as by the grammar, its items known or not")
  func lineTooLong() {
    // Items the cache knows, then a line of them with a comment that takes it past 1 MiB: a
    // clean line but for its length.
    let known = "2026-11-20 Gym, Read x2"
    let long = "2026-11-21 Gym, Read x2 # " + String(repeating: "x", count: SizeLimits.lineBytes)
    let (cached, grammar, _) = Self.read([known, known, long, known])
    Self.expectSame(cached, grammar)
    #expect(cached.filter { $0.contains("too-large") }.count == 1)
  }

  @Test("one entry a line, as habits log writes it: nearly every line comes from the cache")
  func oneEntryALine() {
    var lines: [String] = []
    for offset in 0..<400 {
      let date = (day("2026-01-01") + offset / 3).description
      lines.append(date + " " + ["Gym", "Read x2", "Run 5 km", "Skip rope", "skip Gym"][offset % 5])
    }
    let (cached, grammar, parsed) = Self.read(lines)
    Self.expectSame(cached, grammar)
    #expect(parsed < 20)
  }

  @Test("a date the month of the line before leaves for another day: the shortcut and the grammar agree")
  func dates() {
    let lines = [
      "2026-11-20 Gym", "2026-11-21 Gym", "2026-11-31 Gym", "2026-11-00 Gym", "2026-11-3a Gym", "2026-11-30 Gym",
      "2026-12-01 Gym", "2026-12-1  Gym", "2024-02-29 Gym", "2024-02-30 Gym", "2025-02-29 Gym", "2026-11-20 Gym",
    ]
    let (cached, grammar, _) = Self.read(lines)
    Self.expectSame(cached, grammar)
    #expect(cached.count == 12)
  }

  @Test("a tracked habit's bare numbers read as one name, through the cache as by the grammar")
  func bareNumbers() {
    let lines = ["2026-11-20 Mood 7", "2026-11-21 Mood 7", "2026-11-21 Mood 6.5, Gym", "2026-11-22 Mood 7 x2", "2026-11-22 Mood 7"]
    let (cached, grammar, parsed) = Self.read(lines)
    Self.expectSame(cached, grammar)
    #expect(parsed < lines.count)
    #expect(cached.first?.contains("Mood 7@") == true, "\(cached)")
  }

  /// The habits the resolver tests log against: tracked with and without a unit, and others.
  static let trackedHabits = "Mood: tracked; since 2026-01-01\nWeight: tracked; kg; since 2026-01-01\nGym: every day; since 2026-01-01\nPiano 2: Mon\n"

  /// `log` loaded against `trackedHabits`: each habit's entries (day, count, line), then the
  /// diagnostics.
  static func resolved(_ log: String) -> [String] {
    let loaded = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: trackedHabits), logFile: SourceFile(path: "log.txt", text: log),
      today: day("2026-12-31"))
    var result = loaded.journal.loaded.map { habit in
      habit.key + ": " + habit.log.entries.indices.map { "\(habit.log.entries[$0].day) \(habit.log.entries[$0].count) @\(habit.log.entries[$0].line)" }.joined(separator: ", ")
    }
    result += loaded.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue) \($0.message)" }
    return result
  }

  @Test("a tracked habit's bare numbers resolve the same from a known body as from the grammar, good and bad, repeated")
  func bareNumbersResolved() {
    var random = SeededRandom(seed: 20_261_128)
    let bodies = [
      "Mood 7", "Mood 6.5", "mood 7", "Mood", "Mood x2", "Mood 7 x2", "Mood 0", "Mood 1.2345", "Mood 7 kg", "Weight 81.2 kg",
      "Weight 81", "Weight", "Gym", "Gym 7", "Piano 2", "Piano 2 3", "Mood 7, Gym", "Mood 8, Mood 2",
    ]
    for round in 0..<40 {
      var spaced: [String] = []
      var tabbed: [String] = []
      for offset in 0..<(10 + Int(random.next() % 60)) {
        let date = (day("2026-11-01") + offset / 2).description
        let body = bodies[Int(random.next() % UInt64(bodies.count))]
        spaced.append(date + " " + body)
        // A tab after the date sends the line to the grammar (`KnownLineCache` takes only
        // plain printable ASCII), at the same columns.
        tabbed.append(date + "\t" + body)
      }
      let (cached, grammar) = (Self.resolved(spaced.joined(separator: "\n") + "\n"), Self.resolved(tabbed.joined(separator: "\n") + "\n"))
      #expect(cached == grammar, "round \(round)")
      if cached != grammar { return }
    }
    // The comparison reads values: Mood's entries hold thousandths.
    let once = Self.resolved("2026-11-20 Mood 7\n2026-11-21 Mood 7\n2026-11-21 Mood\n2026-11-22 Mood 1.2345\n2026-11-22 Mood 1.2345\n")
    #expect(once.first == "mood: 2026-11-20 7000 @1, 2026-11-21 7000 @2, 2026-11-21 1000 @3", "\(once)")
    #expect(once.filter { $0.contains("invalid-amount") }.count == 2, "\(once)")
  }

  /// Takes every line `readKnownLines` offers, noting its day, line and body.
  struct Collector: LogReader.KnownLineSink {
    var taken: [String] = []
    mutating func take(day: Day, line: Int32, body: Int32) -> Bool {
      taken.append("\(day) \(line) \(body)")
      return true
    }
  }

  @Test("the loop of known lines hands over the lines next reads, with the same days and bodies")
  func knownLinesLoop() {
    var lines: [String] = []
    for offset in 0..<300 {
      let date = (day("2026-01-20") + offset / 4).description
      lines.append(date + " " + ["Gym", "Read x2", "Run 5 km", "Gym # x", "Read  x2"][offset % 5])
    }
    let file = SourceFile(path: "log.txt", text: lines.joined(separator: "\n") + "\n")
    var one = LogReader(file: file)
    var expected: [String] = []
    var diagnostics = BoundedDiagnostics()
    while let read = one.next(diagnostics: &diagnostics) {
      if case .known(let day, let line, let body) = read { expected.append("\(day) \(line) \(body)") }
    }
    var other = LogReader(file: file)
    var collector = Collector()
    var got: [String] = []
    while true {
      other.readKnownLines(into: &collector)
      got += collector.taken
      collector.taken = []
      guard let read = other.next(diagnostics: &diagnostics) else { break }
      if case .known(let day, let line, let body) = read { got.append("\(day) \(line) \(body)") }
    }
    #expect(got == expected)
    #expect(expected.count > 200)
  }
}
