import HabitsKit

/// Reads a Loop Habit Tracker CSV export (the unzipped folder): `Habits.csv`, one folder per
/// habit with its `Checkmarks.csv` (`Date,Value,Notes`), and the all-habits `Checkmarks.csv`
/// (a column per habit), the format of Loop's `HabitsCSVExporter`.
///
/// A habit's own file wins (it carries notes); the all-habits file serves habits without one.
/// Values come as names (`YES_MANUAL`) or, from older versions, as numbers (2, 1, 0, -1, -3):
/// YES_MANUAL is a completion, YES_AUTO (Loop's inference from the frequency) is not, NO and
/// UNKNOWN write nothing, SKIP is a skip. A numeric habit's values are thousandths of its unit.
package enum LoopImport {
  /// The tool's name in reports.
  package static let tool = "Loop Habit Tracker"

  /// Imports the export whose files `read` gives by their path inside the folder (nil: no
  /// such file). Throws when `Habits.csv` is missing or unreadable.
  package static func plan(read: (String) -> [UInt8]?) throws(ImportError) -> ImportPlan {
    var plan = ImportPlan(tool: tool)
    // Loop writes each habit's days newest first.
    plan.dateStep = -1
    var errors: [ImportError] = []
    guard let habitsBytes = read("Habits.csv") else {
      throw ImportError(ImportLocation("Habits.csv", line: 0), "no Habits.csv: give the folder of an unzipped Loop export")
    }
    let table = try csv(habitsBytes, file: "Habits.csv")
    guard let header = table.records.first else {
      throw ImportError(ImportLocation("Habits.csv", line: 1), "Habits.csv is empty")
    }
    let columns = LoopColumns(header.fields)
    guard columns.name != nil else {
      throw ImportError(ImportLocation("Habits.csv", line: header.line), "Habits.csv has no Name column")
    }
    for missing in columns.missing {
      plan.report.add(.approximated, ImportLocation("Habits.csv", line: header.line), "Habits.csv has \(missing)")
    }
    let rows = Array(table.records.dropFirst())
    var all: LoopAllHabits?
    for (index, row) in rows.enumerated() {
      let location = ImportLocation("Habits.csv", line: row.line)
      let definition = LoopHabitDefinition(row, columns: columns, index: index)
      let habitIndex = plan.habits.count
      let file = definition.folder + "/Checkmarks.csv"
      var values: [LoopValue] = []
      if let bytes = read(file) {
        do {
          values = try ownValues(bytes, file: file)
        } catch {
          errors.append(error)
        }
      } else {
        if all == nil { all = try LoopAllHabits(read("Checkmarks.csv"), habits: rows.count, names: rows.map { columns.text($0, columns.name) }, report: &plan.report) }
        values = all?.values(of: index) ?? []
        if all?.isMissing ?? true {
          plan.report.add(.dropped, location, "no '\(file)' and no all-habits Checkmarks.csv: '\(definition.name)' is imported without entries")
        }
      }
      plan.habits.append(definition.habit(at: location, values: values, report: &plan.report))
      LoopValue.records(values, habit: habitIndex, definition: definition, plan: &plan)
    }
    if let error = ImportError.all(errors) { throw error }
    return plan
  }

  /// A CSV file of the export, decoded.
  static func csv(_ bytes: [UInt8], file: String) throws(ImportError) -> CSVTable {
    let text: String
    switch ImportText.decode(bytes, file: file) {
    case .success(let decoded): text = decoded
    case .failure(let error): throw error
    }
    let table = CSVTable(text)
    if let line = table.unterminatedQuote {
      throw ImportError(ImportLocation(file, line: line), "a quoted field is not closed before the end of the file")
    }
    return table
  }

  /// The values of a habit's own `Checkmarks.csv` (`Date,Value,Notes`).
  static func ownValues(_ bytes: [UInt8], file: String) throws(ImportError) -> [LoopValue] {
    let table = try csv(bytes, file: file)
    guard let header = table.records.first else { return [] }
    let date = header.fields.firstIndex(of: "Date") ?? 0
    let value = header.fields.firstIndex(of: "Value") ?? 1
    let notes = header.fields.firstIndex(of: "Notes")
    var values: [LoopValue] = []
    var errors: [ImportError] = []
    for row in table.records.dropFirst() {
      let location = ImportLocation(file, line: row.line)
      let day: Day
      do {
        day = try ImportText.date(date < row.fields.count ? ImportText.trimmed(row.fields[date]) : "", at: location, in: "in the Date column")
      } catch {
        errors.append(error)
        continue
      }
      let text = value < row.fields.count ? ImportText.trimmed(row.fields[value]) : ""
      let note = notes.flatMap { $0 < row.fields.count ? row.fields[$0] : nil }
      values.append(LoopValue(day: day, text: text, note: note, location: location))
    }
    if let error = ImportError.all(errors) { throw error }
    return values
  }
}

