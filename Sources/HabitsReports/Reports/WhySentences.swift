import HabitsKit

/// The words of a ``WhyReport``: one sentence per fact, and the rule as a sentence that
/// names the status and the reasons the rules of §7.1-§11 gave it.
struct WhySentences {
  /// The explanation put into words.
  let why: WhyReport

  /// Words for `why`.
  init(_ why: WhyReport) { self.why = why }

  /// "Tue Nov 24".
  private func d(_ day: Day) -> String { ViewText.day(day, from: why.today) }
  private var subject: String { d(why.day) }
  /// "the week", or "the habit" when deficits carry over or there are no periods.
  private var scope: String { why.separated && why.period != nil ? "the " + why.periodNoun : "the habit" }
  /// "today", or "tomorrow" when today is logged.
  private var fromWhen: String {
    why.countFrom == why.today ? "today" : "tomorrow (today is logged)"
  }

  /// "1 due day", "2 completions": an amount of the deviation.
  private func amount(_ completions: Int) -> String {
    if let unit = why.unit { return Amount.text(completions, unit: unit) }
    if why.goal == 1 { return DayText.count(completions, "due day") }
    return DayText.count(completions, "completion")
  }

  /// "a", "a and b", "a, b and c".
  private func joined(_ parts: [String]) -> String {
    guard parts.count > 1 else { return parts.first ?? "" }
    return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
  }

  private func days(_ list: [Day]) -> String { joined(list.map(d)) }

  /// The labelled facts: period, due days, what was logged, the deviation before the day.
  func facts() -> [(String, String)] {
    if why.rule == .notStarted || why.rule == .finished { return [] }
    var result: [(String, String)] = []
    if let line = why.line {
      // A habit with changes: the day is judged by one of its lines alone.
      result.append(("Line", "\(line.number) of the habits file, '\(line.schedule)', in force from \(d(line.from))"))
    }
    if let window = why.rollingWindow {
      // A rolling window: its days and what they hold, no periods or deviation.
      result.append(("Window", windowFact(window)))
      result.append(("Logged", why.count == 0 ? "nothing on \(subject)" : "\(q(why.count)) on \(subject)"))
      return result
    }
    if why.tracked {
      // A tracked habit: nothing is due, so there is nothing before the day to weigh.
      result.append(("Tracked", "nothing is ever due, and each logged day is completed"))
      result.append(("Logged", why.count == 0 ? "nothing on \(subject)" : "\(q(why.count)) on \(subject)"))
      return result
    }
    if let limit = why.limit {
      // A limit has no due days and no deviation: only its maximum and what was logged.
      result.append(("Limit", (why.rulePhrase ?? "") + "; nothing is ever due"))
      if let period = why.period {
        result.append(("Period", "the \(why.periodNoun) \(d(period.lowerBound)) .. \(d(period.upperBound))"))
      }
      let total = why.periodNoun == "day" ? "" : ", \(limit.total) in the \(why.periodNoun) through it"
      result.append(("Logged", "\(why.count) on \(subject)" + total))
      return result
    }
    if let period = why.period {
      var text = "the \(why.periodNoun) \(d(period.lowerBound)) .. \(d(period.upperBound))"
      if !why.separated { text += "; deficits and extra work carry over between periods" }
      result.append(("Period", text))
      var due =
        why.dueDays.isEmpty
        ? "no due days"
        : ViewText.dayList(why.dueDays, reference: why.today)
          + " (" + DayText.count(why.dueDays.count, "due day")
          + (why.unit != nil ? ", \(q(why.goal)) each" : why.goal > 1 ? ", \(why.goal) times each" : "") + ")"
      if !why.vacationDueDays.isEmpty {
        due +=
          (why.pausedDueDaysSkipped ? "; skipped instead: " : "; on vacation instead: ")
          + ViewText.dayList(why.vacationDueDays, reference: why.today)
      }
      result.append(("Due", due))
      let logged =
        why.logged.isEmpty
        ? "nothing in the \(why.periodNoun)"
        : ViewText.dayList(why.logged.map(\.day), reference: why.today) { day in
          let n = why.logged.first { $0.day == day }!.count
          if let unit = why.unit { return " " + Amount.text(n, unit: unit) }
          return n == 1 ? "" : " x\(n)"
        }
      result.append(("Logged", logged))
    } else {
      let carried = why.backlogEnabled || why.aheadEnabled
      result.append(
        (
          "Period",
          !carried
            ? "none; each day stands alone"
            : why.separated
              ? "none; a deficit or extra work counts from a due day to the day before the next"
              : "none; deficits and extra work count from the start, \(d(why.start))"
        ))
      result.append(
        (
          "Due",
          subject + (why.scheduledDue ? " is due" : " is not due")
            + (why.onVacation ? (why.pausedBy == .skip ? " by the schedule, but skipped" : " by the schedule, but on vacation") : "")
        ))
      result.append(
        ("Logged", why.count == 0 ? "nothing on \(subject)" : "\(q(why.count)) on \(subject)"))
    }
    result.append(("Before", before()))
    return result
  }

