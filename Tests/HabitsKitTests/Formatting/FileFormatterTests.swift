import Testing

@testable import HabitsKit

/// The canonical layout (grammar.md, "The canonical layout"), one row per kind of line: what a
/// ragged line becomes, and that the canonical one stays.
@Suite struct FileFormatterTests {
  /// (ragged habits-file text, its canonical layout).
  static let habitsCases: [(String, String)] = [
    // Habits: every schedule kind, with ragged separators.
    ("Meditate :every day\n", "Meditate: every day\n"),
    ("Gym:Mon ,Wed,  Fri\n", "Gym: Mon, Wed, Fri\n"),
    ("Journal:\tweekdays\n", "Journal: weekdays\n"),
    ("Read:   4   days a  week\n", "Read: 4 days a week\n"),
    ("Budget: monthly on the 1st ,and 15th\n", "Budget: monthly on the 1st, and 15th\n"),
    ("Review: monthly on the 1st,2nd Monday and last day\n", "Review: monthly on the 1st, 2nd Monday and last day\n"),
    ("Swim: 3 on 2 off ;since 2026-09-01\n", "Swim: 3 on 2 off; since 2026-09-01\n"),
    ("Plants: every 3 days;since 2026-09-01\n", "Plants: every 3 days; since 2026-09-01\n"),
    ("Retro: every 2 weeks on Fri ; since 2026-09-04\n", "Retro: every 2 weeks on Fri; since 2026-09-04\n"),
    ("Bills: quarterly on the 15th;since 2026-01-15\n", "Bills: quarterly on the 15th; since 2026-01-15\n"),
    ("Haircut: every 4 weeks after last\n", "Haircut: every 4 weeks after last\n"),
    ("Smoke: never ;  -5 points\n", "Smoke: never; -5 points\n"),
    ("Sweets: at most 2 a week\n", "Sweets: at most 2 a week\n"),
    ("Taxes: yearly on Apr 15 ,Oct 15\n", "Taxes: yearly on Apr 15, Oct 15\n"),
    ("Passport: every 10 years on Mar 15; since 2026-03-15\n", "Passport: every 10 years on Mar 15; since 2026-03-15\n"),
    ("Climb: 3 in any 7 days\n", "Climb: 3 in any 7 days\n"),
    ("Weight: tracked;kg\n", "Weight: tracked; kg\n"),
    ("Dentist: on 2026-12-01 ,2027-06-01\n", "Dentist: on 2026-12-01, 2027-06-01\n"),
    ("Call mom :every 2nd Sunday\n", "Call mom: every 2nd Sunday\n"),
    ("Games: last  Friday of the month\n", "Games: last Friday of the month\n"),
    ("Hike:weekends\n", "Hike: weekends\n"),
    ("Checkup: every 6 months on the 15th;since 2026-05-15\n", "Checkup: every 6 months on the 15th; since 2026-05-15\n"),
    ("Planning: quarterly on the 1st Monday ;since 2026-08-01\n", "Planning: quarterly on the 1st Monday; since 2026-08-01\n"),
    ("Takeout: at most 2 in any 14 days;since 2026-11-01\n", "Takeout: at most 2 in any 14 days; since 2026-11-01\n"),
    ("Passport: once on 2027-03-15\n", "Passport: once on 2027-03-15\n"),
    ("Mood: tracked; since 2026-11-16;  2 points\n", "Mood: tracked; since 2026-11-16; 2 points\n"),
    // Options: limits, amounts, since, at HH:MM, points, priority, tags, and the rest.
    ("Run: Mon,Wed;5 km;  15 points ;at 07:30\n", "Run: Mon, Wed; 5 km; 15 points; at 07:30\n"),
    ("Gym: daily; priority   do first;tags  outdoor ,morning\n", "Gym: daily; priority do first; tags outdoor, morning\n"),
    ("Gym: Mon;grace 2 weeks;periods from start;no ahead;week starts on  Sunday\n", "Gym: Mon; grace 2 weeks; periods from start; no ahead; week starts on Sunday\n"),
    ("Swim: daily; until 2026-12-31;for 10 occurrences\n", "Swim: daily; until 2026-12-31; for 10 occurrences\n"),
    ("Walk: every day;backlog;ahead;carry over;grace 3 days\n", "Walk: every day; backlog; ahead; carry over; grace 3 days\n"),
    ("Challenge: every day;since 2026-01-01 ;ends after 30 occurrences\n", "Challenge: every day; since 2026-01-01; ends after 30 occurrences\n"),
    ("Pushups: every day ; 3 times ;\n", "Pushups: every day; 3 times;\n"),
    // A habit's name keeps its inner blanks: it is shown as spelt.
    ("Deep  clean :  3 days a month\n", "Deep  clean: 3 days a month\n"),
    // Change lines.
    ("Gym: Mon, Wed, Fri\nGym :Tue,Thu;from 2026-11-09\n", "Gym: Mon, Wed, Fri\nGym: Tue, Thu; from 2026-11-09\n"),
    // Headings, rewards, settings.
    ("[  Health ]\nFloss: daily\n", "[Health]\nFloss: daily\n"),
    ("Gym: daily; 10 points\n[ rewards ]\nMovie  night :50   points\n", "Gym: daily; 10 points\n[rewards]\nMovie  night: 50 points\n"),
    ("week   starts on  Sunday\n", "week starts on Sunday\n"),
    // A habit called "week start" would become the setting: kept as written.
    ("week start :Sunday\n", "week start :Sunday\n"),
    ("Week starts :daily\n", "Week starts :daily\n"),
    ("week-start:   Sunday\n", "week-start: Sunday\n"),
    ("day  ends at   04:00\n", "day ends at 04:00\n"),
    ("allow  never-due-in-some-months ,past-one-off\nPay: monthly on the 31st\n", "allow never-due-in-some-months, past-one-off\nPay: monthly on the 31st\n"),
    // The settings line as the parser reads it: codes in any case; without a code it is an
    // error, left as written.
    ("ALLOW  Never-Due-In-Some-Months ,past-one-off\n", "ALLOW Never-Due-In-Some-Months, past-one-off\n"),
    ("allow   \nGym : Mon\n", "allow   \nGym: Mon\n"),
    // Comments: aligned in a block, at most at column 60; full-line ones kept.
    ("A: daily # one\nBee: daily    # two\n\nC: daily#three\n", "A: daily    # one\nBee: daily  # two\n\nC: daily  #three\n"),
    ("# heading comment  \nA: daily\n", "# heading comment\nA: daily\n"),
    ("A: daily  # first\n   # more of it\n", "A: daily  # first\n          # more of it\n"),
    ("  # indented, no trailing comment in its block\nA: daily\n", "# indented, no trailing comment in its block\nA: daily\n"),
    ("A: daily # a\n" + "Long: every day; since 2026-01-01; until 2026-12-31; tags one, two # b\n",
     "A: daily" + String(repeating: " ", count: 51) + "# a\n" + "Long: every day; since 2026-01-01; until 2026-12-31; tags one, two  # b\n"),
    // Ends: trailing blank lines go, a final newline comes, line endings stay.
    ("A: daily\n\n\n  \n", "A: daily\n"),
    ("A: daily", "A: daily\n"),
    ("A :daily\r\nB: daily\r\n\r\n", "A: daily\r\nB: daily\r\n"),
    ("A :daily\r\nB: daily", "A: daily\r\nB: daily\r\n"),
    ("A :daily\rB: daily\n", "A: daily\rB: daily\n"),
    ("\u{FEFF}A :daily\n", "\u{FEFF}A: daily\n"),
    ("", ""),
    ("\n\n", ""),
    // Lines with a parse error stay exactly as written.
    ("Gym Mon   \nA :daily\n", "Gym Mon   \nA: daily\n"),
    ("Gym: Mon ,Funday  # x\n", "Gym: Mon ,Funday  # x\n"),
    ("Ratio 3:1 : every day\n", "Ratio 3:1 : every day\n"),
  ]

