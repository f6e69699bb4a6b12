import HabitsKit

/// Reads harsh's two files (wakatara/harsh): `habits`, with `! Heading` lines and habits
/// `Name: N` (once in N days), `Name: T/I` (T times in I days, rolling) or `Name: 0` (tracked
/// only); and `log`, with lines `DATE : HABIT : RESULT[ : COMMENT[ : AMOUNT]]`.
///
/// As harsh reads them: a later log line for the same habit and day replaces an earlier one;
/// a log line harsh would skip (too few fields, a bad result) is skipped, and reported; a
/// date that is not one is an error. `y` is a completion, `s` a skip, `n` and `l` write
/// nothing; the comment is the entry's note; an amount is the value of a tracked habit, and
/// kept in the note of any other.
package enum HarshImport {
  /// The tool's name in reports.
  package static let tool = "harsh"

  /// Imports harsh's `habits` and `log` files (nil: no log).
  package static func plan(habits habitsBytes: [UInt8], log logBytes: [UInt8]?) throws(ImportError) -> ImportPlan {
    var plan = ImportPlan(tool: tool)
    // harsh appends to its log: oldest first.
    plan.dateStep = 1
    var errors: [ImportError] = []
    let habitsText: String
    switch ImportText.decode(habitsBytes, file: "habits") {
    case .success(let text): habitsText = text
    case .failure(let error): throw error
    }
    var tracked: Set<Int> = []
    var byName: [String: Int] = [:]
    var heading: String?
    var headingLocation: ImportLocation?
    for (offset, raw) in ImportText.lines(habitsText).enumerated() {
      let location = ImportLocation("habits", line: offset + 1)
      let line = ImportText.trimmed(raw)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("!") {
        heading = ImportText.trimmed(line.dropFirst())
        if heading?.isEmpty == true { heading = nil }
        headingLocation = location
        continue
      }
      // harsh splits at ": ", so a name may hold a colon not followed by a space.
      let halves = ImportText.split(line + " ", at: ": ")
      guard halves.count >= 2 else {
        plan.report.add(.skippedLine, location, "not 'Name: frequency': skipped, as harsh skips it")
        continue
      }
      let name = ImportText.trimmed(halves[0])
      let frequency = ImportText.trimmed(halves[1])
      if name.isEmpty {
        plan.report.add(.skippedLine, location, "a habit without a name: skipped, as harsh skips it")
        continue
      }
      guard var schedule = schedule(frequency) else {
        errors.append(ImportError(location, "'\(frequency)' is not a harsh frequency (N, T/I with T at most I, or 0)"))
        continue
      }
      if let window = schedule.split(separator: " ").dropLast().last.flatMap({ Int($0) }), window > 366 {
        let times = schedule.hasPrefix("once") ? 1 : Int(schedule.split(separator: " ")[0]) ?? 1
        let scaled = max(1, times * 366 / window)
        schedule = LoopHabitDefinition.window(scaled, 366)
        plan.report.add(.approximated, location, "'\(name)' looks back \(window) days, more than habits' 366: \(schedule)")
      }
      var habit = ImportedHabit(name: name, location: location, schedule: schedule)
      habit.group = heading
      habit.groupLocation = headingLocation
      if schedule == "tracked" {
        habit.entries = ImportedHabit.EntryForm.number
        tracked.insert(plan.habits.count)
      }
      // A name listed twice: harsh keys its log by name, so the entries go to the first.
      if byName[name] == nil { byName[name] = plan.habits.count }
      plan.habits.append(habit)
    }
    guard let logBytes else {
      if let error = ImportError.all(errors) { throw error }
      return plan
    }
    let logText: String
    switch ImportText.decode(logBytes, file: "log") {
    case .success(let text): logText = text
    case .failure(let error): throw ImportError.all(errors + [error]) ?? error
    }
    for (offset, raw) in ImportText.lines(logText).enumerated() {
      let location = ImportLocation("log", line: offset + 1)
      let line = String(raw)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = ImportText.split(line, at: " : ")
      guard fields.count >= 3 else {
        plan.report.add(.skippedLine, location, "not 'DATE : HABIT : RESULT': skipped, as harsh skips it")
        continue
      }
      // harsh complains of such a line and leaves it out; here it would be a completion lost
      // without a trace in the written files, so it is an error to fix in the export.
      let day: Day
      do {
        day = try ImportText.date(ImportText.trimmed(fields[0]), at: location, in: "before the first ' : '")
      } catch {
        errors.append(error)
        continue
      }
      let name = fields[1]
      let result = ImportText.trimmed(fields[2])
      guard !ImportText.trimmed(name).isEmpty, ["y", "n", "s", "l"].contains(result) else {
        plan.report.add(.skippedLine, location, "'\(result)' is not y, n, s or l: skipped, as harsh skips it")
        continue
      }
      let index: Int
      if let known = byName[name] ?? byName[ImportText.trimmed(name)] {
        index = known
      } else {
        // A habit gone from the habits file keeps its history: tracked, ending on its last day.
        var habit = ImportedHabit(name: ImportText.trimmed(name), location: location, schedule: "tracked")
        habit.entries = ImportedHabit.EntryForm.number
        habit.endsAtLastRecord = true
        plan.report.add(.notInHabitsFile, location, "'\(habit.name)' is in the log only: imported as tracked, ending on its last entry")
        index = plan.habits.count
        byName[name] = index
        tracked.insert(index)
        plan.habits.append(habit)
      }
      var note = fields.count > 3 ? ImportText.trimmed(fields[3]) : ""
      let amountText = fields.count > 4 ? ImportText.trimmed(fields[4...].joined(separator: " : ")) : ""
      var quantity: Int?
      if !amountText.isEmpty && amountText != "0" && Double(amountText) != 0 {
        let parsed = Amount.parse(Array(amountText.utf8))
        if tracked.contains(index), result == "y", case .success(let value) = parsed {
          quantity = value
        } else {
          note = note.isEmpty ? "amount \(amountText)" : "\(note) (amount \(amountText))"
          plan.report.add(
            .amountInNote, location,
            tracked.contains(index) && result == "y"
              ? "the amount '\(amountText)' is not one habits can log (positive, at most 3 decimals): kept in the note"
              : "the amount \(amountText) of '\(name)' is kept in the note")
        }
      }
      let kind: ImportedRecord.Kind = result == "y" ? .done(quantity) : result == "s" ? .skip : .nothing
      plan.records.append(ImportedRecord(habit: index, day: day, kind: kind, note: note.isEmpty ? nil : note, location: location))
    }
    if let error = ImportError.all(errors) { throw error }
    return plan
  }

  /// The schedule of a harsh frequency: `1` every day, `N` once in any N days, `T/I` T times
  /// in any I days, `0` tracked; nil for what harsh refuses.
  static func schedule(_ frequency: String) -> String? {
    let parts = frequency.split(separator: "/", omittingEmptySubsequences: false).map { Int(ImportText.trimmed($0)) }
    if parts.count == 1, let n = parts[0], n >= 0 {
      if n == 0 { return "tracked" }
      return n == 1 ? "every day" : "once in any \(n) days"
    }
    guard parts.count == 2, let target = parts[0], let interval = parts[1], interval > 0, target >= 0, target <= interval else {
      return nil
    }
    if target == 0 { return "tracked" }
    if target == interval { return "every day" }
    return LoopHabitDefinition.window(target, interval)
  }
}