  /// The deviation before the day (§8), in words.
  private func before() -> String {
    guard let window = why.window else {
      if why.asOf < why.start {
        return why.line.map { $0.from == why.day && !$0.isFirst } == true
          ? "nothing counts: its schedule changes on this day, which starts clean"
          : "nothing counts: it is the habit's first day"
      }
      if why.day > why.today {
        return "nothing counts: it lies in a later \(why.periodNoun) than today, which starts clean"
      }
      return "nothing counts: it is the first day of its \(why.periodNoun), which starts clean"
    }
    var text =
      window.count == 1
      ? "on \(d(window.lowerBound))"
      : "from \(d(window.lowerBound)) through \(d(window.upperBound))"
    if why.day > why.today {
      text +=
        why.asOf == why.today
        ? " (judged as of today, which is logged)"
        : " (judged as of yesterday: today is not logged yet)"
    }
    text +=
      ", \(q(why.windowLogged)) logged against \(q(why.windowDue * why.goal)) due, so \(scope) stood at "
      + "\(signed(why.deviation))"
    text += " (" + standing(why.deviation) + ")"
    if !why.backlogEnabled && !why.aheadEnabled {
      text +=
        ", which plays no part here: this habit neither catches up missed days nor counts work "
        + "done ahead"
    }
    return text
  }

  private func signed(_ n: Int) -> String { n > 0 ? "+\(q(n))" : q(n) }

  /// A count, or for an amount habit its thousandths with the unit ("5.2 km").
  private func q(_ n: Int) -> String { Amount.quantity(n, unit: why.unit) }

  /// "1 due day behind", "2 due days ahead", "even".
  private func standing(_ deviation: Int) -> String {
    if deviation == 0 { return "even" }
    return amount(abs(deviation)) + (deviation < 0 ? " behind" : " ahead")
  }

  /// Why nothing was paid off or shown as backlog although the day could take it.
  private func noDeficit() -> String {
    if !why.backlogEnabled { return "this habit does not catch up missed days (no backlog)" }
    if why.deviation > 0 { return "\(scope) was already \(standing(why.deviation))" }
    if why.deviation == 0 { return "nothing was behind before it" }
    return "the \(amount(-why.deviation)) behind is shown on the free days before it"
  }

  /// "you missed Sun Nov 22 and did only part of Mon Nov 23".
  private func missedPhrase() -> String {
    var parts: [String] = []
    if !why.missed.isEmpty { parts.append("you missed " + days(why.missed)) }
    if !why.partial.isEmpty { parts.append("did only part of " + days(why.partial)) }
    return parts.isEmpty ? "\(scope) stood at \(signed(why.deviation))" : joined(parts)
  }

