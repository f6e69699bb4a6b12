import HabitsKit

/// One row of Loop's `Habits.csv`, and the habit it becomes.
struct LoopHabitDefinition {
  var name: String
  /// The folder of the habit's own files: its position (`%03d`) and its name with only
  /// `[ a-zA-Z0-9._-]` kept, cut at 100 characters, as Loop's exporter names it.
  var folder: String
  var isNumerical: Bool
  var numerator: Int
  var denominator: Int
  var unit: String
  var isAtMost: Bool
  /// The target in thousandths of the unit (nil: none or unreadable).
  var target: Int?
  var isArchived: Bool
  var color: String
  var comment: String
  /// The fields read as a default because they were missing or unreadable, each with what
  /// was read: the report names every one (nothing read as a default is "carried exactly").
  var unread: [(kind: ImportReport.Kind, message: String)] = []

  init(_ row: CSVTable.Record, columns: LoopColumns, index: Int) {
    name = columns.text(row, columns.name)
    let position = columns.text(row, columns.position)
    let number = Int(position) ?? index + 1
    let digits = String(number)
    let padded = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    let sane = String(String.UnicodeScalarView(name.unicodeScalars.filter { scalar in
      scalar == " " || scalar == "." || scalar == "_" || scalar == "-"
        || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }).prefix(100))
    folder = ImportText.trimmed(padded + " " + sane)
    let type = columns.text(row, columns.type)
    isNumerical = type == "NUMERICAL" || type == "1"
    let frequency = (columns.text(row, columns.numerator), columns.text(row, columns.denominator))
    numerator = Int(frequency.0) ?? 1
    denominator = Int(frequency.1) ?? 1
    unit = columns.text(row, columns.unit)
    let targetType = columns.text(row, columns.targetType)
    isAtMost = targetType == "AT_MOST" || targetType == "1"
    let targetText = columns.text(row, columns.targetValue)
    if case .success(let value) = Amount.parse(Array(targetText.utf8)) { target = value }
    let archived = columns.text(row, columns.archived)
    isArchived = archived.lowercased() == "true" || archived == "1"
    color = columns.text(row, columns.color)
    comment = [columns.text(row, columns.question), columns.text(row, columns.description)]
      .filter { !$0.isEmpty }.joined(separator: " - ")
    let shown = name.isEmpty ? "row \(row.line)" : "'\(name)'"
    if let cut = columns.cutShort(row) {
      unread.append((.dropped, "the row of \(shown) ends before its \(cut): read as empty"))
    }
    // A frequency column the header has but the row leaves empty or unreadable; a header
    // without them is reported once, for the file (`LoopColumns.missing`).
    if columns.numerator != nil && columns.denominator != nil && (Int(frequency.0) == nil || Int(frequency.1) == nil) {
      numerator = 0
      let written = frequency.0.isEmpty && frequency.1.isEmpty ? "has no frequency" : "has the frequency '\(frequency.0)/\(frequency.1)', which is not two whole numbers"
      unread.append((.approximated, "\(shown) \(written): every day"))
    }
    if !["", "true", "false", "1", "0"].contains(archived.lowercased()) {
      unread.append((.archived, "\(shown) has '\(archived)' for Archived?, which is neither true nor false: read as not archived"))
    }
    if !["", "YES_NO", "NUMERICAL", "0", "1"].contains(type) {
      unread.append((.dropped, "\(shown) has the type '\(type)', which is neither YES_NO nor NUMERICAL: read as YES_NO"))
    }
    if isNumerical && target == nil && !targetText.isEmpty {
      unread.append((.dropped, "\(shown) has the target '\(targetText)', which is not a number: read as no target"))
    }
  }

  /// The habit: its schedule and entry form from the frequency, type, unit and target; what
  /// is not carried exactly reported.
  func habit(at location: ImportLocation, values: [LoopValue], report: inout ImportReport) -> ImportedHabit {
    var habit = ImportedHabit(name: name, location: location, schedule: "every day")
    habit.comment = comment.isEmpty ? nil : comment
    for line in unread { report.add(line.kind, location, line.message) }
    if isArchived {
      habit.endsAtLastRecord = true
      report.add(.archived, location, "'\(name)' is archived in Loop: it ends on its last recorded day")
    }
    if !color.isEmpty {
      report.add(.colour, location, "'\(name)' has the colour \(color), which habits.txt does not keep")
    }
    if isNumerical {
      numericSchedule(&habit, values: values, report: &report)
    } else {
      habit.scheduleText = yesNoSchedule(location, report: &report)
    }
    return habit
  }

  /// N times per D days as a rolling window: Loop judges each day by the D days before it.
  func yesNoSchedule(_ location: ImportLocation, report: inout ImportReport) -> String {
    let n = numerator
    let d = denominator
    guard n > 0, d > 0 else {
      // An unreadable frequency is reported where it was read (`unread`), once.
      if !unread.contains(where: { $0.kind == .approximated }) {
        report.add(.approximated, location, "'\(name)' has the frequency \(n)/\(d), which is not one: every day")
      }
      return "every day"
    }
    if n >= d {
      if n > d { report.add(.approximated, location, "'\(name)' asks \(n) times in \(d) days: every day") }
      return "every day"
    }
    if d > 366 {
      let scaled = max(1, n * 366 / d)
      report.add(.approximated, location, "'\(name)' asks \(n) times in \(d) days, a window over 366 days: \(scaled) in any 366 days")
      return LoopHabitDefinition.window(scaled, 366)
    }
    return LoopHabitDefinition.window(n, d)
  }

