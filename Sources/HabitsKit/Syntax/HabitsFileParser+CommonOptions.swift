/// The options most habit lines have (`from 2017-01-22`, `no backlog`, `3 times`, `grace 3
/// days`, `week starts on Sunday`), read straight from the line's bytes; anything else takes
/// the general path of tokens and `OptionParser`, which cost about 1,000 instructions a clause.
///
/// Each reader's contract: when it reads a clause, the general path (the clause's tokens
/// through `OptionParser.parse`, whatever the schedule) returns the same option over the same
/// range (the first word's start to the last one's end) with no diagnostic. Anything else (an
/// unknown word, a number out of range, a date that does not exist, a byte beyond ASCII) is
/// nil, and the general path reads the clause and reports what is wrong with it.
extension HabitsFileParser {
  /// An option read from the bytes: plain data (no string, no array), which the line's
  /// declaration turns into its `HabitOption`. Handing an optional `OptionSyntax` out of the
  /// reader cost an outlined copy and a destruction of the enum, about 170 instructions a
  /// clause.
  enum CommonOption: Equatable {
    case from(Day)
    case since(Day)
    case until(Day)
    case backlog(Bool)
    case ahead(Bool)
    case carryOver
    case goal(Int)
    case grace(Grace)
    case weekStart(Weekday)

    /// The option it is.
    var option: HabitOption {
      switch self {
      case .from(let day): .from(day)
      case .since(let day): .since(day)
      case .until(let day): .until(day)
      case .backlog(let on): .backlog(on)
      case .ahead(let on): .ahead(on)
      case .carryOver: .carryOver
      case .goal(let count): .goal(count)
      case .grace(let grace): .grace(grace)
      case .weekStart(let day): .weekStart(day)
      }
    }
  }

  /// The option of `clause` (indices of `line`, between two ';' or a ';' and the end) when a
  /// reader from the bytes reads it; nil for the general path. The clause's first byte picks
  /// the reader, as for schedules (`commonSchedule`).
  /// The clause it hands back is the option's words without the blanks around them (indices
  /// of `line`).
  static func commonOption(_ line: HabitsFileLine, _ clause: Range<Int>) -> (option: CommonOption, clause: Range<Int>)? {
    let clause = line.trimmed(clause)
    guard !clause.isEmpty else { return nil }
    // A change line's `from DATE`, the one option of nearly every line of a file with many
    // changes, is read as the one shape it has, without the words.
    if let day = fromDate(line, clause) { return (.from(day), clause) }
    if let option = wholeOption(line, clause) { return (option, clause) }
    var words = ClauseWords(line, clause)
    let option: CommonOption?
    switch line[clause.lowerBound] | 0x20 {
    case UInt8(ascii: "f"), UInt8(ascii: "s"), UInt8(ascii: "u"), UInt8(ascii: "t"), UInt8(ascii: "e"):
      option = datedOption(line, &words)
    case UInt8(ascii: "n"), UInt8(ascii: "b"), UInt8(ascii: "a"), UInt8(ascii: "c"):
      option = switchOption(&words)
    case UInt8(ascii: "w"):
      option = switchOption(&words) ?? weekStartOption(line, &words)
    case UInt8(ascii: "g"):
      option = graceOption(&words)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      option = goalOption(&words)
    default:
      option = nil
    }
    guard let option, words.isAtEnd else { return nil }
    return (option, clause)
  }

  /// The day of `clause` (indices of `line`, without blanks around it) when it is exactly
  /// `from`, in any case, blanks, and a `YYYY-MM-DD` that exists: what `datedOption` reads as
  /// `.from`, with no word list. Nil for anything else (`from on DATE`, a no-break space),
  /// which the word readers take.
  @inline(__always)
  static func fromDate(_ line: HabitsFileLine, _ clause: Range<Int>) -> Day? {
    let (start, end) = (clause.lowerBound, clause.upperBound)
    guard end &- start >= 15 else { return nil }
    // The four letters loaded as one integer and or'ed with 0x20: a letter in either case
    // becomes the lower-case one, and no other byte becomes a letter.
    let keyword = UInt32(littleEndian: UnsafeRawPointer(line.bytes + start).loadUnaligned(as: UInt32.self))
    guard keyword | 0x2020_2020 == 0x6D6F_7266 else { return nil }  // "from", first byte lowest
    var index = start &+ 4
    guard Bytes.isBlank(line[index]) else { return nil }
    repeat { index &+= 1 } while index < end && Bytes.isBlank(line[index])
    guard end &- index == 10 else { return nil }
    return line.isoDate(index..<end)
  }

