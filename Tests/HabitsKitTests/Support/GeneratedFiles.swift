@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Generated habits written out as the two files a user has (`habits.txt` and `log.txt`), for
/// tests that drive the commands end to end on every schedule kind and option: the habits of
/// `RandomHabits` (with changes now and then, a unit now and then) and their logs, in the
/// grammar's own words.
struct GeneratedFiles {
  /// The habits file.
  var habits: String
  /// The log.
  var log: String
  /// The day the commands are run as of.
  var today: Day
  /// The habits' names, in file order.
  var names: [String]

  /// An in-memory environment holding the two files as `habits.txt` and `log.txt`.
  var environment: FakeEnvironment {
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    env.today = today
    return env
  }
}

extension RandomHabits {
  /// `count` habits starting around `start` (each with `since`, or now and then none, so it
  /// starts at its first entry), with logs through about `days` days, and a today among them.
  /// Names have spaces, a double quote and a non-ASCII letter, as real ones do.
  mutating func files(habits count: Int, start: Day, days: Int) -> GeneratedFiles {
    let names = ["Walk", "Gym 2", "Say \"hi\"", "Café", "Read more", "Swim", "Bins", "Tax"]
    var habitsText = ""
    var logText = ""
    var used: [String] = []
    for index in 0..<count {
      let name = names[index % names.count] + (index < names.count ? "" : " \(index)")
      used.append(name)
      let habitStart = start + int(0...60)
      var habit =
        chance(0.2)
        ? fileThirdTurnHabit(start: habitStart)
        : chance(0.25) ? changingHabit(start: habitStart) : (chance(0.1) ? limitHabit(start: habitStart) : self.habit(start: habitStart))
      habit.name = name
      if chance(0.85) { habit.since = habitStart } else { habit.since = nil }
      // Amounts now and then, on a habit that is not a limit and has no changes (a change
      // line with a unit would need one on every line).
      if !habit.schedule.isLimit && !habit.schedule.kind.takesValues && habit.changes.isEmpty && chance(0.2) {
        habit.unit = "km"
        habit.goal = int(1...5) * 1000
      }
      habitsText += HabitsFileText.lines(habit).joined()
      var log = self.log(start: habitStart, days: days, goal: habit.goal)
      if habit.schedule.kind.takesValues {
        // Values to watch: a weight in kg, or a mood in bare numbers (now and then 1).
        log = HabitLog(
          completions: log.completions.map { Completion(day: $0.day, count: chance(0.1) ? 1000 : int(1...900) * 100) },
          vacations: log.vacations)
      }
      logText += HabitsFileText.logLines(name: name, unit: habit.unit, log: log).joined()
    }
    return GeneratedFiles(habits: habitsText, log: logText, today: start + int(0...(days + 30)), names: used)
  }
}

extension RandomHabits {
  /// A habit of a kind of the third turn (every N years, tracked, rolling windows) as a file
  /// may hold it without errors: no Feb 29 every N years (never due from most starts), no
  /// `ends after` where the due days depend on the log, a tracked habit's unit (`kg`, or none:
  /// bare numbers).
  mutating func fileThirdTurnHabit(start: Day) -> Habit {
    var habit = thirdTurnHabit(start: start)
    switch habit.schedule {
    case .everyNYears(let years, let dates):
      let reachable = dates.filter { $0 != MonthDay(month: 2, day: 29) }
      habit.schedule = .everyNYears(years: years, reachable.isEmpty ? [MonthDay(month: 4, day: 15)] : reachable)
    case .tracked:
      habit.unit = chance(0.5) ? "kg" : ""
      habit.goal = 1
      habit.occurrences = nil
    default:
      habit.occurrences = nil
    }
    return habit
  }
}

/// A habit value written in the habits file's words (grammar.md), and a log in the log's.
enum HabitsFileText {
  /// The habit's lines: its first line, then one per change (`from DATE`).
  static func lines(_ habit: Habit) -> [String] {
    var first = "\(habit.name): \(schedule(habit.schedule))"
    if let since = habit.since { first += "; since \(since)" }
    if let until = habit.until { first += "; until \(until)" }
    if let n = habit.occurrences, habit.schedule.kind.dueDaysFollowFromSchedule {
      first += "; ends after \(n) occurrences"
    }
    var result = [first + options(habit) + "\n"]
    for change in habit.changes {
      result.append("\(habit.name): \(schedule(change.schedule)); from \(change.since!)" + options(change) + "\n")
    }
    return result
  }