  /// "once in any 3 days", "2 times in any 7 days".
  static func window(_ n: Int, _ d: Int) -> String {
    (n == 1 ? "once" : "\(n) times") + " in any \(d) days"
  }

  /// A numeric habit: an amount with its unit and target when the unit is a unit `habits`
  /// reads and the target is per day; counts when there is no unit and every value is whole;
  /// tracked otherwise (with a report line).
  func numericSchedule(_ habit: inout ImportedHabit, values: [LoopValue], report: inout ImportReport) {
    let location = habit.location
    let unitBytes = Array(unit.utf8)
    let countWords = ["", "times", "time", "x"]
    let isCountUnit = countWords.contains(unit.lowercased())
    let usableUnit = !isCountUnit && Amount.isUnit(unitBytes)
    if !isCountUnit && !usableUnit {
      report.add(.unit, location, "'\(unit)' of '\(name)' cannot be a unit (one word with a letter, no digits): its values are kept as bare numbers")
    }
    let whole = values.allSatisfy { ($0.quantity ?? 0) % Amount.scale == 0 } && (target ?? 0) % Amount.scale == 0
    let d = denominator
    let perDay = d == 1 ? "a day" : "per \(d) days"
    let targetText = target.map { Amount.text($0) } ?? "none"
    if usableUnit {
      habit.entries = .amount(unit: unit)
      if !isAtMost, let target, d == 1 {
        habit.options = ["\(Amount.text(target)) \(unit)"]
        return
      }
      habit.scheduleText = "tracked"
      habit.options = [unit]
      report.add(
        .approximated, location,
        "'\(name)' aims at \(isAtMost ? "at most" : "at least") \(targetText) \(unit) \(perDay), which habits has no schedule for: tracked, its values kept")
      return
    }
    guard isCountUnit, whole else {
      habit.scheduleText = "tracked"
      habit.entries = .number
      if isCountUnit {
        report.add(.approximated, location, "'\(name)' has values that are not whole counts: tracked, its values kept as bare numbers")
      }
      return
    }
    habit.entries = .count
    let count = (target ?? 0) / Amount.scale
    if isAtMost {
      if d == 1 {
        habit.scheduleText = count == 0 ? "never" : "at most \(count) a day"
        return
      }
      if (2...366).contains(d) {
        habit.scheduleText = "at most \(count) in any \(d) days"
        return
      }
    } else if count > 0 && d == 1 {
      if count > 1 { habit.options = ["\(count) times"] }
      return
    }
    habit.scheduleText = "tracked"
    habit.entries = .number
    report.add(
      .approximated, location,
      "'\(name)' aims at \(isAtMost ? "at most" : "at least") \(targetText) \(perDay), which habits has no schedule for: tracked, its counts kept")
  }
}

/// One value of a Loop checkmarks file.
struct LoopValue {
  var day: Day
  /// The value as written: a name (`YES_MANUAL`) or a number.
  var text: String
  var note: String?
  var location: ImportLocation

  /// A numeric habit's value in thousandths: Loop writes 2 and 1 as YES_MANUAL and
  /// YES_AUTO whatever the habit's type, and 3 as SKIP.
  var quantity: Int? {
    switch text.uppercased() {
    case "YES_MANUAL": 2
    case "YES_AUTO": 1
    default: Int(text)
    }
  }

  /// The records of one habit's values, with the report lines they need.
  static func records(_ values: [LoopValue], habit: Int, definition: LoopHabitDefinition, plan: inout ImportPlan) {
    let form = plan.habits[habit].entries
    var inferred: [LoopValue] = []
    for value in values {
      let word = value.text.uppercased()
      let kind: ImportedRecord.Kind?
      if word == "SKIP" || (!definition.isNumerical && (word == "3" || word == "-3")) {
        kind = .skip
      } else if word == "UNKNOWN" || word == "-1" || word.isEmpty {
        kind = .unknown
      } else if word == "NO" || word == "0" {
        kind = .nothing
      } else if !definition.isNumerical {
        switch word {
        case "YES_MANUAL", "2": kind = .done(nil)
        case "YES_AUTO", "1":
          inferred.append(value)
          kind = .nothing
        default:
          plan.report.add(.valueDropped, value.location, "'\(value.text)' is not a Loop value: \(value.day) is not carried")
          kind = nil
        }
      } else if let quantity = value.quantity, quantity > 0, quantity <= Amount.maximum * Amount.scale {
        kind = .done(form == .count ? quantity / Amount.scale : quantity)
      } else {
        plan.report.add(.valueDropped, value.location, "'\(value.text)' is not a value habits can log: \(value.day) is not carried")
        kind = nil
      }
      guard let kind else { continue }
      plan.records.append(ImportedRecord(habit: habit, day: value.day, kind: kind, note: value.note, location: value.location))
    }
    if let first = inferred.first {
      plan.report.add(
        .inferred, first.location,
        "'\(definition.name)' has \(inferred.count) day\(inferred.count == 1 ? "" : "s") marked YES_AUTO, Loop's own inference from the frequency: not completions")
    }
  }
}
