/// "3 times in any 7 days", "at least 3 in any 7 days": a rolling window, not a calendar
/// period. A day is *kept* when the window of D unpaused days ending on it holds at least N
/// completions (paused days are skipped, so the window reaches further back by the days
/// paused; completions on paused days inside its span count too). A day contributes whole
/// goals: `2 times` counts floor(count / 2), an amount its whole goals; a day with some but
/// less than a goal is *partially completed* and contributes nothing.
///
/// The first D - 1 unpaused days of the line are not judged. A day with a completion is
/// *completed*, or *over completed* when its window holds at least 2N; a day without one is *not
/// due* when kept (or not judged) and, before today, *failed* when not; today and later days
/// are *planned* while their window lacks ("2 more in the window"), counting only what is
/// logged. Streaks are runs of days not failed that hold a completion; the habit needs
/// attention once a day has failed and nothing has been logged since.
///
/// ```
/// // 3 times in any 7 days from Mon 11-02, done Mon, Wed, Fri (11-02, 04, 06), then nothing:
/// // 11-02..07 not judged (not due when not done); 11-08 kept (11-02..08 holds 3), not due;
/// // 11-09 fails (11-03..09 holds 2), and so does every day until the next completion.
/// ```
struct RollingWindow: UndatedKind {
  /// N: completions (whole goals) the window needs.
  let times: Int
  /// D: the window's length in unpaused days.
  let days: Int

  var periodNoun: String { "window" }

  /// Its first D - 1 unpaused days are not judged: they count from the start.
  func countsFromStart(periodsFromStart: Bool) -> Bool { true }

  func noEffectReason(_ option: HabitOption) -> String? {
    switch option {
    case .backlog, .ahead, .carryOver: "a rolling window has no backlog and no work ahead: each day looks back over its window"
    case .periodsFromStart, .weekStart: "a rolling window has no calendar periods"
    case .grace: "a rolling window needs attention once a day fails, with nothing logged since"
    case .occurrences: "a rolling window's due days depend on the log"
    default: nil
    }
  }

  func target(goal: Int) -> HabitTarget { .inWindow(atLeast: times, days: days) }

  var whyPhrase: String? { "at least \(times) in any \(days) days" }

  var judgesByOwnRule: Bool { true }

  func statusRules(of era: HabitEra, counts: UnsafeBufferPointer<Int>, flags: UnsafeMutableBufferPointer<UInt8>, today: Day) -> [StatusRule]? {
    let goal = max(1, era.goal)
    var windows = Windows(days: days)
    var rules: [StatusRule] = []
    rules.reserveCapacity(counts.count)
    for i in counts.indices {
      let count = counts[i]
      let paused = flags[i] & DayFlag.vacation != 0
      let holds = windows.add(whole: count / goal, paused: paused)
      let day = era.start + i
      let rule: StatusRule
      if count > 0 {
        rule = count < goal ? .partial : holds >= 2 * times ? .extra : .completed
      } else if paused {
        rule = .onVacation
      } else if day < today {
        rule = windows.judged && holds < times ? .failed : .notDuePast
      } else {
        rule = holds < times ? .planned : .notDueNothingBehind
      }
      // The days the window asked something of are due: logged, failed, or still to do.
      if rule != .notDuePast && rule != .notDueNothingBehind && rule != .onVacation { flags[i] |= DayFlag.due }
      rules.append(rule)
    }
    return rules
  }

  /// The runs of days not failed through `lastIndex` that hold a completion (a run that
  /// reaches today, still to do, ends yesterday). A line taking over from one whose streak
  /// runs up to it carries that streak over its first run of days, done or not.
  func streaks(rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int, carrying: Bool) -> [Streak]? {
    var streaks: [Streak] = []
    var runStart = 0
    var done = false
    func close(_ end: Int) {
      if end >= runStart && (done || (carrying && runStart == 0)) {
        streaks.append(Streak(start: first + runStart, end: first + end))
      }
    }
    for i in 0...lastIndex {
      switch rules[i] {
      case .failed:
        close(i - 1)
        runStart = i + 1
        done = false
      case .completed, .extra:
        done = true
      default:
        break
      }
    }
    close(rules[lastIndex] == .planned ? lastIndex - 1 : lastIndex)
    return streaks
  }

  /// Needs attention once a day of the line in force today has failed with nothing logged
  /// since; not logged while today is still to do; else on track (and while paused, finished
  /// or, before its start, not logged).
  func attention(of analysis: HabitAnalysis) -> AttentionFinding? {
    let timeline = analysis.timeline
    let today = timeline.today
    let era = timeline.era(on: today)
    if today < timeline.first { return AttentionFinding(attention: .notLogged) }
    if let end = timeline.calendar.end, today > end { return AttentionFinding(attention: .onTrack) }
    if timeline.isOnVacation(today) { return AttentionFinding(attention: .onTrack) }
    var day = today
    while day >= era.first {
      let status = timeline.status(on: day)
      if status == .completed || status == .overCompleted || status == .partiallyCompleted { break }
      if status == .failed {
        // Named by the last day logged, or with none by the line's first day.
        let last = analysis.log.completions.last { $0.day < day && $0.day >= timeline.first && $0.count > 0 }?.day
        return AttentionFinding(attention: .needsAttention, lastLogged: last, unloggedSince: last == nil ? era.first : nil)
      }
      day = day - 1
    }
    return AttentionFinding(attention: timeline.status(on: today) == .planned ? .notLogged : .onTrack)
  }

  func window(ending day: Day, from start: Day, goal: Int, count: (Day) -> Int, paused: (Day) -> Bool) -> WindowStanding? {
    guard day >= start else { return nil }
    var holds = 0
    var unpaused = 0
    var d = day
    var first = day
    while d >= start && unpaused < days {
      if !paused(d) { unpaused += 1 }
      holds += count(d) / max(1, goal)
      first = d
      d = d - 1
    }
    // Judged once the line has D unpaused days through the day (a paused day: before it).
    return WindowStanding(days: days, count: times, isLimit: false, holds: holds, span: first...day, judged: unpaused >= days)
  }

  /// The window of each day, found as the days go: the unpaused days seen, the days of the
  /// current window, and what it holds.
  struct Windows {
    let days: Int
    /// Each day's whole goals and whether it is paused, from the line's start.
    private var wholes: [Int] = []
    private var paused: [Bool] = []
    /// The first day of the current window, and what the days from it through the last hold.
    private var first = 0
    private var holds = 0
    private var unpaused = 0

    init(days: Int) { self.days = days }

    /// Whether the last day added is judged: the line has D unpaused days through it.
    private(set) var judged = false

    /// Adds the next day and returns what the window ending on it holds.
    mutating func add(whole: Int, paused isPaused: Bool) -> Int {
      wholes.append(whole)
      paused.append(isPaused)
      holds += whole
      if !isPaused { unpaused += 1 }
      // Drop days from the front while the window has more than D unpaused days, or starts
      // with a paused day it no longer needs.
      while unpaused > days || (unpaused == days && first < wholes.count - 1 && paused[first]) {
        if !paused[first] { unpaused -= 1 }
        holds -= wholes[first]
        first += 1
      }
      judged = judged || unpaused >= days
      return holds
    }
  }
}