  /// The options of a line that differ from its schedule's defaults (so none is a warning for
  /// doing nothing more than needed).
  static func options(_ habit: Habit) -> String {
    var text = ""
    let schedule = habit.schedule
    if schedule.isLimit {
      return habit.weekStart == .monday || !schedule.usesWeeks ? "" : "; week starts on \(habit.weekStart.name)"
    }
    // A tracked habit takes its unit alone; a rolling window its goal.
    if habit.schedule.kind.takesValues { return habit.unit.map { $0.isEmpty ? "" : "; \($0)" } ?? "" }
    if case .rolling = schedule {
      if let unit = habit.unit { return "; \(Amount.text(habit.goal)) \(unit)" }
      return habit.goal > 1 ? "; \(habit.goal) times" : ""
    }
    if let unit = habit.unit {
      text += "; \(Amount.text(habit.goal)) \(unit)"
    } else if habit.goal > 1 {
      text += "; \(habit.goal) times"
    }
    if isAfterLast(schedule) { return text }
    let defaultOn = schedule != .everyDay
    if habit.backlog != defaultOn { text += habit.backlog ? "; backlog" : "; no backlog" }
    if habit.ahead != defaultOn { text += habit.ahead ? "; ahead" : "; no ahead" }
    if habit.carryOver && schedule.isPeriodic { text += "; carry over" }
    if habit.periodsFromStart && schedule.isPeriodic {
      if case .everyNMonths = schedule {} else { text += "; periods from start" }
    }
    // With periods from start, weeks start on the start's weekday: a week start would
    // contradict it (an error).
    if habit.weekStart != .monday && !(habit.periodsFromStart && schedule.isPeriodic) {
      text += "; week starts on \(habit.weekStart.name)"
    }
    return text
  }

  private static func isAfterLast(_ schedule: Schedule) -> Bool {
    if case .afterLast = schedule { true } else { false }
  }

  /// The schedule in words.
  static func schedule(_ schedule: Schedule) -> String {
    switch schedule {
    case .everyDay: return "every day"
    case .weekly(let days): return weekdays(days)
    case .perPeriod(let count, let period): return "\(count) days a \(period.rawValue)"
    case .monthly(let rule): return "monthly on " + monthly(rule)
    case .everyNMonths(let months, let rule): return "every \(months) months on " + monthly(rule)
    case .cycle(let on, let off): return "\(on) on \(off) off"
    case .everyNWeeks(let weeks, let days): return "every \(weeks) weeks on " + weekdays(days)
    case .yearly(let dates):
      return "yearly on " + unique(dates.map(\.description)).joined(separator: " and ")
    case .once(let dates): return "on " + unique(dates.map(\.description)).joined(separator: " and ")
    case .afterLast(let days): return "every \(days) days after last"
    case .limit(let max, let per): return max == 0 && per == .day ? "never" : "at most \(max) a \(per.rawValue)"
    case .everyNYears(let years, let dates):
      return "every \(years) years on " + unique(dates.map(\.description)).joined(separator: " and ")
    case .tracked: return "tracked"
    case .rolling(let times, let days): return "\(times) times in any \(days) days"
    case .rollingLimit(let max, let days): return "at most \(max) in any \(days) days"
    }
  }

  private static func weekdays(_ days: WeekdaySet) -> String {
    Weekday.allCases.filter(days.contains).map(\.shortName).joined(separator: ", ")
  }

  private static func monthly(_ rule: MonthlyRule) -> String {
    var items = Array(rule.days).map { "the " + ordinal($0) }
    if rule.lastDay { items.append("the last day") }
    for nth in rule.weekdays {
      items.append("the " + (nth.ordinal == NthWeekday.last ? "last" : ordinal(nth.ordinal)) + " " + nth.weekday.name)
    }
    return unique(items).joined(separator: ", ")
  }

  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
  static func ordinal(_ n: Int) -> String {
    let suffix = (11...13).contains(n % 100) ? "th" : (n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th")
    return "\(n)\(suffix)"
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen: [String] = []
    for item in items where !seen.contains(item) { seen.append(item) }
    return seen
  }

  /// The log lines of `name`'s completions (counts, or amounts in `unit`) and vacations.
  static func logLines(name: String, unit: String?, log: HabitLog) -> [String] {
    var lines: [String] = []
    for completion in log.completions {
      if let unit {
        // A tracked habit's bare numbers have the empty unit (`Mood 7`).
        lines.append("\(completion.day) \(name) \(Amount.text(completion.count, unit: unit))\n")
      } else {
        lines.append("\(completion.day) \(name)" + (completion.count == 1 ? "" : " x\(completion.count)") + "\n")
      }
    }
    for vacation in log.vacations {
      if let end = vacation.end {
        lines.append(vacation.start == end ? "\(vacation.start) skip \(name)\n" : "\(vacation.start) vacation \(name) until \(end)\n")
      } else {
        lines.append("\(vacation.start) vacation \(name)\n")
      }
    }
    return lines
  }
}