  /// The option of `clause` (indices of `line`, without blanks around it) when it is written
  /// as most are, with single spaces: `backlog`, `no backlog`, `ahead`, `no ahead`, `carry
  /// over`, `N times` (N 1-9), `grace N days` and `grace N weeks` (N 0-9), `week starts on
  /// DAY`, letters in any case. Each is matched whole (`HabitsFileLine.isText`), what the word
  /// readers below read the same (about 350 instructions a clause through the words). Nil for
  /// anything else, which the word readers take.
  @inline(__always)
  static func wholeOption(_ line: HabitsFileLine, _ clause: Range<Int>) -> CommonOption? {
    let (start, end) = (clause.lowerBound, clause.upperBound)
    switch clause.count {
    case 5: return line.isText(clause, "ahead") ? .ahead(true) : nil
    case 7:
      if line.isText(clause, "backlog") { return .backlog(true) }
      let count = line[start] &- 0x31
      return count < 9 && line.isText((start &+ 1)..<end, " times") ? .goal(Int(count) &+ 1) : nil
    case 8: return line.isText(clause, "no ahead") ? .ahead(false) : nil
    case 10: return line.isText(clause, "no backlog") ? .backlog(false) : line.isText(clause, "carry over") ? .carryOver : nil
    case 12, 13:
      let amount = line[start &+ 6] &- 0x30
      guard amount < 10, line.isText(start..<(start &+ 6), "grace ") else { return nil }
      if line.isText((start &+ 7)..<end, " days") { return .grace(Grace(amount: Int(amount), unit: .day)) }
      return line.isText((start &+ 7)..<end, " weeks") ? .grace(Grace(amount: Int(amount), unit: .week)) : nil
    case 16...:
      guard line.isText(start..<(start &+ 15), "week starts on ") else { return nil }
      let day = (start &+ 15)..<end
      // A weekday's name has no blank: one would end the word the word reader reads.
      guard line.firstIndex(of: 0x20, or: 0x09, in: day) == nil, let weekday = line.weekday(day) else { return nil }
      return .weekStart(weekday)
    default: return nil
    }
  }

  /// `("since" | "from" | "starting" | ...) ["on"] DATE` and `("until" | "till" | ...) ["on"]
  /// DATE`, with a date that exists (`HabitsFileLine.isoDate`). `from` stays apart from `since`: on a
  /// habit's later line it marks a change of schedule.
  private static func datedOption(_ line: HabitsFileLine, _ words: inout ClauseWords) -> CommonOption? {
    let (isFrom, isUntil): (Bool, Bool)
    if words.consume("from") {
      (isFrom, isUntil) = (true, false)
    } else if words.consume("since") || words.consume("starting") || words.consume("starts") || words.consume("start")
      || words.consume("started")
    {
      (isFrom, isUntil) = (false, false)
    } else if words.consume("until") || words.consume("till") || words.consume("through") {
      (isFrom, isUntil) = (false, true)
    } else if words.consume("ending") || words.consume("ends") || words.consume("end") {
      // `ends after N occurrences` is the general path's.
      guard !words.isAt("after") else { return nil }
      (isFrom, isUntil) = (false, true)
    } else {
      return nil
    }
    words.consume("on")
    guard let date = words.peek, let day = line.isoDate(date) else { return nil }
    words.advance()
    return isFrom ? .from(day) : isUntil ? .until(day) : .since(day)
  }

  /// The switches: `backlog`, `no backlog`, `ahead`, `no ahead`, `completing ahead`, `carry
  /// over` and their other spellings (`catch-up`, `without`, `no completing ahead`, `carryover`).
  private static func switchOption(_ words: inout ClauseWords) -> CommonOption? {
    if words.consume("no") || words.consume("without") {
      if words.consume("backlog") || words.consume("catch-up") || words.consume("catchup") { return .backlog(false) }
      words.consume("completing")
      return words.consume("ahead") ? .ahead(false) : nil
    }
    if words.consume("backlog") || words.consume("catch-up") || words.consume("catchup") { return .backlog(true) }
    if words.consume("ahead") { return .ahead(true) }
    if words.consume("completing") { return words.consume("ahead") ? .ahead(true) : nil }
    if words.consume("carry-over") || words.consume("carryover") { return .carryOver }
    if words.consume("carry") { return words.consume("over") ? .carryOver : nil }
    return nil
  }

  /// `N ("times" | "time" | "x") [("a" | "per" | "each") "day" | "daily"]`, a goal of 1 to
  /// 1,000,000 completions a due day.
  private static func goalOption(_ words: inout ClauseWords) -> CommonOption? {
    guard let count = words.number(), words.consume("times") || words.consume("time") || words.consume("x"),
      (1...1_000_000).contains(count)
    else { return nil }
    if words.consume("a") || words.consume("per") || words.consume("each") {
      guard words.consume("day") else { return nil }
    } else {
      words.consume("daily")
    }
    return .goal(count)
  }

  /// `"grace" ["period" | "of"] N [("day" | "week" | "month" | "year") ["s"]]`, N from 0 to
  /// 10,000.
  private static func graceOption(_ words: inout ClauseWords) -> CommonOption? {
    guard words.consume("grace") else { return nil }
    _ = words.consume("period") || words.consume("of")
    guard let amount = words.number(), (0...10_000).contains(amount) else { return nil }
    let unit: Grace.Unit
    if words.isAtEnd || words.consume("day") || words.consume("days") {
      unit = .day
    } else if words.consume("week") || words.consume("weeks") {
      unit = .week
    } else if words.consume("month") || words.consume("months") {
      unit = .month
    } else if words.consume("year") || words.consume("years") {
      unit = .year
    } else {
      return nil
    }
    return .grace(Grace(amount: amount, unit: unit))
  }

  /// `("week" | "weeks") ("starts" | "start" | "begins" | "begin") ["on"] WEEKDAY`.
  private static func weekStartOption(_ line: HabitsFileLine, _ words: inout ClauseWords) -> CommonOption? {
    guard words.consume("week") || words.consume("weeks"),
      words.consume("starts") || words.consume("start") || words.consume("begins") || words.consume("begin")
    else { return nil }
    words.consume("on")
    guard let word = words.peek, let day = line.weekday(word) else { return nil }
    words.advance()
    return .weekStart(day)
  }
}