  /// The rule that gave the status, as one sentence.
  func rule() -> String {
    let s = subject + " is " + why.statusWords + ": "
    if let window = why.rollingWindow, let sentence = windowRule(window) { return s + sentence }
    if why.tracked && why.rule != .notStarted && why.rule != .finished {
      return s
        + (why.count > 0
          ? "\(q(why.count)) was logged, and a tracked habit counts each logged day as completed."
          : "nothing was logged, and a tracked habit is never due.")
    }
    switch why.rule {
    case .notStarted where why.startMoves:
      return s + "it has no 'since' and nothing is logged, and its due days count from its start, "
        + "so it starts when it is first logged (or add 'since DATE')."
    case .notStarted:
      let how =
        why.declaredStart
        ? ""
        : " (it has no 'since', so it starts at its first log entry, or today while nothing is "
          + "logged)"
      return s + "the habit starts on \(d(why.start))\(how)."
    case .finished:
      let how =
        why.endOccurrences.map {
          " (its \(ViewText.ordinal($0)) due day: it ends after \($0) occurrences)"
        } ?? ""
      return s + "the habit ended on \(why.end.map(d) ?? "its end")\(how)."
    case .onVacation where why.pausedBy == .skip:
      return s + "it was skipped and nothing was logged; a skipped day is never due and never counts against the habit."
    case .vacationExtra where why.pausedBy == .skip:
      return s + "it was skipped, when nothing is due, so what was logged is extra, and \(noDeficit())."
    case .vacationPaidOff where why.pausedBy == .skip:
      return s
        + "it was skipped, when nothing is due, so what was logged is extra, and it paid off the "
        + "\(amount(-why.deviation)) \(scope) was behind before it."
    case .onVacation:
      let span =
        why.vacation.map { v in
          v.end.map { "from \(d(v.start)) to \(d($0))" } ?? "from \(d(v.start)), with no end yet"
        } ?? ""
      return s
        + "it falls in the vacation \(span) and nothing was logged; a vacation day is never due "
        + "and never counts against the habit."
    case .vacationExtra:
      return s
        + "it falls in a vacation, when nothing is due, so what was logged is extra, and "
        + "\(noDeficit())."
    case .vacationPaidOff:
      return s
        + "it falls in a vacation, when nothing is due, so what was logged is extra, and it paid "
        + "off the \(amount(-why.deviation)) \(scope) was behind before it."
    case .completed:
      return s
        + (why.goal == 1 && why.unit == nil
          ? "it was due and it was logged."
          : "it was due and \(q(why.count)) were logged, exactly the \(q(why.goal)) needed.")
    case .reachedGoal:
      let behind = why.deviation < 0 && why.backlogEnabled ? "; it pays off only part of what was behind" : ""
      return s
        + "it was due and \(q(why.count)) were logged, at least the \(q(why.goal)) needed; the "
        + "\(q(why.count - why.goal)) more is less than another day's \(q(why.goal)), so the day is done, "
        + "not over\(behind)."
    case .partial where !why.scheduledDue:
      return s
        + "the schedule does not ask for it, and \(q(why.count)) was logged, less than a day's "
        + "\(q(why.goal)): part of a goal, which counts towards what is behind or ahead but is "
        + "neither over nor a missed day made up."
    case .partial:
      return s
        + "it was due and \(q(why.count)) of the \(q(why.goal)) needed were logged; the rest counts as "
        + "behind."
    case .extra:
      return s + extraPhrase() + ", and \(noDeficit())."
    case .extraPaidOff:
      // The extra over what was due that day, against what was behind before it.
      let extra = why.count - (why.scheduledDue ? why.goal : 0)
      let paid =
        extra >= -why.deviation
        ? "so the extra paid that off."
        : "so the extra paid \(q(extra)) of it off, leaving \(amount(-why.deviation - extra)) behind."
      return s + extraPhrase() + ", and \(scope) was \(amount(-why.deviation)) behind before it, " + paid
    case .backlog:
      let runs =
        why.separated && why.period != nil
        ? "\(scope) runs to \(d(why.period!.upperBound))"
        : "the deficit carries over until it is made up"
      let depth = -why.deviation / why.goal + (-why.deviation % why.goal == 0 ? 0 : 1)
      return s
        + "\(missedPhrase()), so \(scope) is \(amount(-why.deviation)) behind; \(runs), and "
        + "it is the \(ViewText.ordinal(why.freeDays)) free day from \(fromWhen)"
        + (depth > 1 ? ", within the first \(depth), which show the backlog." : ".")
    case .notDuePast:
      var text = s + "the schedule does not ask for it"
      if why.backlogEnabled && why.deviation < 0 {
        text +=
          ", and though \(scope) was \(amount(-why.deviation)) behind, a past day that was not due "
          + "stays not due: backlog is only shown from today on"
      }
      return text + "."
    case .notDueNoBacklog, .notDueNothingBehind:
      return s + "the schedule does not ask for it, and "
        + (why.rule == .notDueNoBacklog
          ? "this habit does not catch up missed days (no backlog)."
          : (why.deviation > 0 ? "\(scope) is \(standing(why.deviation))." : "nothing is behind."))
    case .notDueBacklogEarlier:
      var text =
        s
        + "the schedule does not ask for it. \(scope.prefix(1).uppercased() + scope.dropFirst()) "
        + "is \(amount(-why.deviation)) behind, which shows as backlog on as many free days from "
        + "\(fromWhen)"
      if !why.backlogDays.isEmpty { text += " (\(days(why.backlogDays)))" }
      return text + "; \(subject) is the \(ViewText.ordinal(why.freeDays)) free day."
    case .coveredAhead:
      return s + coveredPhrase()
    case .planned:
      var text = s + "it is due and not done yet"
      if why.day == why.today { text += "; today still counts as to do" }
      if why.aheadEnabled && why.backlogEnabled && why.deviation > 0 {
        text +=
          "; the \(amount(why.deviation)) ahead covers only the due days before it from "
          + "\(fromWhen), and it is the \(ViewText.ordinal(why.dueDaysAhead))"
      }
      return text + "."
    case .completedLater:
      return s
        + "it was due and nothing was logged, but work logged after it made it up: by "
        + "\(why.madeUpBy.map(d) ?? "") more had been logged than was due since."
    case .failed:
      return s + failedPhrase()
    case .withinLimit, .overLimit:
      let (max, total) = why.limit ?? (0, 0)
      let scope = why.periodNoun == "day" ? "that day" : "in its \(why.periodNoun) through it"
      return s + "the habit is a limit, " + (why.rulePhrase ?? "") + ", and \(total) "
        + (total == 1 ? "was" : "were") + " logged \(scope)"
        + (why.rule == .overLimit ? ", over by \(total - max)." : ".")
    }
  }

