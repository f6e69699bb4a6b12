import HabitsKit

/// Writes `CalendarExportReport` as an RFC 5545 iCalendar file: one VCALENDAR of VEVENTs.
///
/// An event without a time of day is all-day: `DTSTART;VALUE=DATE` and `DTEND` the next day
/// (a day long, as RFC 5545 takes an all-day event without an end; written out for the
/// calendars that want one). With a time of day it starts at that time in *floating* local
/// time (no TZID: 07:30 wherever the calendar is, as the habits file means it, and no
/// VTIMEZONE to carry), and has no end, which RFC 5545 reads as an event at that instant;
/// UNTIL, RDATE, EXDATE and RECURRENCE-ID then carry the same time. Every event is
/// transparent (a habit does not make its day busy) and stamped (DTSTAMP) with the midnight
/// UTC that begins `today`, so the same files give the same bytes on the same day.
///
/// Text is escaped (`\`, `;`, `,` and line breaks) and every line ends in CRLF and is folded
/// before 76 octets, never inside a UTF-8 character.
package struct ICalendarRenderer: Sendable {
  /// The calendar's name, which calendars show for an imported or subscribed file.
  package var calendarName: String

  /// A renderer; the calendar is called `calendarName`.
  package init(calendarName: String = "Habits") {
    self.calendarName = calendarName
  }

  /// The whole file.
  package func ics(_ report: CalendarExportReport) -> String {
    var out = ContentLines()
    out.line("BEGIN:VCALENDAR")
    out.line("VERSION:2.0")
    out.line("PRODID:-//habits//habits export ical//EN")
    out.line("CALSCALE:GREGORIAN")
    out.line("X-WR-CALNAME:" + ICalendarRenderer.escaped(calendarName))
    let stamp = "DTSTAMP:" + ICalendarRenderer.date(report.today) + "T000000Z"
    for series in report.series {
      // The texts every event of the series repeats, escaped once.
      let texts = SeriesTexts(
        uid: "UID:" + ICalendarRenderer.escaped(series.uid), stamp: stamp, name: ICalendarRenderer.escaped(series.name),
        description: series.description.map { "DESCRIPTION:" + ICalendarRenderer.escaped($0) })
      // A single event has no occurrence to override: its own summary says the status.
      let ownStatus = series.isRecurring ? nil : series.overrides.first { $0.day == series.start }?.status
      event(series, texts, day: series.start, status: ownStatus, recurrenceOf: nil, into: &out)
      guard series.isRecurring else { continue }
      for override in series.overrides {
        event(series, texts, day: override.day, status: override.status, recurrenceOf: override.day, into: &out)
      }
    }
    out.line("END:VCALENDAR")
    return out.text
  }

  /// The content lines (or their values) that every event of a series repeats.
  private struct SeriesTexts {
    /// `UID:...`.
    var uid: String
    /// `DTSTAMP:...`.
    var stamp: String
    /// The name, escaped.
    var name: String
    /// `DESCRIPTION:...`, if any.
    var description: String?
  }

  /// One VEVENT: the series itself (with its rule, dates and exceptions), or when
  /// `recurrenceOf` is given, its override of that occurrence.
  private func event(
    _ series: CalendarExportReport.Series, _ texts: SeriesTexts, day: Day, status: HabitStatus?, recurrenceOf: Day?,
    into out: inout ContentLines
  ) {
    let time = series.time
    /// A property holding days: `NAME;VALUE=DATE:20261123,...`, or date-times with the time.
    func days(_ name: String, _ values: [Day]) {
      let text = values.map { ICalendarRenderer.dateValue($0, time: time) }.joined(separator: ",")
      out.line(name + (time == nil ? ";VALUE=DATE:" : ":") + text)
    }
    out.line("BEGIN:VEVENT")
    out.line(texts.uid)
    out.line(texts.stamp)
    if let recurrenceOf { days("RECURRENCE-ID", [recurrenceOf]) }
    days("DTSTART", [day])
    if time == nil { days("DTEND", [day + 1]) }
    if recurrenceOf == nil {
      if let rule = series.rule {
        out.line("RRULE:" + rule.text(untilText: rule.until.map { ICalendarRenderer.dateValue($0, time: time) }))
      }
      if !series.dates.isEmpty { days("RDATE", series.dates) }
      if !series.excluded.isEmpty { days("EXDATE", series.excluded) }
    }
    out.line("SUMMARY:" + texts.name + (status.map { " (" + $0.words + ")" } ?? ""))
    if let description = texts.description { out.line(description) }
    out.line("TRANSP:TRANSPARENT")
    out.line("END:VEVENT")
  }

  /// `20261123`, or `20261123T073000` with a time of day (floating local time).
  static func dateValue(_ day: Day, time: TimeOfDay?) -> String {
    guard let time else { return date(day) }
    return date(day) + "T" + twoDigits(time.hour) + twoDigits(time.minute) + "00"
  }

  /// `YYYYMMDD` (a year in 0...9999, as every day `habits` knows), its digits written in place:
  /// an export of years holds hundreds of thousands of dates.
  static func date(_ day: Day) -> String {
    let c = day.civil
    return String(unsafeUninitializedCapacity: 8) { buffer in
      /// The ASCII digit of `value`'s `place` (1, 10, 100 or 1000).
      func digit(_ value: Int, _ place: Int) -> UInt8 { UInt8(truncatingIfNeeded: 0x30 + value / place % 10) }
      buffer[0] = digit(c.year, 1000)
      buffer[1] = digit(c.year, 100)
      buffer[2] = digit(c.year, 10)
      buffer[3] = digit(c.year, 1)
      buffer[4] = digit(c.month, 10)
      buffer[5] = digit(c.month, 1)
      buffer[6] = digit(c.day, 10)
      buffer[7] = digit(c.day, 1)
      return 8
    }
  }

  private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }

  /// `text` as an RFC 5545 TEXT value: backslash, semicolon and comma escaped with a
  /// backslash, a line break as `\n`; other control characters (which TEXT may not hold)
  /// dropped.
  static func escaped(_ text: String) -> String {
    // Most names and lines need nothing escaped.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x2C || $0 == 0x3B || $0 == 0x5C }) { return text }
    var result = ""
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\r": result += "\\n"
      case "\n": if !previousWasCR { result += "\\n" }
      case "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Content lines as RFC 5545 writes them: each ends in CRLF, and one longer than 75 octets is
/// folded (CRLF and a space) before the 76th, at a UTF-8 character's start.
struct ContentLines {
  private var buffer = TextBuffer(capacity: 4096)

  /// Appends `line` (without its end), folded.
  mutating func line(_ line: String) {
    if line.utf8.count <= 75 {
      buffer.append(line)
      buffer.append("\r\n")
      return
    }
    let bytes = Array(line.utf8)
    var start = 0
    var room = 75
    while bytes.count - start > room {
      var cut = start + room
      // Back off from the middle of a character: a continuation byte is 10xxxxxx.
      while cut > start + 1 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
      buffer.append(bytes[start..<cut])
      buffer.append("\r\n ")
      start = cut
      // A folded line begins with the space, which counts.
      room = 74
    }
    buffer.append(bytes[start...])
    buffer.append("\r\n")
  }

  /// Everything written.
  var text: String { buffer.text }
}