/// Where `Habits.csv` keeps each field (its header varies across Loop versions).
struct LoopColumns {
  var position, name, type, numerator, denominator, unit, targetType, targetValue, archived, color, question, description: Int?

  /// Every header name a column is read by.
  static let known: Set<String> = [
    "Position", "Name", "Type", "FrequencyNumerator", "NumRepetitions", "FrequencyDenominator", "Interval", "Unit", "Target Type",
    "Target Value", "Archived?", "Archived", "Color", "Question", "Description",
  ]

  init(_ header: [String]) {
    func column(_ names: String...) -> Int? { header.firstIndex { names.contains(ImportText.trimmed($0)) } }
    for (index, field) in header.enumerated() {
      let name = ImportText.trimmed(field)
      if LoopColumns.known.contains(name) { names[index] = name }
    }
    position = column("Position")
    name = column("Name")
    type = column("Type")
    numerator = column("FrequencyNumerator", "NumRepetitions")
    denominator = column("FrequencyDenominator", "Interval")
    unit = column("Unit")
    targetType = column("Target Type")
    targetValue = column("Target Value")
    archived = column("Archived?", "Archived")
    color = column("Color")
    question = column("Question")
    description = column("Description")
  }

  /// The header's names of the columns the rows are read by, in the header's order.
  var names: [Int: String] = [:]

  /// The first column of the header that `row` stops before ("Type column", or "Type,
  /// FrequencyNumerator and 2 more columns"); nil for a whole row.
  func cutShort(_ row: CSVTable.Record) -> String? {
    let lost = names.keys.filter { $0 >= row.fields.count }.sorted()
    guard let first = lost.first, let name = names[first] else { return nil }
    return lost.count == 1 ? "\(name) column" : "\(name) column and \(lost.count - 1) more"
  }

  /// The columns `Habits.csv` needs but its header lacks, each with what is read instead.
  var missing: [String] {
    var missing: [String] = []
    if numerator == nil || denominator == nil {
      missing.append("no FrequencyNumerator and FrequencyDenominator columns: every habit is read as every day")
    }
    return missing
  }

  /// The field of `row` in `column`, trimmed; empty when absent.
  func text(_ row: CSVTable.Record, _ column: Int?) -> String {
    guard let column, column < row.fields.count else { return "" }
    return ImportText.trimmed(row.fields[column])
  }
}

/// The all-habits `Checkmarks.csv`: a Date column and one column per habit, in `Habits.csv`'s
/// order. Loop writes the header's names unquoted, so a name with a comma shifts them: the
/// columns are read by position, and a header that does not match is reported.
struct LoopAllHabits {
  var rows: [CSVTable.Record] = []
  var isMissing = false
  static let file = "Checkmarks.csv"

  init(_ bytes: [UInt8]?, habits: Int, names: [String], report: inout ImportReport) throws(ImportError) {
    guard let bytes else {
      isMissing = true
      return
    }
    let table = try LoopImport.csv(bytes, file: LoopAllHabits.file)
    guard let header = table.records.first else { return }
    let headerNames = header.fields.dropFirst().filter { !$0.isEmpty }
    if Array(headerNames) != names.filter({ !$0.isEmpty }) {
      report.add(
        .dropped, ImportLocation(LoopAllHabits.file, line: header.line),
        "its header does not list Habits.csv's names as they are (a name with a comma?): its columns are read in Habits.csv's order")
    }
    rows = Array(table.records.dropFirst())
    var errors: [ImportError] = []
    for row in rows {
      do {
        _ = try ImportText.date(ImportText.trimmed(row.fields[0]), at: ImportLocation(LoopAllHabits.file, line: row.line), in: "in the first column")
      } catch {
        errors.append(error)
      }
    }
    if let error = ImportError.all(errors) { throw error }
  }

  /// The values of the habit at `index` of `Habits.csv`.
  func values(of index: Int) -> [LoopValue] {
    rows.compactMap { row in
      guard row.fields.count > index + 1, let day = ImportText.day(ImportText.trimmed(row.fields[0])) else { return nil }
      return LoopValue(
        day: day, text: ImportText.trimmed(row.fields[index + 1]), note: nil,
        location: ImportLocation(LoopAllHabits.file, line: row.line))
    }
  }
}