  /// "the 7 days Mon Nov 16 .. Sun Nov 22 (at least 3 in any 7 days), holding 1".
  private func windowFact(_ window: WindowStanding) -> String {
    let span = "\(d(window.span.lowerBound)) .. \(d(window.span.upperBound))"
    let days =
      !window.judged
      ? "the days \(span), fewer than \(window.days) unpaused since the start"
      : window.span.count == window.days ? "the \(window.days) days \(span)" : "the \(window.days) unpaused days \(span)"
    return "\(days) (\(why.rulePhrase ?? "")), holding \(window.holds)"
  }

  /// The rule of a rolling window's day, as one sentence; nil for the rules said as for any
  /// habit (before the start, after the end, paused).
  private func windowRule(_ window: WindowStanding) -> String? {
    let holds = "the window ending on it holds \(window.holds) of the \(window.count) it needs"
    switch why.rule {
    case .completed:
      return window.left > 0 ? "it was done, though \(holds): a day done is completed." : "it was done, and \(holds)."
    case .extra:
      return "it was done, and the window ending on it holds \(window.holds), at least twice the \(window.count) it needs."
    case .partial:
      return "less than a goal was logged (\(q(why.count)) of \(q(why.goal))), which counts nothing in the window."
    case .notDuePast, .notDueNothingBehind:
      if !window.judged { return "nothing was logged, and it is among the habit's first \(window.days - 1) unpaused days, which are not judged." }
      return "nothing was logged, but \(holds), so it is kept."
    case .failed:
      return "nothing was logged, and \(holds)."
    case .planned:
      return "nothing is logged yet, and \(holds): \(window.left) more in the window."
    default:
      return nil
    }
  }

  private func extraPhrase() -> String {
    why.scheduledDue
      ? "it was due and \(q(why.count)) were logged, more than the \(q(why.goal)) needed"
      : "it was not due, so what was logged is extra"
  }

  private func coveredPhrase() -> String {
    if !why.backlogEnabled {
      return
        "it was due, but more was logged than was due from \(why.aheadRunStart.map(d) ?? "") "
        + "through the day before, so that run of extra work covered it (without backlog only a "
        + "run of extra work just before a day counts)."
    }
    if why.day < why.today {
      return
        "it was due and nothing was logged, but \(scope) was already \(standing(why.deviation)) "
        + "before it, so earlier extra work covered it."
    }
    return
      "it is due, but \(scope) is \(standing(why.deviation)), enough for every due day from "
      + "\(fromWhen) through it (\(DayText.count(why.dueDaysAhead, "due day")))."
  }

  private func failedPhrase() -> String {
    var text = "it was due and nothing was logged"
    if !why.backlogEnabled {
      return text + ", and this habit does not catch up missed days (no backlog)."
    }
    text +=
      why.aheadEnabled
      ? ", nothing done earlier covered it (\(scope) stood at \(signed(why.deviation)) before it)"
      : ""
    if let searched = why.searchedThrough {
      text +=
        ", and what was logged after it, through \(d(searched)), never got ahead of what was due"
      if !why.madeUpInstead.isEmpty {
        text +=
          "; extra work makes up the latest miss first, so it went to \(days(why.madeUpInstead))"
      }
    } else {
      text +=
        ", and nothing was logged after it " + (why.separated ? "in \(scope)" : "to make it up")
    }
    return text + "."
  }
}
