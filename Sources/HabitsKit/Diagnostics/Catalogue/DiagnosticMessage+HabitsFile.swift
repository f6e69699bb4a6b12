/// Messages about the habits file's lines: names, schedules and options.
extension DiagnosticMessage {
  // MARK: Lines and names

  /// A habit line without its colon ("Gym every day").
  static var missingColon: DiagnosticMessage { .init(.syntax, "expected ':' after the habit name") }

  /// A habit line with nothing before the colon (": every day").
  static var missingName: DiagnosticMessage { .init(.emptyName, "expected a habit name before ':'") }

  /// A habit line with nothing after the colon ("Gym:").
  static var missingSchedule: DiagnosticMessage { .init(.emptySchedule, "expected a schedule after ':'") }

  /// A name with a separator of the log in it: "a habit name cannot contain ','".
  static func nameContains(_ separator: String) -> DiagnosticMessage {
    .init(.invalidName, "a habit name cannot contain '\(separator)'")
  }

  /// A name that ends like a log count: "a habit name cannot end with a count like 'x2'".
  static func nameEndsWithCount(_ count: String) -> DiagnosticMessage {
    .init(.invalidName, "a habit name cannot end with a count like '\(count)'")
  }

  // MARK: Unknown words

  /// A word where a weekday belongs: "unknown weekday 'Wendsday'".
  static func unknownWeekday(_ word: String) -> DiagnosticMessage { .init(.unknownWeekday, "unknown weekday '\(word)'") }

  /// An ordinal word that is not one ("1rd", "fisrt"): "unknown ordinal '1rd'".
  static func unknownOrdinal(_ word: String) -> DiagnosticMessage { .init(.unknownOrdinal, "unknown ordinal '\(word)'") }

  /// A word where a month belongs: "unknown month 'Jnu'".
  static func unknownMonth(_ word: String) -> DiagnosticMessage { .init(.unknownMonth, "unknown month '\(word)'") }

  /// A schedule that starts with no known word: "unknown schedule 'evry day'".
  static func unknownSchedule(_ text: String) -> DiagnosticMessage { .init(.unknownSchedule, "unknown schedule '\(text)'") }

  /// "every 2 years", which habits does not schedule.

  /// An option after ';' that is not one: "unknown option 'sinse 2026-11-01'".
  static func unknownOption(_ text: String) -> DiagnosticMessage { .init(.unknownOption, "unknown option '\(text)'") }

  /// "every at most 2 a week": a limit inside another schedule.
  static var misplacedLimit: DiagnosticMessage { .init(.syntax, "a limit ('at most ...') is a schedule of its own") }

  /// "on" with nothing after it.
  static var missingDates: DiagnosticMessage { .init(.emptyDateList, "expected at least one date after 'on'") }

  // MARK: Numbers out of range

