import Testing

@testable import HabitsKit

/// What a habit's change lines take from the line before them (its name's string) is what
/// reading each line alone gives, and names read without `parseName` are the names it reads.
@Suite struct ChangeLineReadingTests {
  /// The comparison of a range's bytes with an earlier range's, eight bytes at a time, on
  /// every length up to 40 with one byte changed at each place, the ranges placed at the very
  /// end of the file's memory as well as within it.
  @Test("bytes compared a word at a time are bytes compared one by one, at the end of the memory too")
  func bytesComparedByWords() {
    for length in 1...40 {
      for changed in -1..<length {
        for tail in [0, 3, 9] {
          let earlier = (0..<length).map { UInt8(0x41 + ($0 * 7) % 26) }
          var later = earlier
          if changed >= 0 { later[changed] ^= 0x01 }
          let bytes = Array("x:".utf8) + earlier + [0x0A] + later + Array(repeating: 0x20, count: tail)
          bytes.withUnsafeBufferPointer { memory in
            let start = 2 + length + 1
            guard let line = HabitsFileLine.plain(memory, number: 2, bounds: (start, memory.count)) else {
              Issue.record("not a plain line")
              return
            }
            let same = LineScratch.same(0..<length, on: line, as: 2..<(2 + length))
            #expect(same == (changed < 0), "length \(length), byte \(changed) changed, \(tail) bytes after")
          }
        }
      }
    }
  }

  /// A name ending in a digit right before its colon is taken without `parseName`; what it
  /// reads must be what `parseName` reads, which a blank before the colon sends the line to:
  /// the same name, or the same refusal of a count (`Gym x2`).
  @Test("a name ending in a digit before its colon is what parseName reads, counts refused")
  func namesEndingInDigits() throws {
    let pieces = ["Gym", "x", "X", "2", "12", " ", "\t", "a", "-", "x2", "0"]
    var random = SeededRandom(seed: 31)
    var names = ["Walk 2", "Gym x2", "Gym X12", "x2", "2", "Gym 2x", "Run x 2", "Hike\tx3", "a x0"]
    for _ in 0..<400 {
      names.append((0..<Int(1 + random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
    }
    for name in names where name.last?.isNumber == true && name.first.map({ $0 != " " && $0 != "\t" }) == true {
      let direct = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "\(name): daily"))
      let general = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "\(name) : daily"))
      #expect(direct.declarations.map(\.name) == general.declarations.map(\.name), "\(name)")
      #expect(direct.declarations.map(\.nameRange) == general.declarations.map(\.nameRange), "\(name)")
      #expect(direct.diagnostics.map(\.message) == general.diagnostics.map(\.message), "\(name)")
      #expect(direct.diagnostics.map(\.range) == general.diagnostics.map(\.range), "\(name)")
    }
    let refused = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "Gym x2: daily"))
    #expect(refused.declarations.isEmpty && refused.diagnostics.map(\.code) == [.invalidName])
  }
}

extension ChangeLineReadingTests {
  /// A line that starts with the name of the line before and a colon is read without the
  /// settings' tests and the colon's search: what it reads must be what the same line reads
  /// after a line of another name. Pinned on generated names, those that start as a setting
  /// does (`allow`, `day`, `week`), hold a separator or end in blanks or a count among them.
  @Test("a line repeating the line before's name reads as it does after another name")
  func linesRepeatingTheNameBefore() {
    let pieces = ["allow", "Day", "week", "W", "a", "d", " ", "\t", "x2", "2", "Gym", ",", ";", "starts on Monday", "ends at 04:00", "#"]
    var random = SeededRandom(seed: 32)
    var names = ["Walk", "Day off", "allow me", "week starts on Monday", "Gym ", "Gym x2", "a", "dd", "W"]
    for _ in 0..<600 {
      names.append((0..<Int(1 + random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
    }
    // Lines read whole as a change (`readChangeLine`) and lines that only look like one.
    let rests = [
      ": Mon, Wed, Fri; from 2020-01-01", ": every day; from 2020-01-01", ":daily", " : Tue; FROM 2020-02-30",
      ":Mon Wed Fri;from\t2020-01-01 ", ": weekdays; from 2020-01-01; backlog", ": Mon; backlog; from 2020-01-01",
      ": 3 days a week; since 2020-01-01", ": Mon: Wed; from 2020-01-01", ": Mon; from 2020-01-01;", ": ; from 2020-01-01",
      ": every 3 days; from 2020-1-01", ": every other day; from 2020-01-01 # note", ": 3 on 2 off; from  2020-01-01",
      ": tracked; from 2020-01-01", ": Mon, Mon; from 2020-01-01", ": Mon; from 2020-01-01 2020-01-02",
    ]
    for name in names {
      for rest in rests {
        let repeated = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "\(name): daily\n\(name)\(rest)"))
        let alone = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "Zed: daily\n\(name)\(rest)"))
        /// What the second line gave.
        func second(_ syntax: HabitsFileSyntax) -> [String] {
          syntax.declarations.filter { $0.lineRange.start.line == 2 }.map {
            "\($0.name) \($0.nameRange) \(String(describing: $0.schedule)) \($0.scheduleRange) \($0.scheduleText) \(String(describing: $0.from))"
          } + syntax.diagnostics.filter { $0.range.start.line == 2 }.map { "\($0.code) \($0.message) \($0.range)" }
        }
        #expect(second(repeated) == second(alone), "\(name)\(rest)")
      }
    }
  }
}