  @Test("habits-file lines take their canonical layout", arguments: habitsCases.indices)
  func habitsLines(index: Int) {
    let (input, expected) = Self.habitsCases[index]
    #expect(formatted(input, as: .habits) == expected)
    #expect(formatted(expected, as: .habits) == expected, "idempotent")
  }

  static let logCases: [(String, String)] = [
    ("2026-11-20   Meditate ,Gym\n", "2026-11-20 Meditate, Gym\n"),
    ("  2026-11-20\tGym x2,Pushups x3\n", "2026-11-20 Gym x2, Pushups x3\n"),
    ("2026-11-20 Run 5.2 km , Water 1.5l\n", "2026-11-20 Run 5.2 km, Water 1.5l\n"),
    ("2026-11-20 Mood 7\n", "2026-11-20 Mood 7\n"),
    ("2026-11-20  Weight 80.7 kg ,Mood 7\n", "2026-11-20 Weight 80.7 kg, Mood 7\n"),
    ("2026-12-20  vacation Gym ,Swim until 2026-12-27\n", "2026-12-20 vacation Gym, Swim until 2026-12-27\n"),
    // A keyword line whose directive reading fails stays as written: a blank after its comma
    // would move the error (found by the fuzzer).
    ("2026-12-20 vacation until 2027,01-02\n", "2026-12-20 vacation until 2027,01-02\n"),
    ("2026-12-20   skip ,Gym\n", "2026-12-20   skip ,Gym\n"),
    ("2026-12-20 vacation\n2027-01-10   resume\n2026-12-24 skip  Gym\n", "2026-12-20 vacation\n2027-01-10 resume\n2026-12-24 skip  Gym\n"),
    ("2026-11-22 redeem   Movie night x2\n", "2026-11-22 redeem   Movie night x2\n"),
    ("2026-11-22 Skip rope ,Gym\n", "2026-11-22 Skip rope, Gym\n"),
    // Names keep their blanks.
    ("2026-11-20 Deep   clean\n", "2026-11-20 Deep   clean\n"),
    // Notes two spaces after their entries, never aligned (as `habits log --note` writes
    // them), the text unchanged; a directive is a comment like any other.
    ("# habits: Gym\n2026-11-20 Gym # felt calm  \n2026-11-21 Gym, Read#  tired\n", "# habits: Gym\n2026-11-20 Gym  # felt calm\n2026-11-21 Gym, Read  #  tired\n"),
    ("2026-11-20 Gym               # felt calm\n2026-11-21 Read  # long\n", "2026-11-20 Gym  # felt calm\n2026-11-21 Read  # long\n"),
    // A comment alone on its line starts it, in a block with notes too.
    ("2026-11-20 Gym  # a\n    # goes on\n", "2026-11-20 Gym  # a\n# goes on\n"),
    ("2026-11-20 Gym  # habits: allow duplicate-entry\n", "2026-11-20 Gym  # habits: allow duplicate-entry\n"),
    // Errors stay as written.
    ("2026-13-01   Gym\n2026-11-20   Gym\n", "2026-13-01   Gym\n2026-11-20 Gym\n"),
    ("2026-11-20 Gym x0 ,Read\n", "2026-11-20 Gym x0 ,Read\n"),
    ("<<<<<<< HEAD  \n2026-11-20  Gym\n", "<<<<<<< HEAD  \n2026-11-20 Gym\n"),
  ]

