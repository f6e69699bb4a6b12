@testable import HabitsKit

/// What a pair of files means, for checking that formatting changes none of it: the loaded
/// habits (their options, groups, tags, changes), the log's entries, vacations and notes, the
/// rewards and redeems, and the diagnostics' codes by line, with every column left out (a
/// format moves words along their lines, never to another line).
struct FormatMeaning: Equatable, CustomStringConvertible {
  var habits: [String]
  var logs: [String]
  var notes: [String]
  var points: [String]
  var diagnostics: [String]

  init(habits habitsText: [UInt8], log logText: [UInt8]?, today: Day = day("2026-11-22")) {
    let habitsFile = SourceFile(path: "habits.txt", bytes: habitsText)
    let logFile = logText.map { SourceFile(path: "log.txt", bytes: $0) }
    let loaded = Loader.load(habitsFile: habitsFile, logFile: logFile, today: today)
    habits = loaded.journal.habits.map { String(reflecting: FormatMeaning.lineOnly($0)) }
    logs = loaded.journal.logs.map { log in
      "\(log.completions) \(log.vacations) \(log.entries) \(Array(log.pauses)) \(log.rejectedLines)"
    }
    notes = logFile.map { EntryNotes.notes($0).map { "\($0.line) \(String(describing: $0.day)) \($0.text)" } } ?? []
    points = loaded.journal.rewards.map { "\($0.name) \($0.price) \($0.origin.start.line)" }
      + loaded.journal.redeems.map { "\($0.day) \($0.reward) \($0.count) \($0.range.start.line)" }
      + ["\(String(describing: loaded.journal.dayEnd))"]
    diagnostics = loaded.diagnostics.map { "\($0.file):\($0.range.start.line): \($0.severity) [\($0.code.rawValue)]" }
  }

  /// `habit` with its places reduced to their lines and its schedule's spelling left out.
  static func lineOnly(_ habit: Habit) -> Habit {
    var habit = habit
    func line(_ range: SourceRange) -> SourceRange { SourceRange(line: range.start.line, columns: 1..<1) }
    habit.origin = line(habit.origin)
    habit.nameRange = line(habit.nameRange)
    habit.scheduleRange = line(habit.scheduleRange)
    habit.sinceRange = habit.sinceRange.map(line)
    habit.endRange = habit.endRange.map(line)
    habit.scheduleText = nil
    habit.changes = habit.changes.map(lineOnly)
    return habit
  }

  var description: String {
    (habits + logs + notes + points + diagnostics).joined(separator: "\n")
  }
}

/// Formats `text` as `kind` and returns the text.
func formatted(_ text: String, as kind: FormatFileKind) -> String {
  String(decoding: FileFormatter.format(SourceFile(path: "f", text: text), as: kind).bytes, as: UTF8.self)
}
