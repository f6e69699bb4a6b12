import HabitsKit

/// Renders the board: aligned text for people, JSON for programs.
package struct StatusRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The summary line only (for prompts and hooks).
  package func short(_ report: StatusReport) -> String {
    var parts = Attention.allCases.map { StatusRenderer.countWords($0, in: report) }
    if let balance = report.balance { parts.append(DayText.count(balance, "point")) }
    if let errors = StatusRenderer.errorWords(report) { parts.append(errors) }
    return TextJoin.join(parts, separator: separator) + "\n"
  }

  /// "1 has errors", "2 have errors", or nil when no habit has errors: the summary's last part.
  static func errorWords(_ report: StatusReport) -> String? {
    let n = report.habitsWithErrors.count
    guard n > 0 else { return nil }
    return "\(n) \(n == 1 ? "has" : "have") errors"
  }

  /// The glyph, status words and what-to-do of a habit with errors: "?", "has errors",
  /// "habits.txt:2 unknown-weekday".
  static let errorGlyph = "?"
  static let errorStatusWords = "has errors"

  /// "1 needs attention", "7 need attention": the count of habits in `attention`, with the verb
  /// agreeing with it.
  static func countWords(_ attention: Attention, in report: StatusReport) -> String {
    let n = report.count(attention)
    guard attention == .needsAttention, n != 1 else { return "\(n) \(attention.words)" }
    return "\(n) need attention"
  }

  /// One line of the board: a habit's row, or a habit with errors.
  struct Line {
    var glyph: String
    var style: Palette.Style?
    var name: String
    var statusWords: String
    var todo: String
    var streak: Int
    /// The time of day (`07:30`), empty without.
    var time = ""
    /// The group section the line is in, nil for the habits of no group.
    var group: String? = nil
  }

  /// The board's lines in board order.
  func lines(_ report: StatusReport) -> [Line] {
    report.entries.map { entry in
      var line = self.line(entry, in: report)
      line.group = report.group(of: entry)
      return line
    }
  }

  /// The line of one entry of the board.
  private func line(_ entry: StatusReport.Entry, in report: StatusReport) -> Line {
      switch entry {
      case .row(let index):
        let row = report.rows[index]
        return Line(
          glyph: StatusGlyph.glyph(row.status, ascii: ascii), style: StatusGlyph.style(row.status), name: row.name,
          statusWords: row.status.words, todo: StatusRenderer.todoWords(row, date: report.date, today: report.today),
          streak: row.currentStreak, time: row.time?.description ?? "")
      case .errors(let index):
        let habit = report.habitsWithErrors[index]
        return Line(
          glyph: StatusRenderer.errorGlyph, style: .boldRed, name: habit.name, statusWords: StatusRenderer.errorStatusWords,
          todo: habit.summary, streak: 0)
      }
  }

  /// The board: a heading, one line per habit, the summary, and the warnings.
  package func text(_ report: StatusReport) -> String {
    var out = palette.paint(DayText.weekdayAndDate(report.date), .bold)
    // Room for the board at once: growing it a few times as rows were appended copied it.
    out.reserveCapacity(256 + 96 * report.rows.count)
    if report.date != report.today { out += palette.paint("  (today is \(report.today))", .dim) }
    out += "\n\n"
    if report.rows.isEmpty && report.habitsWithErrors.isEmpty {
      guard report.isDueOnly else {
        out += "No habits yet: add one to the habits file, e.g. 'Meditate: every day'.\n"
        return out
      }
      // `--due` with nothing due: what is true of the others is the summary.
      out += (report.date == report.today ? "Nothing due today." : "Nothing due on \(report.date).") + "\n"
      return out + "\n" + summaryLine(report) + "\n"
    }
    let lines = self.lines(report)
    let layout = Layout.choose(for: lines, width: width)
    let timed = lines.contains { !$0.time.isEmpty }
    var section: String?
    for (index, line) in lines.enumerated() {
      // A group's heading before its first habit (conventions item 28), after a blank line
      // when habits come before it.
      if let group = line.group, group != section {
        out += (index > 0 ? "\n" : "") + palette.paint(group, .bold) + "\n"
        section = group
      }
      // Appended piece by piece: no temporary string per column.
      out += " "
      out += palette.paint(line.glyph, line.style)
      out += " "
      if timed {
        out += line.time.isEmpty ? "     " : line.time
        out += " "
      }
      out += DisplayWidth.padRight(DisplayWidth.truncate(line.name, to: layout.nameWidth), to: layout.nameWidth)
      out += "  "
      if layout.showsStatusWords {
        out += palette.paint(DisplayWidth.padRight(line.statusWords, to: layout.statusWidth), line.style)
        out += "  "
      }
      let streak = layout.streakText(line.streak)
      if streak.isEmpty {
        // A row without a streak lends its streak column to what to do, so a long text
        // ("catch up: 1 left this fortnight") is cut only when even that is too narrow.
        out += DisplayWidth.truncate(line.todo, to: layout.todoWidth + layout.streakColumnWidth)
      } else {
        out += DisplayWidth.padRight(DisplayWidth.truncate(line.todo, to: layout.todoWidth), to: layout.todoWidth)
        out += "  "
        out += streak
      }
      out += "\n"
    }
    out += "\n" + summaryLine(report) + "\n"
    if !report.warnings.isEmpty {
      out += "\n" + palette.paint("Warnings:", .boldYellow) + "\n"
      for warning in report.warnings {
        out += "  " + warningLine(warning, date: report.date) + "\n"
      }
    }
    return out
  }

  /// A warning line that fits the width: a long name is cut (to ten columns at least) before
  /// the message is, so what the warning says stays.
  private func warningLine(_ warning: StatusReport.Warning, date: Day) -> String {
    let available = max(20, width - 2)
    let whole = StatusRenderer.words(warning, date: date)
    guard DisplayWidth.of(whole) > available else { return whole }
    let name = warning.habit
    let message = String(whole.dropFirst(name.count + 2))
    let room = max(10, available - 2 - DisplayWidth.of(message))
    return DisplayWidth.truncate(DisplayWidth.truncate(name, to: room) + ": " + message, to: available)
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

    static func choose(for lines: [Line], width: Int) -> Layout {
      // A time column takes its room from the names'.
      let width = lines.contains { !$0.time.isEmpty } ? width - 6 : width
      let names = lines.map { DisplayWidth.of($0.name) }.max() ?? 0
      let statuses = lines.map { DisplayWidth.of($0.statusWords) }.max() ?? 0
      let todos = lines.map { DisplayWidth.of($0.todo) }.max() ?? 0
      let longest = lines.map(\.streak).max() ?? 0
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
    let separator = separator
    var summary = part(.onTrack) + separator + part(.notLogged) + separator + part(.needsAttention)
    if let balance = report.balance { summary += separator + DayText.count(balance, "point") }
    guard let errors = StatusRenderer.errorWords(report) else { return summary }
    return summary + separator + palette.paint(errors, .boldRed)
  }

  /// The board as JSON (docs/json.md, "status").
  package func json(_ report: StatusReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.write("date", report.date.description)
      StatusRenderer.writeRows(report.rows, date: report.date, today: report.today, into: &w, report: report)
      w.beginObject("summary")
      for attention in Attention.allCases { w.write(attention.rawValue, report.count(attention)) }
      if let balance = report.balance { w.write("balance", balance) }
      w.endObject()
      w.beginArray("warnings")
      for warning in report.warnings { w.write(nil, StatusRenderer.words(warning, date: report.date)) }
      w.endArray()
      w.beginArray("findings")
      for warning in report.warnings { StatusRenderer.write(warning, into: &w) }
      w.endArray()
    }
  }

  /// A warning line: "Vitamins: due today to keep a 12-day streak", with days said relative
  /// to `date`, the day shown.
  package static func words(_ warning: StatusReport.Warning, date: Day) -> String {
    switch warning {
    case .streakAtStake(let name, let streak):
      return "\(name): due today to keep \(DayText.article(for: streak.days)) \(streak.days)-day streak"
    case .notEnoughFreeDays(let name, let backlog, let free, let period, let noun, let entry):
      // The free days show the backlog one a day; a count catches up several at once.
      return "\(name): \(backlog) behind, only \(DayText.count(free, "free day")) left this \(noun) "
        + "(until \(DayText.relative(period.upperBound, from: date))): log '\(entry)'"
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
    case .notEnoughFreeDays(_, let b, let f, let p, _, _):
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

  /// The `habits` array of the board's JSON: one object per row (docs/json.md, "status"), and
  /// with `report`, one per habit with errors among them, in file order.
  static func writeRows(
    _ rows: [StatusReport.Row], date: Day, today: Day, into w: inout JSONWriter, report: StatusReport? = nil
  ) {
    w.beginArray("habits")
    for entry in report?.entries ?? rows.indices.map({ .row($0) }) {
      guard case .row(let index) = entry else {
        if case .errors(let index) = entry, let report { writeErrors(report.habitsWithErrors[index], into: &w) }
        continue
      }
      let row = rows[index]
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
      if row.keepsStreaks {
        w.beginObject("streak")
        w.write("current", row.currentStreak)
        w.write("longest", row.longestStreak)
        w.endObject()
      } else {
        // A tracked habit keeps no streak.
        w.write("streak", .null)
      }
      w.write("attention", row.attention.rawValue)
      w.write("todo", todoWords(row, date: date, today: today))
      w.write("goal", row.goal.map { JSONWriter.Value.int($0) } ?? .null)
      w.write("left", row.left.map { JSONWriter.Value.int($0) } ?? .null)
      w.write("period", range: row.period)
      if let pause = row.pausedBy { w.write("paused_by", pause.rawValue) }
      if let window = row.window {
        // A rolling window: its length, what it holds, and what it asks.
        w.beginObject("window")
        w.write("days", window.days)
        w.write("holds", window.holds)
        w.write(window.isLimit ? "max" : "needs", window.count)
        w.endObject()
      }
      writeOrganising(group: row.group, tags: row.tags, time: row.time, into: &w)
      if let points = row.points { w.write("points", points) }
      if let priority = row.priority { w.write("priority", priority.key) }
      w.endObject()
    }
    w.endArray()
  }

  /// The keys of a habit that only some habits have (conventions item 30): `group`, `tags`
  /// and `time`, each left out where it does not apply.
  package static func writeOrganising(group: String?, tags: [String], time: TimeOfDay?, into w: inout JSONWriter) {
    if let group { w.write("group", group) }
    if !tags.isEmpty {
      w.beginArray("tags")
      for tag in tags { w.write(nil, tag) }
      w.endArray()
    }
    if let time { w.write("time", time.description) }
  }

  /// A habit with errors in the board's JSON: its name, its error codes, and the status
  /// fields of a row, each null.
  private static func writeErrors(_ habit: HabitWithErrors, into w: inout JSONWriter) {
    w.beginObject()
    w.write("habit", habit.name)
    w.beginArray("errors")
    for code in habit.codes { w.write(nil, code.rawValue) }
    w.endArray()
    for key in ["status", "count", "due", "backlog", "ahead", "next_due", "streak", "attention", "todo", "goal", "left", "period"] {
      w.write(key, JSONWriter.Value.null)
    }
    if let group = habit.group { w.write("group", group) }
    w.endObject()
  }
}
