/// The schedules most habit lines have (`Mon, Wed, Fri`, `every day`, `3 days a week`,
/// `every 3 days`, `3 on 2 off`), read straight from the line's bytes; anything else takes the
/// general path of tokens and `ScheduleParser`.
///
/// Each reader's contract: when it reads a clause, the general path (the clause's tokens
/// through `ScheduleParser.parse`) returns the same schedule over the same range (the first
/// word's start to the last one's end) with no diagnostic. Anything else (another spelling, a
/// number out of range, a day listed twice, a comma too many, a byte beyond ASCII) is nil, and
/// the general path reads the clause and reports what is wrong with it.
extension HabitsFileParser {
  /// A schedule read from the bytes: plain data (no array, no string), which the line's
  /// declaration turns into its `Schedule`. Handing an optional `Schedule` out of a reader
  /// cost an outlined copy of the enum, about 200 instructions a line.
  enum CommonSchedule: Equatable {
    case everyDay
    case weekly(WeekdaySet)
    case perPeriod(count: Int, Schedule.CountPeriod)
    case cycle(on: Int, off: Int)

    /// The schedule it is.
    var schedule: Schedule {
      switch self {
      case .everyDay: .everyDay
      case .weekly(let days): .weekly(days)
      case .perPeriod(let count, let period): .perPeriod(count: count, period)
      case .cycle(let on, let off): .cycle(on: on, off: off)
      }
    }
  }

  /// The schedule of `clause` (indices of `line`) and its words (the clause without the
  /// blanks around it) when a reader from the bytes reads it; nil for the general path.
  ///
  /// The clause's first byte picks the one reader that can read it: a weekday's name starts
  /// with m, t, w, f or s, `every ...` and `daily` with e or d, a count with a digit (in any
  /// case; nothing else or'ed with 0x20 becomes one of those). Trying the weekday list first
  /// on every line cost the lines that are no list about 150-400 instructions each.
  static func commonSchedule(_ line: HabitsFileLine, _ clause: Range<Int>) -> (schedule: CommonSchedule, clause: Range<Int>)? {
    // The readers read whole words apart by blanks: the words span the clause without the
    // blanks around it.
    let clause = line.trimmed(clause)
    guard !clause.isEmpty else { return nil }
    let schedule: CommonSchedule?
    switch line[clause.lowerBound] | 0x20 {
    case UInt8(ascii: "m"), UInt8(ascii: "t"), UInt8(ascii: "w"), UInt8(ascii: "f"), UInt8(ascii: "s"):
      // The commonest list read here, without the call to the general one (which tries it first too).
      if let days = threeLetterList(line, clause) {
        schedule = .weekly(days)
      } else {
        schedule = weekdayItems(line, clause).map { .weekly($0) }
      }
    case UInt8(ascii: "e"):
      // `every day` with one blank, the commonest `every`, is matched whole, without words.
      let start = clause.lowerBound
      if clause.count == 9, line.isWord(start..<(start &+ 5), "every"), Bytes.isBlank(line[start &+ 5]),
        line.isWord((start &+ 6)..<clause.upperBound, "day")
      {
        schedule = .everyDay
      } else {
        schedule = everySchedule(line, clause)
      }
    case UInt8(ascii: "d"):
      schedule = line.isWord(clause, "daily") ? .everyDay : nil
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      schedule = daysAWeek(line, clause) ?? countSchedule(line, clause)
    default:
      schedule = nil
    }
    guard let schedule else { return nil }
    return (schedule, clause)
  }

  /// The days of `clause` when it is a plain list of weekday items (`Mon, Wed, Fri`,
  /// `monday thursday`, `Tue and Sat`, `Mon-Thu`, `weekdays`): items apart by blanks, a comma,
  /// `and` or `&` (a comma then `and` too), as `ScheduleParser.parseWeekdayList` reads them;
  /// nil for anything else (a day listed twice is a warning of the general path's).
  static func weekdayList(_ line: HabitsFileLine, _ clause: Range<Int>) -> WeekdaySet? {
    if let days = threeLetterList(line, clause) { return days }
    return weekdayItems(line, clause)
  }

