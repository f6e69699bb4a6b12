import HabitsKit

extension StatusRenderer {
  /// What to do on the row's day, in words, as the board says it: "due", "catch up: 2 left
  /// this week", "not due, next Mon"; days relative to `date`, the day shown.
  package static func todoWords(_ row: StatusReport.Row, date: Day, today: Day) -> String {
    words(row.todo, unit: row.unit, date: date, today: today)
  }

  /// `todo` in words, for a habit counted in `unit` (nil: in completions).
  package static func words(_ todo: StatusReport.Todo, unit: String?, date: Day, today: Day) -> String {
    func relative(_ day: Day?) -> String { day.map { DayText.relative($0, from: date) } ?? "nothing due ahead" }
    switch todo {
    case .due(let goal, let count):
      if let unit {
        return count > 0 ? "due: \(Amount.progress(count, of: goal, unit: unit)) done" : "due \(Amount.text(goal, unit: unit))"
      }
      return goal > 1 && count > 0 ? "due: \(count) of \(goal) done" : goal > 1 ? "due \(goal) times" : "due"
    case .catchUp(let left, let noun):
      let period = noun.map { "this " + $0 } ?? "overall"
      if let unit { return "catch up: \(Amount.text(left, unit: unit)) left " + period }
      return "catch up: \(left) left " + period
    case .nothingAhead(let done):
      return done ? "done, nothing left" : "nothing left"
    case .notDue(let next):
      return "not due, next " + relative(next)
    case .ahead(let next):
      return "ahead: next due " + relative(next)
    case .done(let count, let goal):
      // An amount can be done with a little more than its goal: say how much.
      if let unit, count != goal { return "done (\(Amount.text(count, unit: unit)))" }
      return "done"
    case .extra(let count, let due):
      if let unit { return due ? "done (\(Amount.text(count, unit: unit)))" : "done, extra" }
      return due ? "done (" + DayText.count(count, "time") + ")" : "done, extra"
    case .sortedOut(let left):
      guard let left else { return "done, caught up" }
      if let unit { return "done, \(Amount.text(left, unit: unit)) left to catch up" }
      return "done, \(left) left to catch up"
    case .partial(let count, let goal):
      return "\(Amount.progress(count, of: goal, unit: unit)) done"
    case .madeUpLater:
      return "missed, made up later"
    case .missed:
      return "missed"
    case .vacation(let until):
      return until.map { "on vacation until " + DayText.relative($0, from: date) } ?? "on vacation"
    case .skipped:
      return "skipped"
    case .starts(let start):
      return "starts " + DayText.relative(start, from: date)
    case .startsWhenLogged:
      return "starts when first logged"
    case .limit(let left, let max, let per):
      let scope = per == .day ? (date == today ? "today" : "that day") : (date == today ? "this " : "that ") + per.rawValue
      if left < 0 { return "over by \(-left) \(scope)" }
      if max == 0 { return "clean \(scope)" }
      return left == 0 ? "none left \(scope)" : "\(left) left \(scope)"
    case .window(let more, let done):
      if done { return more > 0 ? "done, \(more) more in the window" : "done" }
      return "\(more) more in the window"
    case .windowLimit(let left, let max):
      if left < 0 { return "over by \(-left) in the window" }
      if max == 0 { return "clean in the window" }
      return left == 0 ? "none left in the window" : "\(left) left in the window"
    case .tracked(let value, let last, let lastValue):
      if let value { return "logged " + Amount.quantity(value, unit: unit) }
      guard let last else { return "nothing logged yet" }
      return "last " + Amount.quantity(lastValue, unit: unit) + ", " + DayText.relative(last, from: date)
    case .finished(let end):
      return "finished " + (end.map { DayText.relative($0, from: date) } ?? "")
    case .nothing:
      return ""
    }
  }
}
