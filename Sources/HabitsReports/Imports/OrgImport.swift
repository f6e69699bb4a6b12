import HabitsKit

/// Reads an Org file's habits (org-habit): the entries with `:STYLE: habit` in their
/// properties, each with a `SCHEDULED` timestamp and its repeater.
///
/// Completions are the `- State "DONE" ... [DATE]` lines of the entry (in its LOGBOOK drawer
/// or not), with the note Org logs below such a line; `LAST_REPEAT` counts only on a day with
/// no such line (Org sets it when the repeat is done, with or without logging). Other
/// entries are not habits and are left out, counted in the report.
package enum OrgImport {
  /// The tool's name in reports.
  package static let tool = "org-habit"

  /// One entry of the file while it is read.
  private struct Entry {
    var title: String
    var location: ImportLocation
    var isHabit = false
    /// The SCHEDULED timestamp: its day, its words after the date (weekday, time, repeater,
    /// delay), its line.
    var scheduled: (day: Day, words: [Substring], line: Int)?
    var done: [(day: Day, note: String, line: Int)] = []
    var lastRepeat: (day: Day, line: Int)?
    var tags: String?
    /// The dates of the entry that cannot be read: errors when the entry is a habit.
    var badDates: [ImportError] = []
  }

  /// The TODO keywords Org knows without a `#+TODO:` line.
  private static let defaultKeywords: Set<String> = ["TODO", "DONE", "NEXT", "WAITING", "WAIT", "HOLD", "STARTED", "CANCELLED", "CANCELED"]

  /// Imports the Org file `file` (its name for locations).
  package static func plan(_ bytes: [UInt8], file: String) throws(ImportError) -> ImportPlan {
    var plan = ImportPlan(tool: tool)
    let text: String
    switch ImportText.decode(bytes, file: file) {
    case .success(let decoded): text = decoded
    case .failure(let error): throw error
    }
    let lines = ImportText.lines(text)
    var keywords = defaultKeywords
    for line in lines where line.hasPrefix("#+TODO:") || line.hasPrefix("#+SEQ_TODO:") || line.hasPrefix("#+TYP_TODO:") {
      for word in line.split(separator: " ").dropFirst() where word != "|" {
        keywords.insert(String(word.split(separator: "(").first ?? word))
      }
    }
    var entries: [Entry] = []
    var current: Entry?
    var noteOf: Int?  // the index in `current.done` whose note continues on the next lines
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      let line = ImportText.trimmed(raw)
      if raw.hasPrefix("*"), let stars = raw.firstIndex(where: { $0 != "*" }), raw[stars] == " " {
        if let entry = current { entries.append(entry) }
        current = Entry(title: String(raw[stars...]), location: ImportLocation(file, line: number))
        noteOf = nil
        continue
      }
      guard current != nil else { continue }
      if let index = noteOf {
        if !line.isEmpty, !line.hasPrefix("- "), !line.hasPrefix(":"), raw.hasPrefix("  ") {
          let note = current!.done[index].note
          current!.done[index].note = note.isEmpty ? line : note + "\n" + line
          continue
        }
        noteOf = nil
      }
      if line.uppercased() == ":STYLE: HABIT" || (line.hasPrefix(":STYLE:") && ImportText.trimmed(line.dropFirst(7)).lowercased() == "habit") {
        current!.isHabit = true
      } else if line.hasPrefix(":LAST_REPEAT:") {
        let location = ImportLocation(file, line: number)
        if let day = date(in: line, open: "[", at: location, in: "in LAST_REPEAT", entry: &current!) {
          current!.lastRepeat = (day, number)
        }
      } else if line.hasPrefix("- State \"DONE\"") {
        let location = ImportLocation(file, line: number)
        if let day = date(in: line, open: "[", at: location, in: "in the DONE line's timestamp", entry: &current!) {
          current!.done.append((day, "", number))
          if line.hasSuffix("\\\\") { noteOf = current!.done.count - 1 }
        }
      } else if let range = range(of: "SCHEDULED:", in: line), let open = line[range.upperBound...].firstIndex(of: "<") {
        let stamp = line[line.index(after: open)...].prefix { $0 != ">" }
        let words = stamp.split(separator: " ")
        let location = ImportLocation(file, line: number)
        if let day = date(in: stamp, open: nil, at: location, in: "in the SCHEDULED timestamp", entry: &current!) {
          current!.scheduled = (day, Array(words.dropFirst()), number)
        }
      }
    }
    if let entry = current { entries.append(entry) }

    var others = 0
    var errors: [ImportError] = []
    for entry in entries {
      guard entry.isHabit else {
        others += 1
        continue
      }
      // Only a habit's dates matter: another entry is left out whatever its dates say.
      guard entry.badDates.isEmpty else {
        errors += entry.badDates
        continue
      }
      add(entry, keywords: keywords, to: &plan)
    }
    if let error = ImportError.all(errors) { throw error }
    if others > 0 {
      plan.report.add(.dropped, ImportLocation(file, line: 0), "\(others) entr\(others == 1 ? "y" : "ies") without ':STYLE: habit' left out")
    }
    return plan
  }

  /// Adds one habit entry to the plan.
  private static func add(_ entry: Entry, keywords: Set<String>, to plan: inout ImportPlan) {
    var words = entry.title.split(separator: " ")
    if let first = words.first, keywords.contains(String(first)) { words.removeFirst() }
    if let first = words.first, first.hasPrefix("[#"), first.hasSuffix("]") { words.removeFirst() }
    var tags: [String] = []
    if let last = words.last, last.count > 2, last.hasPrefix(":"), last.hasSuffix(":") {
      words.removeLast()
      tags = last.split(separator: ":").map(String.init)
    }
    let name = words.joined(separator: " ")
    var habit = ImportedHabit(name: name, location: entry.location, schedule: "every day")
    habit.tags = tags
    if let scheduled = entry.scheduled {
      let where_ = ImportLocation(entry.location.file, line: scheduled.line)
      if let repeater = scheduled.words.lazy.compactMap(OrgRepeater.init).first {
        let (schedule, start, approximation) = repeater.schedule(anchor: scheduled.day)
        habit.scheduleText = schedule
        habit.start = start
        if let approximation { plan.report.add(.approximated, where_, "'\(name)': \(approximation)") }
        if let maximum = repeater.maximum {
          plan.report.add(.approximated, where_, "'\(name)': the maximum interval /\(maximum) is dropped (org-habit draws it in its graph only)")
        }
      } else if let word = scheduled.words.first(where: { $0.hasPrefix("+") || $0.hasPrefix(".+") }) {
        // `+0d` (Org's "no repeat") or a repeater that is not one.
        plan.report.add(.approximated, where_, "'\(name)' has the repeater '\(word)', which does not repeat: every day")
      } else {
        plan.report.add(.approximated, where_, "'\(name)' has no repeater in its SCHEDULED timestamp: every day")
      }
      // A delay (`-2d`, `--2d`) hides the task from Org's agenda for a while; habits has none.
      if let delay = scheduled.words.first(where: { $0.hasPrefix("-") }) {
        plan.report.add(.dropped, where_, "'\(name)': the delay \(delay) is dropped (it hides the task from Org's agenda; habits has no such option)")
      }
    } else {
      plan.report.add(.approximated, entry.location, "'\(name)' has no SCHEDULED repeater: every day")
    }
    let index = plan.habits.count
    plan.habits.append(habit)
    var doneDays: Set<Day> = []
    for done in entry.done.sorted(by: { $0.day < $1.day }) {
      doneDays.insert(done.day)
      plan.records.append(
        ImportedRecord(
          habit: index, day: done.day, kind: .done(nil), note: done.note.isEmpty ? nil : done.note,
          location: ImportLocation(entry.location.file, line: done.line)))
    }
    if let last = entry.lastRepeat, !doneDays.contains(last.day) {
      plan.records.append(ImportedRecord(habit: index, day: last.day, kind: .done(nil), location: ImportLocation(entry.location.file, line: last.line)))
    }
  }

  /// The date that starts the timestamp after the first `open` bracket in `line` (nil: the
  /// text itself is the timestamp's inside), or nil after keeping in `entry` the error that
  /// says why it cannot be read (the first of the entry's).
  private static func date(
    in line: some StringProtocol, open: Character?, at location: ImportLocation, in context: String, entry: inout Entry
  ) -> Day? {
    var inside = line[...]
    if let open {
      guard let start = line.firstIndex(of: open) else {
        entry.badDates.append(ImportError(location, "expected a timestamp [YYYY-MM-DD ...] on this line"))
        return nil
      }
      inside = line[line.index(after: start)...]
    }
    let word = inside.prefix { $0 != " " && $0 != "]" && $0 != ">" && $0 != "\t" }
    do throws(ImportError) {
      return try ImportText.date(word, at: location, in: context)
    } catch {
      entry.badDates.append(error)
      return nil
    }
  }

  /// The range of `needle` in `line`, if it occurs.
  private static func range(of needle: String, in line: String) -> Range<String.Index>? {
    var index = line.startIndex
    while index < line.endIndex {
      if line[index...].hasPrefix(needle) { return index..<line.index(index, offsetBy: needle.count) }
      index = line.index(after: index)
    }
    return nil
  }
}