  /// `weekdayList` item by item, for a list that is not three-letter weekdays apart by ", "
  /// or one space (`threeLetterList`).
  @inline(never)
  private static func weekdayItems(_ line: HabitsFileLine, _ clause: Range<Int>) -> WeekdaySet? {
    var days = WeekdaySet()
    var index = clause.lowerBound
    let end = clause.upperBound
    var items = 0
    // The separators met since the last item: one comma, then one `and`, at most.
    var (comma, and) = (false, false)
    while true {
      while index < end && Bytes.isBlank(line[index]) { index += 1 }
      guard index < end else { break }
      if line[index] == 0x2C {
        guard items > 0, !comma, !and else { return nil }
        comma = true
        index += 1
        continue
      }
      // Most lists are three-letter forms (`Mon, Wed, Fri`): such a word is matched whole,
      // without the byte loop and the spelling table below.
      if let day = line.threeLetterWeekday(at: index, end: end) {
        guard days.insert(day).inserted else { return nil }
        index &+= 3
        items += 1
        // A comma right after the day, as most lists have it, is taken at once.
        comma = index < end && line[index] == 0x2C
        and = false
        if comma { index &+= 1 }
        continue
      }
      let start = index
      while index < end && !Bytes.isBlank(line[index]) && line[index] != 0x2C { index += 1 }
      let word = start..<index
      if line.isWord(word, "and") || line.isWord(word, "&") {
        guard items > 0, !and else { return nil }
        and = true
        continue
      }
      guard let run = weekdayRun(line, word) else { return nil }
      var day = run.first
      while true {
        guard days.insert(day).inserted else { return nil }
        if day == run.last { break }
        day = day.next
      }
      items += 1
      (comma, and) = (false, false)
    }
    guard items > 0, !comma, !and else { return nil }
    return days
  }

  /// The days of `clause` when it is the commonest list: three-letter weekdays apart by ", "
  /// or one space (`Mon, Wed, Fri`, `Mon Wed Fri`), none twice; nil for anything else, which
  /// the loop of `weekdayList` reads from the start. Such a list is what that loop reads, one
  /// item at a time; here each item is one 32-bit load and its separator two byte compares,
  /// without the loop's blank skipping, word search and separator counts (about 230
  /// instructions for `Mon, Wed, Fri` there).
  @inline(__always)
  private static func threeLetterList(_ line: HabitsFileLine, _ clause: Range<Int>) -> WeekdaySet? {
    var days = WeekdaySet()
    var index = clause.lowerBound
    let end = clause.upperBound
    while index &+ 3 <= end, index &+ 4 <= line.loadable {
      let word = UInt32(littleEndian: UnsafeRawPointer(line.bytes + index).loadUnaligned(as: UInt32.self))
      guard let day = HabitsFileLine.threeLetterWeekday(word), days.insert(day).inserted else { return nil }
      let after = index &+ 3
      if after == end { return days }
      if line[after] == 0x20 {
        index = after &+ 1
      } else if line[after] == 0x2C, after &+ 1 < end, line[after &+ 1] == 0x20 {
        index = after &+ 2
      } else {
        return nil
      }
    }
    return nil
  }

  /// The days a word of a weekday list names (without blanks or commas), as
  /// `ScheduleParser.weekdayItem` reads its token: a weekday, `weekdays`, `weekends`, or a run
  /// of two weekdays around one '-' (`Mon-Thu`, `fri-mon`); nil for anything else.
  private static func weekdayRun(_ line: HabitsFileLine, _ word: Range<Int>) -> WeekdayRun? {
    if let day = line.weekday(word) { return WeekdayRun(first: day, last: day) }
    if line.isWord(word, "weekdays") { return WeekdayRun(first: .monday, last: .friday) }
    if line.isWord(word, "weekends") { return WeekdayRun(first: .saturday, last: .sunday) }
    guard let dash = line.firstIndex(of: 0x2D, or: 0x2D, in: word),
      line.firstIndex(of: 0x2D, or: 0x2D, in: (dash + 1)..<word.upperBound) == nil,
      let first = line.weekday(word.lowerBound..<dash), let last = line.weekday((dash + 1)..<word.upperBound)
    else { return nil }
    return WeekdayRun(first: first, last: last)
  }

