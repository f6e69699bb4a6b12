import HabitsKit

/// Small pieces of text the views share: short dates, weekday letters, ordinals, wrapping.
package enum ViewText {
  /// "Sun Nov 22", with the year when it differs from `reference`'s ("Thu Jan 1, 2027").
  package static func day(_ day: Day, from reference: Day) -> String {
    day.weekday.shortName + " " + DayText.monthDay(day, from: reference)
  }

  /// "Mon 16", or "Mon Nov 16" when the month differs from `previous`'s (or there is none):
  /// for lists of days within one period.
  package static func listedDay(_ day: Day, after previous: Day?, reference: Day) -> String {
    if let previous, previous.year == day.year, previous.month == day.month {
      return day.weekday.shortName + " " + String(day.dayOfMonth)
    }
    return ViewText.day(day, from: reference)
  }

  /// Days as a comma-separated list, naming the month only where it changes.
  package static func dayList(_ days: [Day], reference: Day, suffix: (Day) -> String = { _ in "" })
    -> String
  {
    var parts: [String] = []
    var previous: Day?
    for day in days {
      parts.append(listedDay(day, after: previous, reference: reference) + suffix(day))
      previous = day
    }
    return TextJoin.join(parts, separator: ", ")
  }

  /// The one-letter weekday ("M", "T", ...).
  package static func letter(_ weekday: Weekday) -> String { String(weekday.name.prefix(1)) }

  /// The two-letter weekday ("Mo", "Tu", ...).
  package static func twoLetters(_ weekday: Weekday) -> String { String(weekday.name.prefix(2)) }

  /// "November 2026".
  package static func monthTitle(_ first: Day) -> String {
    MonthName.full[first.month - 1] + " " + DayText.year(first.year)
  }

  /// "first", "second", ... "tenth", then "11th", "12th", "21st".
  package static func ordinal(_ n: Int) -> String {
    let words = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ]
    if n >= 1 && n <= 10 { return words[n - 1] }
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return String(n) + suffix
  }

  /// `text` wrapped at spaces to lines of at most `width` cells; continuation lines are
  /// indented by `indent` spaces. A word longer than a line stays whole.
  package static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    // ASCII text (every footnote the views wrap) is wrapped on its bytes: building the lines
    // with `String +=` cost about 2K instructions a word. Measured with callgrind
    // against the character path alone: 0.22 M instructions of 8.9 M saved on `why` and
    // 0.12 M of 11.1 M on `stats` with the small data set (2.5%, 1.1%).
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return ASCIIWrap.lines(Array(text.utf8), width: width, indent: indent)
    }
    // Other text is split by characters, where a space can be part of a larger character
    // (a space and a combining mark).
    var lines: [String] = []
    var line = ""
    var used = 0
    var hasWord = false
    let pad = String(repeating: " ", count: indent)
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let w = DisplayWidth.of(word)
      if hasWord && used + 1 + w > width {
        lines.append(line)
        line = pad
        used = indent
        hasWord = false
      }
      if hasWord {
        line += " "
        used += 1
      }
      line += String(word)
      used += w
      hasWord = true
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

/// Whether a day lies before, on or after today: views style the three differently.
package enum DayTense: Sendable {
  case past, today, future

  /// The tense of `day` seen from `today`.
  package init(_ day: Day, today: Day) {
    self = day < today ? .past : day == today ? .today : .future
  }

  /// The emphasis of a day's header (weekday letter, date): past days dim, today bold,
  /// future days plain. An extra channel only: today is also bracketed or marked.
  package var headerStyle: Palette.Style? {
    switch self {
    case .past: .dim
    case .today: .bold
    case .future: nil
    }
  }
}