  /// "every 1001 days is out of range 1...1000".
  static func everyDaysOutOfRange(_ n: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "every \(n) days is out of range 1...1000")
  }

  /// "every 521 weeks is out of range 1...520".
  static func everyWeeksOutOfRange(_ n: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "every \(n) weeks is out of range 1...520")
  }

  /// "'99999999999999999999' is too large a number": more digits than any number has.
  static func numberTooLarge(_ text: String) -> DiagnosticMessage {
    .init(.numberOutOfRange, "'\(text)' is too large a number")
  }

  /// "a window of 400 days is out of range 2...366".
  static func windowOutOfRange(_ days: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "a window of \(DayText.count(days, "day")) is out of range 2...366")
  }

  /// "at least 0 in a window is out of range 1...1000".
  static func windowTimesOutOfRange(_ count: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "at least \(count) in a window is out of range 1...1000")
  }

  /// "every 101 years is out of range 1...100".
  static func everyYearsOutOfRange(_ n: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "every \(n) years is out of range 1...100")
  }

  /// "every 121 months is out of range 1...120".
  static func everyMonthsOutOfRange(_ n: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "every \(n) months is out of range 1...120")
  }

  /// "at most 1001 is out of range 0...1000".
  static func limitOutOfRange(_ count: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "at most \(count) is out of range 0...1000")
  }

  /// "0 days on is out of range 1...1000", in a cycle.
  static func daysOnOutOfRange(_ on: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "\(on) days on is out of range 1...1000")
  }

  /// "1001 days off is out of range 0...1000", in a cycle.
  static func daysOffOutOfRange(_ off: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "\(off) days off is out of range 0...1000")
  }

  /// A cycle with no rest: "'3 on 0 off' has no days off: a cycle needs at least 1".
  static func cycleWithoutDaysOff(on: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "'\(on) on 0 off' has no days off: a cycle needs at least 1")
  }

  /// "8 days a week is out of range 1...7".
  static func daysPerPeriodOutOfRange(_ count: Int, _ period: Schedule.CountPeriod, limit: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "\(count) days a \(period.rawValue) is out of range 1...\(limit)")
  }

  /// "day 32 of the month is out of range 1...31".
  static func dayOfMonthOutOfRange(_ day: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "day \(day) of the month is out of range 1...31")
  }

  /// "a month has at most five Sundays, not 6".
  static func nthWeekdayOutOfRange(_ n: Int, _ weekday: Weekday) -> DiagnosticMessage {
    .init(.numberOutOfRange, "a month has at most five \(weekday.name)s, not \(n)")
  }

  /// A goal of times: "the number of times per due day must be 1...1000000, not '0'".
  static func timesOutOfRange(_ word: String) -> DiagnosticMessage {
    .init(.numberOutOfRange, "the number of times per due day must be 1...1000000, not '\(word)'")
  }

  /// An amount goal of 0 or too much: "the amount per due day must be more than 0 and at most 1000000, not '0'".
  static func amountOutOfRange(_ number: String) -> DiagnosticMessage {
    .init(.numberOutOfRange, "the amount per due day must be more than 0 and at most \(Amount.maximum), not '\(number)'")
  }

  /// "ends after 0 occurrences": "0 occurrences is out of range 1...100000".
  static func occurrencesOutOfRange(_ n: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "\(n) occurrences is out of range 1...100000")
  }

  /// "a grace of 10001 is out of range 0...10000".
  static func graceOutOfRange(_ n: Int) -> DiagnosticMessage {
    .init(.numberOutOfRange, "a grace of \(n) is out of range 0...10000")
  }

  // MARK: Dates and days

  /// A yearly date past its month's end: "February has no day 30".
  static func noSuchDay(_ day: Int, inMonth month: Int) -> DiagnosticMessage {
    .init(.invalidDate, "\(MonthName.full[month - 1]) has no day \(day)")
  }

  /// A yearly date listed twice: "Apr 15 is listed twice".
  static func listedTwice(_ date: MonthDay) -> DiagnosticMessage { .init(.duplicateDay, "\(date.description) is listed twice") }

  /// A date listed twice: "2026-12-01 is listed twice".
  static func listedTwice(_ day: Day) -> DiagnosticMessage { .init(.duplicateDay, "\(day) is listed twice") }

  /// A weekday listed twice: "Monday is listed twice".
  static func listedTwice(_ weekday: Weekday) -> DiagnosticMessage { .init(.duplicateDay, "\(weekday.name) is listed twice") }

  /// A day of the month listed twice: "the 15th is listed twice".
  static func listedTwice(dayOfMonth day: Int) -> DiagnosticMessage {
    .init(.duplicateDay, "the \(Vocabulary.ordinal(day)) is listed twice")
  }

  /// An ordinal weekday listed twice: "the 2nd Sunday is listed twice", "the last Friday is listed twice".
  static func listedTwice(_ item: NthWeekday) -> DiagnosticMessage {
    let ordinal = item.ordinal == NthWeekday.last ? "last" : Vocabulary.ordinal(item.ordinal)
    return .init(.duplicateDay, "the \(ordinal) \(item.weekday.name) is listed twice")
  }

  /// "last day" listed twice.
  static var lastDayListedTwice: DiagnosticMessage { .init(.duplicateDay, "the last day is listed twice") }

  /// A yearly Feb 29.
  static var dueOnlyInLeapYears: DiagnosticMessage { .init(.dueOnlyInLeapYears, "Feb 29 is due only in leap years") }

  /// A habit line named as a setting is spelt ("'week start' is a habit here, not the setting
  /// 'week starts on': the colon makes the line a habit").
  static func settingAsHabit(_ name: String, setting: String) -> DiagnosticMessage {
    .init(.settingAsHabit, "'\(name)' is a habit here, not the setting '\(setting)': the colon makes the line a habit")
  }

  /// The day's end written with a colon, `day ends at: 04:00`, whose time's colon makes the
  /// line no habit either ("the setting is written without a colon: 'day ends at 04:00'").
  static func settingWithColon(_ setting: String) -> DiagnosticMessage {
    .init(.syntax, "the setting is written without a colon: '\(setting)'")
  }
}