  /// `every day`, `every other day`, `every N days` and `every` before a weekday list
  /// (`every Tuesday and Thursday`), as `ScheduleParser.parseEvery` reads them.
  private static func everySchedule(_ line: HabitsFileLine, _ clause: Range<Int>) -> CommonSchedule? {
    var words = ClauseWords(line, clause)
    guard words.consume("every"), let second = words.peek else { return nil }
    let n: Int
    if words.consume("day") {
      return words.isAtEnd ? .everyDay : nil
    } else if words.consume("other") {
      n = 2
    } else if let number = words.number() {
      n = number
    } else {
      return weekdayList(line, second.lowerBound..<clause.upperBound).map { .weekly($0) }
    }
    guard words.consume("day") || words.consume("days"), words.isAtEnd, (1...1000).contains(n) else { return nil }
    return n == 1 ? .everyDay : .cycle(on: 1, off: n - 1)
  }

  /// `N days a week` with one digit from 1 to 7 and single spaces, the commonest count, as
  /// `countSchedule` reads it; nil for anything else, which `countSchedule` reads. Its 12
  /// bytes after the digit are matched as one 64-bit and one 32-bit compare, the letters
  /// or'ed with 0x20 (a letter in either case becomes the lower-case one, and no other byte
  /// does), where `countSchedule` went through eight keyword tries of its words (about 550
  /// instructions).
  @inline(__always)
  private static func daysAWeek(_ line: HabitsFileLine, _ clause: Range<Int>) -> CommonSchedule? {
    let start = clause.lowerBound
    guard clause.count == 13, start &+ 13 <= line.loadable else { return nil }
    let count = Int(line[start] &- 0x30)
    let raw = UnsafeRawPointer(line.bytes + start)
    // " days a " and "week", first byte lowest; the letters' bits 0x20 set before comparing.
    let middle = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self)) | 0x0020_0020_2020_2000
    let last = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 9, as: UInt32.self)) | 0x2020_2020
    guard (1...7).contains(count), middle == 0x2061_2073_7961_6420, last == 0x6B65_6577 else { return nil }
    return .perPeriod(count: count, .week)
  }

  /// `N on M off` and `N days a week` (a month, a year), as `ScheduleParser.parseNumberLed`
  /// reads them.
  private static func countSchedule(_ line: HabitsFileLine, _ clause: Range<Int>) -> CommonSchedule? {
    var words = ClauseWords(line, clause)
    guard let count = words.number() else { return nil }
    var cycle = words
    _ = cycle.consume("day") || cycle.consume("days")
    if cycle.consume("on") {
      guard let off = cycle.number() else { return nil }
      _ = cycle.consume("days") || cycle.consume("day")
      // No days off is an error of the general path's (`every day` said otherwise).
      guard cycle.consume("off"), cycle.isAtEnd, (1...1000).contains(count), (1...1000).contains(off) else { return nil }
      return .cycle(on: count, off: off)
    }
    _ = words.consume("days") || words.consume("day") || words.consume("times") || words.consume("time") || words.consume("x")
    words.consume("in")
    _ = words.consume("a") || words.consume("per") || words.consume("each") || words.consume("every") || words.consume("an")
    let period: Schedule.CountPeriod
    if words.consume("week") || words.consume("weeks") {
      period = .week
    } else if words.consume("month") || words.consume("months") {
      period = .month
    } else if words.consume("year") || words.consume("years") {
      period = .year
    } else {
      return nil
    }
    let limit = period == .week ? 7 : period == .month ? 31 : 366
    guard words.isAtEnd, (1...limit).contains(count) else { return nil }
    return .perPeriod(count: count, period)
  }
}
