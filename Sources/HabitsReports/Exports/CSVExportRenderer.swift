import HabitsKit

/// Every habit's every day as RFC 4180 CSV (`habits export csv`), for a spreadsheet or pandas.
///
/// The first row is the header `date,habit,status,count,amount,unit,note,line`; then one row
/// per habit and day, habit by habit in file order, each from its start (or the first day
/// asked for, whichever is later) through the last day asked for, in date order. The columns:
/// - `date`: ISO 8601 (`2026-11-22`);
/// - `habit`: the name as written in the habits file;
/// - `status`: as in JSON (`completed`, `not_due`, ...; docs/json.md);
/// - `count`: what was logged that day, as JSON's `count` (completions, or a limit's
///   occurrences; for a habit with a unit, thousandths of the unit);
/// - `amount`, `unit`: for a habit with a unit on its line in force, the day's amount in that
///   unit as a decimal (`4.5`) and the unit (`km`); empty for other habits;
/// - `note`: the notes of the day's entries (`ReportAnnotations.notes`), empty without;
/// - `line`: the number of the habits-file line in force that day (the habit's line, or the
///   `from` line of a change), on every row.
/// Rows end in CRLF, as RFC 4180 says; a field holding a comma, a double quote or a line
/// break is put in double quotes, a double quote inside doubled. Nothing else is changed: a
/// name is written as it is, even one a spreadsheet could take for a formula.
package struct CSVExportRenderer: Sendable {
  /// The header row.
  package static let header = "date,habit,status,count,amount,unit,note,line"

  /// Reads the notes of an analysed habit's entries over a range, by day.
  let notes: @Sendable (HabitAnalysis, ClosedRange<Day>) -> [Day: String]

  /// A renderer whose `note` column comes from `notes` (by default the reports' one source).
  package init(
    notes: @escaping @Sendable (HabitAnalysis, ClosedRange<Day>) -> [Day: String] = ReportAnnotations.notes(of:in:)
  ) {
    self.notes = notes
  }

  /// The table of `analyses` (computed at least through `to`), each habit from its start or
  /// `from`, whichever is later, through `to`: the header, then its rows.
  package func csv<Analyses: Sequence<HabitAnalysis>>(_ analyses: Analyses, from: Day?, to: Day) -> String {
    var out = TextBuffer(capacity: 1 << 16)
    out.append(CSVExportRenderer.header + "\r\n")
    for a in analyses {
      let first = max(a.timeline.first, from ?? a.timeline.first)
      guard first <= to else { continue }
      let name = CSVExportRenderer.field(a.habit.name)
      let notes = self.notes(a, first...to)
      var line = a.line(on: first)
      var unit = a.habit(on: first).unit
      // The next change, found among the eras' starts by a binary search: asking the eras for
      // the first that starts later copied every era before it at every change (eras times
      // changes copies of a line; 165 M instructions of 857 M on fifty habits of two hundred
      // changes each, callgrind).
      var nextChange = a.timeline.nextEraStart(after: first)
      for day in stride(from: first, through: to, by: 1) {
        if let change = nextChange, day >= change {
          line = a.line(on: day)
          unit = a.habit(on: day).unit
          nextChange = a.timeline.nextEraStart(after: day)
        }
        let count = a.timeline.count(on: day)
        out.append(day.description)
        out.append(",")
        out.append(name)
        out.append(",")
        out.append(a.status(on: day).rawValue)
        out.append(",")
        out.appendDecimal(count)
        out.append(",")
        if let unit {
          out.append(Amount.text(count))
          out.append(",")
          out.append(CSVExportRenderer.field(unit))
        } else {
          out.append(",")
        }
        out.append(",")
        if let note = notes[day] { out.append(CSVExportRenderer.field(note)) }
        out.append(",")
        out.appendDecimal(line)
        out.append("\r\n")
      }
    }
    return out.text
  }

  /// `text` as one field: as it is, or in double quotes (a quote inside doubled) when it holds
  /// a comma, a double quote, a carriage return or a line feed.
  package static func field(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return text }
    var quoted = "\""
    for character in text.unicodeScalars {
      if character == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(character)
    }
    return quoted + "\""
  }
}
