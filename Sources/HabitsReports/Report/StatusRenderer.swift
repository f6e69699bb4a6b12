import HabitsKit

/// Renders the board: aligned text for people, JSON for programs.
package struct StatusRenderer {
  /// Colours, or none.
  package var palette: Palette
  /// Whether to use ASCII glyphs.
  package var ascii: Bool
  /// The terminal width to fit.
  package var width: Int

  /// Creates a renderer.
  package init(palette: Palette = .plain, ascii: Bool = false, width: Int = 80) {
    self.palette = palette
    self.ascii = ascii
    self.width = width
  }

  /// The summary line only (for prompts and hooks).
  package func short(_ report: StatusReport) -> String {
    TextJoin.join(Attention.allCases.map { StatusRenderer.countWords($0, in: report) }, separator: " · ") + "\n"
  }

  /// "1 needs attention", "7 need attention": the count of habits in `attention`, with the verb
  /// agreeing with it.
  static func countWords(_ attention: Attention, in report: StatusReport) -> String {
    let n = report.count(attention)
    guard attention == .needsAttention, n != 1 else { return "\(n) \(attention.words)" }
    return "\(n) need attention"
  }

  /// The board: a heading, one line per habit, the summary, and the warnings.
  package func text(_ report: StatusReport) -> String {
    var out = palette.paint(DayText.weekdayAndDate(report.date), .bold)
    // Room for the board at once: growing it a few times as rows were appended copied it.
    out.reserveCapacity(256 + 96 * report.rows.count)
    if report.date != report.today { out += palette.paint("  (today is \(report.today))", .dim) }
    out += "\n\n"
    if report.rows.isEmpty {
      out += "No habits yet: add one to the habits file, e.g. 'Meditate: every day'.\n"
      return out
    }
    let todos = report.rows.map { StatusRenderer.todoWords($0, date: report.date, today: report.today) }
    let layout = Layout.choose(for: report.rows, todos: todos, width: width)
    for (row, todo) in zip(report.rows, todos) {
      // Appended piece by piece: no temporary string per column.
      out += " "
      out += palette.paint(StatusGlyph.glyph(row.status, ascii: ascii), StatusGlyph.style(row.status))
      out += " "
      out += DisplayWidth.padRight(DisplayWidth.truncate(row.name, to: layout.nameWidth), to: layout.nameWidth)
      out += "  "
      if layout.showsStatusWords {
        out += palette.paint(DisplayWidth.padRight(row.status.words, to: layout.statusWidth), StatusGlyph.style(row.status))
        out += "  "
      }
      let streak = layout.streakText(row.currentStreak)
      if streak.isEmpty {
        // A row without a streak lends its streak column to what to do, so a long text
        // ("catch up: 1 left this fortnight") is cut only when even that is too narrow.
        out += DisplayWidth.truncate(todo, to: layout.todoWidth + layout.streakColumnWidth)
      } else {
        out += DisplayWidth.padRight(DisplayWidth.truncate(todo, to: layout.todoWidth), to: layout.todoWidth)
        out += "  "
        out += streak
      }
      out += "\n"
    }
    out += "\n" + summaryLine(report) + "\n"
    if !report.warnings.isEmpty {
      out += "\n" + palette.paint("Warnings:", .boldYellow) + "\n"
      for warning in report.warnings {
        out += "  " + DisplayWidth.truncate(StatusRenderer.words(warning, date: report.date), to: max(20, width - 2)) + "\n"
      }
    }
    return out
  }

  /// Column widths for the board, and which optional parts fit: at narrow widths the streak
  /// is shortened first, then the status words go (the symbol still says it), and only then
  /// are names and what-to-do truncated.
  struct Layout {
    var showsStatusWords: Bool
    var longStreaks: Bool
    var nameWidth: Int
    var statusWidth: Int
    var todoWidth: Int
    /// The streak column with its leading gap, 0 when no row has a streak.
    var streakColumnWidth = 0

    func streakText(_ days: Int) -> String {
      guard days > 0 else { return "" }
      return longStreaks ? "\(days)-day streak" : "\(days)d"
    }

    static func choose(for rows: [StatusReport.Row], todos: [String], width: Int) -> Layout {
      let names = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
      let statuses = rows.map { DisplayWidth.of($0.status.words) }.max() ?? 0
      let todos = todos.map { DisplayWidth.of($0) }.max() ?? 0
      let longest = rows.map(\.currentStreak).max() ?? 0
      for (words, long) in [(true, true), (true, false), (false, false)] {
        var layout = Layout(showsStatusWords: words, longStreaks: long, nameWidth: names, statusWidth: statuses, todoWidth: todos)
        let streak = DisplayWidth.of(layout.streakText(longest))
        layout.streakColumnWidth = streak > 0 ? 2 + streak : 0
        // " G " + name + "  " + [status + "  "] + todo + ["  " + streak]
        let fixed = 3 + 2 + (words ? statuses + 2 : 0) + (streak > 0 ? 2 + streak : 0)
        if fixed + names + todos <= width { return layout }
        // Cutting the longest few what-to-do texts is better than losing a column, as long
        // as the column keeps room for the usual ones ("catch up: 2 left this week").
        if width - fixed - names >= 24 {
          layout.todoWidth = width - fixed - names
          return layout
        }
        if !words {
          let available = max(14, width - fixed)
          layout.nameWidth = min(names, max(8, available / 3))
          layout.todoWidth = max(6, available - layout.nameWidth)
          return layout
        }
      }
      fatalError("unreachable: the last layout always returns")
    }
  }

  private func summaryLine(_ report: StatusReport) -> String {
    func style(_ attention: Attention) -> Palette.Style {
      switch attention {
      case .onTrack: .green
      case .notLogged: .bold
      case .needsAttention: .boldRed
      }
    }
    func part(_ attention: Attention) -> String {
      palette.paint(StatusRenderer.countWords(attention, in: report), report.count(attention) > 0 ? style(attention) : nil)
    }
    // The states in `Attention.allCases` order, written out: the `[Attention]` that
    // `allCases` builds had its metadata made at run time, about 12K instructions.
    return part(.onTrack) + " · " + part(.notLogged) + " · " + part(.needsAttention)
  }

  /// The board as JSON (docs/json.md, "status").
  package func json(_ report: StatusReport) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", report.today.description)
    w.write("date", report.date.description)
    StatusRenderer.writeRows(report.rows, date: report.date, today: report.today, into: &w)
    w.beginObject("summary")
    for attention in Attention.allCases { w.write(attention.rawValue, report.count(attention)) }
    w.endObject()
    w.beginArray("warnings")
    for warning in report.warnings { w.write(nil, StatusRenderer.words(warning, date: report.date)) }
    w.endArray()
    w.beginArray("findings")
    for warning in report.warnings { StatusRenderer.write(warning, into: &w) }
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }

  /// A warning line: "Vitamins: due today to keep a 12-day streak", with days said relative
  /// to `date`, the day shown.
  package static func words(_ warning: StatusReport.Warning, date: Day) -> String {
    switch warning {
    case .streakAtStake(let name, let streak):
      return "\(name): due today to keep a \(streak.days)-day streak"
    case .notEnoughFreeDays(let name, let backlog, let free, let period, let noun):
      return "\(name): \(backlog) behind but only \(DayText.count(free, "free day")) left this \(noun) "
        + "(until \(DayText.relative(period.upperBound, from: date)))"
    case .overLimit(let name, let day):
      return "\(name): needs attention: over limit \(DayText.monthDay(day, from: date))"
    case .lastLogged(let name, let day):
      return "\(name): needs attention: last logged \(DayText.monthDay(day, from: date))"
    case .unloggedSince(let name, let day):
      return "\(name): needs attention: nothing logged since \(DayText.monthDay(day, from: date))"
    }
  }

  /// A warning as the facts it states (docs/json.md, "status", `findings`): every key in every
  /// entry, null where it does not apply to the kind.
  static func write(_ warning: StatusReport.Warning, into w: inout JSONWriter) {
    var streak: Streak?
    var backlog: Int?
    var free: Int?
    var period: ClosedRange<Day>?
    var day: Day?
    let kind: String
    switch warning {
    case .streakAtStake(_, let s):
      kind = "streak_at_stake"
      streak = s
    case .notEnoughFreeDays(_, let b, let f, let p, _):
      kind = "not_enough_free_days"
      (backlog, free, period) = (b, f, p)
    case .overLimit(_, let d):
      kind = "over_limit"
      day = d
    case .lastLogged(_, let d):
      kind = "last_logged"
      day = d
    case .unloggedSince(_, let d):
      kind = "unlogged_since"
      day = d
    }
    w.beginObject()
    w.write("habit", warning.habit)
    w.write("kind", kind)
    w.write("streak", streak: streak)
    w.write("backlog", backlog.map { JSONWriter.Value.int($0) } ?? .null)
    w.write("free_days", free.map { JSONWriter.Value.int($0) } ?? .null)
    w.write("period", range: period)
    w.write("date", day?.description)
    w.endObject()
  }

  /// The `habits` array of the board's JSON: one object per row (docs/json.md, "status").
  static func writeRows(_ rows: [StatusReport.Row], date: Day, today: Day, into w: inout JSONWriter) {
    w.beginArray("habits")
    for row in rows {
      w.beginObject()
      w.write("habit", row.name)
      w.write("status", row.status.rawValue)
      w.write("count", row.count)
      w.writeAmount(row.count, unit: row.unit)
      w.write("due", row.isDue)
      if let line = row.line { w.write("line", line) }
      w.write("backlog", row.backlog)
      w.write("ahead", row.ahead)
      w.write("next_due", row.nextDue?.description)
      w.beginObject("streak")
      w.write("current", row.currentStreak)
      w.write("longest", row.longestStreak)
      w.endObject()
      w.write("attention", row.attention.rawValue)
      w.write("todo", todoWords(row, date: date, today: today))
      w.write("goal", row.goal.map { JSONWriter.Value.int($0) } ?? .null)
      w.write("left", row.left.map { JSONWriter.Value.int($0) } ?? .null)
      w.write("period", range: row.period)
      w.endObject()
    }
    w.endArray()
  }
}
