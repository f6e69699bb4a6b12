import HabitsKit
import HabitsReports

extension LanguageServer {
  /// On a habit name (either file): today's status, what to do, streak, points, backlog and
  /// next due. On a reward (its line, or a redeem line): its price and today's balance.
  /// On a log date: the weekday and the habits due and done that day. On text a diagnostic
  /// covers: its code's catalogue line and its notes (`diagnosticHover`).
  mutating func hover(_ params: JSON) -> JSON {
    guard var spot = spot(params) else { return .null }
    var sections: [String] = []
    var range: SourceRange?
    if let mention = mention(at: &spot) {
      sections.append(habitHover(mention.key, project: &spot.project))
      range = mention.range
    } else if let reward = rewardMention(at: &spot) {
      sections.append(rewardHover(reward.reward, project: spot.project))
      range = reward.range
    } else if spot.role == .log, let day = dateAt(spot) {
      sections.append(dayHover(day.day, project: &spot.project))
      range = day.range
    }
    // On a log entry: its note (conventions item 29).
    if range != nil, spot.role == .log, let note = EntryNotes.note(ofLine: spot.document.lineText(spot.position.line)) {
      sections[sections.count - 1] += "  \nNote: \(note)"
    }
    for diagnostic in spot.project.result.diagnostics
    where diagnostic.file == spot.path && contains(diagnostic.range, spot.location) {
      sections.append(diagnosticHover(diagnostic))
    }
    // On a code of an allow (`# habits: allow CODE`, the `allow` setting): what it means.
    for directive in spot.project.result.allowances.directives where directive.file == spot.path {
      for code in directive.codes + directive.refused where contains(code.range, spot.location) {
        sections.append(catalogueLine(code.code, severity: code.code.severity))
        range = range ?? code.range
      }
    }
    guard !sections.isEmpty else { return .null }
    return .obj([
      "contents": .obj(["kind": .string("markdown"), "value": .string(sections.joined(separator: "\n\n---\n\n"))]),
      "range": range.map { spot.document.range($0, encoding: encoding) },
    ])
  }

  /// A diagnostic under the cursor: its code's catalogue line, then the notes that point
  /// nowhere else ("did you mean 'Read'?", "add it to the habits file"). Clients show the
  /// notes, sent as related information, apart from the message or not at all, and the hover
  /// is where the user asks; a note that points at another line stays there.
  func diagnosticHover(_ diagnostic: Diagnostic) -> String {
    var lines = [catalogueLine(diagnostic.code, severity: diagnostic.severity)]
    for note in diagnostic.notes where note.range == nil { lines.append(note.message) }
    return lines.joined(separator: "  \n")
  }

  /// A code's line of the catalogue as a hover shows it: "`[unknown-habit]` MEANING (error)".
  func catalogueLine(_ code: DiagnosticCode, severity: Diagnostic.Severity) -> String {
    "`[\(code.rawValue)]` \(code.summary) (\(severity.rawValue))"
  }

  /// The date a log line starts with, when the spot is on it.
  func dateAt(_ spot: Spot) -> (day: Day, range: SourceRange)? {
    let line = spot.document.lineBytes(spot.position.line)
    guard let first = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), first + 10 <= line.endIndex else { return nil }
    guard let day = DateArgument.parseISO(String(decoding: line[first..<first + 10], as: UTF8.self)) else { return nil }
    let column = first - line.startIndex + 1
    let range = SourceRange(line: spot.location.line, columns: column..<(column + 10))
    return contains(range, spot.location) ? (day, range) : nil
  }

  /// A habit's board row in words.
  mutating func habitHover(_ key: String, project: inout Project) -> String {
    guard let loaded = project.result.journal[key: key] else { return "" }
    let analysis =
      project.analyses?.first { $0.habit.name == loaded.habit.name } ?? HabitAnalysis(loaded, today: project.today)
    let row = StatusReport(analyses: [analysis], date: project.today).rows[0]
    var lines = ["**\(row.name)**: \(row.status.words) today (\(DayText.weekdayAndDate(project.today)))"]
    let todo = StatusRenderer.todoWords(row, date: project.today, today: project.today)
    if !todo.isEmpty { lines.append("To do: \(todo)") }
    if let window = row.window {
      // A rolling window: what the window ending today holds against what it asks.
      lines.append(
        "Window: \(window.holds) in \(DayText.monthDay(window.span.lowerBound, from: project.today)) .. "
          + "\(DayText.monthDay(window.span.upperBound, from: project.today)), "
          + (window.isLimit ? "at most \(window.count)" : "at least \(window.count)") + " in any \(window.days) days")
    }
    // A tracked habit keeps no streak.
    if row.keepsStreaks { lines.append("Streak: \(DayText.count(row.currentStreak, "day")) (longest \(row.longestStreak))") }
    if let points = row.points {
      lines.append(points < 0 ? "Points: \(points) a slip beyond the limit" : "Points: \(points) a completion")
    }
    if let priority = row.priority { lines.append("Priority: \(priority.name)") }
    if row.backlog > 0 { lines.append("Backlog: \(row.backlog)") }
    if row.ahead > 0 { lines.append("Ahead: \(row.ahead)") }
    lines.append("Next due: " + (row.nextDue.map(DayText.weekdayAndDate) ?? "none"))
    lines.append("State: \(row.attention.words)")
    lines += LanguageServer.organisingLines(loaded.habit, time: analysis.habit(on: project.today).time)
    return lines.joined(separator: "  \n")
  }

  /// A day of the log: its weekday, and which habits were due and which done.
  mutating func dayHover(_ day: Day, project: inout Project) -> String {
    let analyses = analyses(&project)
    var due: [String] = []
    var done: [String] = []
    for analysis in analyses {
      let status = analysis.status(on: day)
      if status.isDone { done.append(analysis.habit.name) }
      if analysis.timeline.isDue(day) && !status.isDone { due.append(analysis.habit.name) }
    }
    var lines = ["**\(DayText.weekdayAndDate(day))**"]
    lines.append("Done: " + (done.isEmpty ? "nothing" : done.joined(separator: ", ")))
    lines.append("Due and not done: " + (due.isEmpty ? "nothing" : due.joined(separator: ", ")))
    return lines.joined(separator: "  \n")
  }
}