extension ChangeLineReadingTests {
  /// A change line read whole (`HabitsFileParser.readChangeLine`) reads as `parseHabit` reads
  /// it: each line of a generated run of changes must read as it does alone, schedules and
  /// options the general path reads (and warns about) included.
  @Test("a run of change lines reads each schedule as the line alone reads it")
  func changeLinesReadAsAlone() throws {
    let schedules = [
      "Mon, Wed, Fri", "every day", "Mon,Wed,Fri", "every  day", "weekdays", "3 days a week", "Mon, Mon", "monthly on the 1st",
      "every 3 days", "tracked", "Tue and Sat", "3 on 2 off", "daily", "every other day", "Mon, Wed, Fri ", "mon, wed, fri",
    ]
    let options = [
      "from 2020-01-01", "FROM 2020-02-03", "from 2020-02-30", "from 2020-03-04; backlog", "since 2020-01-01",
      "backlog; ahead; from 2020-01-01", "from 2020-01-01; from 2020-02-01", "grace 3 days; FROM 2020-01-01",
      "from 2020-01-01; 3 times", "from 2020-01-01; ", "from 2020-01-01; kg", "no backlog;from 2020-01-01;week starts on Sunday",
      "from 2020-01-01; until 2021-01-01", "carry over; from  2020-01-01", "from on 2020-01-01; 8 times",
      "backlog; ahead; 3 times; from 2020-01-01", "backlog; ahead; carry over; 3 times; from 2020-01-01",
      "from 2020-01-01; grace 2 weeks; no ahead; week starts on Sunday; 2 times", "no backlog; from 2020-01-01; since 2019-01-01",
    ]
    var random = SeededRandom(seed: 33)
    var lines = ["Run: every day; since 2019-01-01"]
    for _ in 0..<600 {
      let schedule = schedules[Int(random.next() % UInt64(random.next() % 3 == 0 ? schedules.count : 3))]
      lines.append("Run: \(schedule); \(options[Int(random.next() % UInt64(random.next() % 2 == 0 ? options.count : 1))])")
    }
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: lines.joined(separator: "\n")))
    for (index, line) in lines.enumerated() {
      let alone = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "Other: daily\n" + line))
      let number = index + 1
      let mine = syntax.declarations.filter { $0.lineRange.start.line == number }
      let theirs = alone.declarations.filter { $0.lineRange.start.line == 2 }
      #expect(mine.count == theirs.count, "\(line)")
      for (a, b) in zip(mine, theirs) {
        #expect(a.schedule == b.schedule && a.scheduleText == b.scheduleText && a.from == b.from.map { FromClause(day: $0.day, range: SourceRange(line: number, columns: $0.range.start.column..<$0.range.end.column)) }, "\(line)")
        #expect(a.scheduleRange.start.column == b.scheduleRange.start.column && a.scheduleRange.end.column == b.scheduleRange.end.column, "\(line)")
        #expect(a.options.map(\.option) == b.options.map(\.option), "\(line)")
        #expect(a.options.map(\.range.start.column) == b.options.map(\.range.start.column), "\(line)")
        #expect(a.options.map(\.range.end.column) == b.options.map(\.range.end.column), "\(line)")
      }
      let found = syntax.diagnostics.filter { $0.range.start.line == number }.map { "\($0.code) \($0.message) \($0.range.start.column)" }
      let foundAlone = alone.diagnostics.filter { $0.range.start.line == 2 }.map { "\($0.code) \($0.message) \($0.range.start.column)" }
      #expect(found == foundAlone, "\(line)")
    }
  }

  @Test("a change line's options kept as plain values are listed as the general path lists them, line and columns")
  func plainOptionsListedAsRead() throws {
    let options = [
      "backlog", "no backlog", "ahead", "NO AHEAD", "carry over", "carry  over", "3 times", "grace 3 days", "grace 2 weeks",
      "week starts on Sunday", "since 2020-01-01", "until 2021-01-01", "from 2020-03-01", "grace 10000 years",
      "grace 0 months", "1000000 times", "since 0000-01-01", "until 9999-12-31", "week starts on Saturday",
      // Too long a clause for a word: read by the general path.
      "carry" + String(repeating: " ", count: 9_000) + "over",
    ]
    var random = SeededRandom(seed: 71)
    var lines = ["Run: every day; since 2019-01-01"]
    for _ in 0..<400 {
      var clauses = (0..<Int(random.next() % 4)).map { _ in options[Int(random.next() % UInt64(options.count))] }
      clauses.insert("from 2020-01-0\(1 + random.next() % 9)", at: Int(random.next() % UInt64(clauses.count + 1)))
      let separator = random.next() % 3 == 0 ? ";  " : "; "
      lines.append("Run: Mon, Wed, Fri\(separator)\(clauses.joined(separator: separator))")
    }
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: lines.joined(separator: "\n")))
    #expect(syntax.declarations.count == lines.count)
    var plain = 0
    for (index, line) in lines.enumerated().dropFirst() {
      let number = index + 1
      let alone = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "Other: daily\n" + line))
      let mine = try #require(syntax.declarations.first { $0.lineRange.start.line == number })
      let theirs = try #require(alone.declarations.last)
      // The general path never keeps plain values.
      #expect(theirs.plainOptions.isEmpty)
      if !mine.plainOptions.isEmpty { plain += 1 }
      #expect(mine.hasOptions == !theirs.options.isEmpty, "\(line)")
      #expect(mine.options.map(\.option) == theirs.options.map(\.option), "\(line)")
      #expect(
        mine.options.map(\.range)
          == theirs.options.map { SourceRange(line: number, columns: $0.range.start.column..<$0.range.end.column) }, "\(line)")
    }
    // Most lines with options keep them as plain values.
    #expect(plain > 200, "\(plain)")
  }
}
