/// Days as people say them in reports: "Thu" within the coming week, "Jan 2" within the year,
/// "Jan 2, 2028" further out.
package enum DayText {
  /// `day` said relative to `reference`: "today", a weekday name within the next six days,
  /// otherwise "Jan 2".
  package static func relative(_ day: Day, from reference: Day) -> String {
    let distance = day - reference
    if distance == 0 { return "today" }
    if distance >= 1 && distance <= 6 { return day.weekday.shortName }
    return monthDay(day, from: reference)
  }

  /// "Jan 2", with the year when it differs from `reference`'s.
  package static func monthDay(_ day: Day, from reference: Day) -> String {
    let c = day.civil
    var text = MonthName.short(c.month)
    // Appended in place (the text stays a small string, stored inline): joining four strings
    // with `+` cost about 900 instructions a date of `streaks`.
    text += " "
    text += String(c.day)
    if c.year != reference.year {
      text += ", "
      text += year(c.year)
    }
    return text
  }

  /// A year as dates write it, four digits (years are 0000-9999): "2026", "0000", "0042".
  package static func year(_ year: Int) -> String {
    let digits = String(year)
    return year >= 0 && digits.count < 4 ? String(repeating: "0", count: 4 - digits.count) + digits : digits
  }

  /// "Sun 2026-11-22".
  package static func weekdayAndDate(_ day: Day) -> String {
    var out = TextBuffer(capacity: 14)
    appendWeekdayAndDate(day, to: &out)
    return out.text
  }

  /// Appends "Sun 2026-11-22" to `out`, its fourteen bytes written in place: the weekday, a
  /// space and the date appended as three strings cost about 1,000 instructions a day of
  /// `history`, this about 150.
  package static func appendWeekdayAndDate(_ day: Day, to out: inout TextBuffer) {
    let c = day.civil
    guard (0...9999).contains(c.year) else {
      out.append(day.weekday.shortName + " " + day.description)
      return
    }
    let name = day.weekday.shortName
    out.appendBytes(count: 14) { buffer in
      var index = 0
      for byte in name.utf8 where index < 3 {
        buffer[index] = byte
        index += 1
      }
      buffer[3] = 0x20
      Day.writeISO(c, into: buffer, at: 4)
    }
  }

  /// "1 day", "3 days".
  package static func count(_ n: Int, _ noun: String) -> String {
    // Appended in place: the interpolation cost about 800 instructions.
    var text = String(n)
    text += " "
    text += noun
    if n != 1 { text += "s" }
    return text
  }

  /// The indefinite article before `n` said as a number: "an" where it starts with a vowel
  /// sound (an 8-day, an 11-day, an 18-day, an 80-day, an 800-day, an 11,000-day streak), "a"
  /// otherwise (a 1-day, a 110-day, a 1,800-day streak). Numbers are said by groups of three
  /// digits, so the leading group decides: eleven and eighteen, or a group starting with 8.
  package static func article(for n: Int) -> String {
    var lead = n
    while lead >= 1000 { lead /= 1000 }
    if lead == 11 || lead == 18 { return "an" }
    var first = lead
    while first >= 10 { first /= 10 }
    return first == 8 ? "an" : "a"
  }
}
