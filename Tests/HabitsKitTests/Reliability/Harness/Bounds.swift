import HabitsKit
import HabitsReports
import HabitsCLI

/// The work the pipeline harness allows per input, so libFuzzer's timeout finds hangs rather
/// than inputs that are big but linear.
///
/// A habit's timeline covers every day from its start (its `since`, else its first completion)
/// to 400 days past today and past its last log entry up to ten years ahead; dates run from
/// 0000, so one four-kilobyte input could ask for hundreds of thousands of days per habit,
/// legitimately. The engine runs only when each habit's timeline stays within 30 years of today
/// and all of them together within 300,000 days. Parsing, loading, the checks and check
/// rendering always run: their work is bounded by the input alone. These bounds are the
/// harness's, not the program's.
enum Bounds {
  /// The furthest a habit's first or last day may lie from today, in days.
  static let yearsAroundToday = 30
  /// The most days all timelines may cover together.
  static let totalDays = 300_000

  /// Whether analysing `journal` as of `today` stays within the bounds.
  static func allowAnalysis(_ journal: Journal, today: Day) -> Bool {
    let reach = yearsAroundToday * 366
    var total = 0
    for (habit, log) in zip(journal.habits, journal.logs) {
      let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: today)
      // As HabitAnalysis: entries logged more than ten years ahead do not extend the timeline.
      let lastLogged = min(today + 3660, max(log.completions.last?.day ?? today, log.vacations.map(\.start).max() ?? today))
      let horizon = max(lastLogged, start, today) + 400
      guard start >= today - reach, horizon <= today + reach else { return false }
      total += horizon - start + 1
      guard total <= totalDays else { return false }
    }
    return true
  }
}
