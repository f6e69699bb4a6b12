import HabitsKit

/// The files an import makes and what it says of them.
package struct ImportResult: Sendable {
  /// The habits file's text.
  package var habits: String
  /// The log's text.
  package var log: String
  /// The report's text.
  package var report: String
  /// What was carried.
  package var counts: ImportReport.Counts
}

/// Writes an `ImportPlan` in `habits`' syntax: names the habits file can hold, one log line per
/// habit and day in date order, a start for every habit, and the report of what was not
/// carried exactly. Shared by every importer, so the three write the same syntax.
package struct ImportWriter {
  /// The plan to write.
  var plan: ImportPlan
  /// Today, the last day when the export holds no date at all.
  var today: Day

  /// Creates a writer.
  package init(_ plan: ImportPlan, today: Day) {
    self.plan = plan
    self.today = today
  }

  /// The two files and the report.
  package func write() -> ImportResult {
    var report = plan.report
    let names = ImportNames.unique(plan.habits, report: &report)
    let records = latestRecords(report: &report)
    reportOrder(report: &report)
    let lastDay = ([plan.lastDay].compactMap { $0 } + plan.records.map(\.day)).max() ?? today

    var first: [Day?] = Array(repeating: nil, count: plan.habits.count)
    var last: [Day?] = Array(repeating: nil, count: plan.habits.count)
    for record in records where record.kind != .unknown {
      first[record.habit] = min(first[record.habit] ?? record.day, record.day)
      last[record.habit] = max(last[record.habit] ?? record.day, record.day)
    }

    var habitsText = "# Imported from \(plan.tool) by 'habits import'.\n"
    let groups = ImportNames.groups(plan.habits, report: &report)
    var group: String?
    // A heading holds the habits below it up to the next: the habits of no group come first.
    let order = plan.habits.indices.filter { groups[$0] == nil } + plan.habits.indices.filter { groups[$0] != nil }
    for index in order {
      let habit = plan.habits[index]
      if let name = groups[index], name != group {
        group = name
        habitsText += "\n[\(name)]\n"
      }
      let start: Day
      if let day = first[index] {
        start = habit.start.start(notAfter: day)
      } else {
        start = habit.start.start(notBefore: lastDay)
        report.add(
          .noEntry, habit.location,
          "'\(names[index])' has no entry: it starts on \(start)"
            + (start == lastDay
              ? ", the export's last day, so it has not failed before"
              : ", the first start on its repeater's grid not before the export's last day (\(lastDay)), so nothing is due before it"))
      }
      var parts = [habit.scheduleText] + habit.options
      let tags = ImportNames.tags(habit.tags, at: habit.location, report: &report)
      if !tags.isEmpty { parts.append("tags " + tags.joined(separator: ", ")) }
      parts.append("since \(start)")
      if habit.endsAtLastRecord { parts.append("until \(max(start, last[index] ?? start))") }
      var line = "\(names[index]): " + parts.joined(separator: "; ")
      if let comment = habit.comment.map(ImportNotes.singleLine), !comment.isEmpty { line += "  # \(comment)" }
      habitsText += line + "\n"
    }

    var counts = ImportReport.Counts()
    counts.habits = plan.habits.count
    var logText = "# Imported from \(plan.tool) by 'habits import'.\n"
    let ordered = records.enumerated().sorted { a, b in
      (a.element.day, a.element.habit, a.offset) < (b.element.day, b.element.habit, b.offset)
    }.map(\.element)
    for record in ordered {
      let habit = plan.habits[record.habit]
      let name = names[record.habit]
      var note = record.note.flatMap { ImportNotes.note($0, at: record.location, report: &report) }
      var line: String
      switch record.kind {
      case .done(let quantity):
        counts.entries += 1
        line = "\(record.day) \(name)" + ImportWriter.quantity(quantity, habit.entries)
      case .skip:
        counts.skips += 1
        line = "\(record.day) skip \(name)"
      case .nothing, .unknown:
        guard let text = note else { continue }
        // A note of a day with nothing done has no entry to belong to: a full-line comment
        // keeps its words without making it a note.
        report.add(
          .noteWithoutCompletion, record.location,
          "'\(name)' on \(record.day) has a note but no completion: kept as a comment in the log")
        logText += "# \(record.day) \(name): \(text)\n"
        note = nil
        continue
      }
      if let note {
        counts.notes += 1
        line += "  # " + note
      }
      logText += line + "\n"
    }
    ImportWriter.check(habits: habitsText, log: logText, today: today, report: &report)
    return ImportResult(habits: habitsText, log: logText, report: report.text(tool: plan.tool, counts: counts), counts: counts)
  }

  /// Loads the written files as `habits check` would and reports each finding: the files are
  /// written to have none, and one that slips through (a log date years before a habit's
  /// others reads as a typo) is said now rather than at the first `check`.
  static func check(habits: String, log: String, today: Day, report: inout ImportReport) {
    let loaded = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: habits), logFile: SourceFile(path: "log.txt", text: log), today: today)
    for diagnostic in loaded.diagnostics {
      report.add(
        .finding, ImportLocation(diagnostic.file, line: diagnostic.range.start.line),
        "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]")
    }
  }

  /// What follows a habit's name in a log entry for a quantity in its form.
  static func quantity(_ quantity: Int?, _ form: ImportedHabit.EntryForm) -> String {
    guard let quantity else { return "" }
    switch form {
    case .plain: return ""
    case .count: return quantity == 1 ? "" : " x\(quantity)"
    case .amount(let unit): return " \(Amount.text(quantity)) \(unit)"
    case .number: return " \(Amount.text(quantity))"
    }
  }

  /// The records with one per habit and day: a later record replaces an earlier one (as
  /// harsh reads its log, and as a later row reads in a spreadsheet), each replacement
  /// reported.
  func latestRecords(report: inout ImportReport) -> [ImportedRecord] {
    var latest: [Int: [Day: Int]] = [:]
    var kept: [ImportedRecord?] = []
    for record in plan.records {
      if let earlier = latest[record.habit]?[record.day], let replaced = kept[earlier] {
        report.add(
          .duplicateDay, record.location,
          "'\(plan.habits[record.habit].name)' on \(record.day) again (first at \(replaced.location)): the later one is kept")
        kept[earlier] = nil
      }
      latest[record.habit, default: [:]][record.day] = kept.count
      kept.append(record)
    }
    return kept.compactMap { $0 }
  }

  /// Reports each file whose dates go against the tool's order (`ImportPlan.dateStep`), or
  /// both ways for a tool of either order: the log is written in date order whatever the
  /// export's, and the report names the first record that goes the wrong way.
  func reportOrder(report: inout ImportReport) {
    var direction: [String: Int] = [:]
    var previous: [String: Day] = [:]
    var reported: Set<String> = []
    // Per file and habit: Loop's all-habits file lists each habit's column in turn.
    for record in plan.records {
      let file = record.location.file
      let key = "\(record.habit) \(file)"
      defer { previous[key] = record.day }
      guard let before = previous[key], before != record.day, !reported.contains(file) else { continue }
      let step = record.day > before ? 1 : -1
      guard let known = direction[key] ?? plan.dateStep else {
        direction[key] = step
        continue
      }
      if known != step {
        reported.insert(file)
        report.add(.outOfOrder, record.location, "\(record.day) after \(before): the log is written in date order")
      }
    }
  }
}