  @Test("log lines take their canonical layout", arguments: logCases.indices)
  func logLines(index: Int) {
    let (input, expected) = Self.logCases[index]
    #expect(formatted(input, as: .log) == expected)
    #expect(formatted(expected, as: .log) == expected, "idempotent")
  }

  @Test("a file is a log when its first line of code starts with a date")
  func detection() {
    func kind(_ text: String) -> FormatFileKind { FormatFileKind.detect(FileBytes(Array(text.utf8))) }
    #expect(kind("# habits: Gym\n\n2026-11-20 Gym\n") == .log)
    #expect(kind("  2026-11-20 Gym\n") == .log)
    #expect(kind("\u{FEFF}2026-11-20 Gym\n") == .log)
    #expect(kind("2026-02-30 Gym\n") == .log)
    #expect(kind("Gym: daily\n2026-11-20 Gym\n") == .habits)
    #expect(kind("# 2026-11-20\nweek starts on Sunday\n") == .habits)
    #expect(kind("") == .habits)
    #expect(kind("2026-11-2 Gym\n") == .habits)
  }

  @Test("a line with a parse error is named, once, with its first error")
  func errorsNamed() {
    let result = FileFormatter.format(SourceFile(path: "habits.txt", text: "Gym Mon\nA: daily\nB: Funday, Moonday\n"), as: .habits)
    #expect(result.errors.map(\.range.start.line) == [1, 3])
    #expect(result.errors.map(\.severity) == [.error, .error])
    #expect(result.changed == false)
  }

  @Test("a line that is not UTF-8 is kept byte for byte, the others formatted")
  func invalidBytes() {
    let input: [UInt8] = Array("Gym :daily\n".utf8) + [0x42, 0xFF, 0x3A, 0x20, 0x20, 0x0A] + Array("2026-11-20  Gym\n".utf8)
    let result = FileFormatter.format(SourceFile(path: "habits.txt", bytes: input), as: .habits)
    #expect(result.bytes == Array("Gym: daily\n".utf8) + [0x42, 0xFF, 0x3A, 0x20, 0x20, 0x0A] + Array("2026-11-20  Gym\n".utf8))
    #expect(result.errors.map(\.code) == [.invalidEncoding, .syntax])
  }
}
