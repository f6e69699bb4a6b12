/// "tracked": a habit kept to record values, not to be done (a weight, a mood, a number to
/// watch). Nothing is ever due and nothing fails: each logged day is *completed*, every other
/// day *not due*, paused or not; there is no streak, no backlog, and it never needs attention.
///
/// With a unit (`Weight: tracked; kg`) it is logged in amounts of it (`Weight 81.2 kg`); without
/// one (`Mood: tracked`) in bare numbers (`Mood 7`), held as amounts of an empty unit, or with no
/// number at all (`Mood`), which counts as 1, as a plain entry does elsewhere. A day's entries
/// add up; the views show each day's value, and their sums, averages and last value.
package struct Tracked: UndatedKind {
  var periodNoun: String { "day" }
  var catchesUpByDefault: Bool { false }
  var takesValues: Bool { true }

  func countsFromStart(periodsFromStart: Bool) -> Bool { false }

  func noEffectReason(_ option: HabitOption) -> String? {
    switch option {
    case .goal: "a tracked habit records what is logged; it has no goal"
    case .amount(_, let unit): "a tracked habit has no goal; its unit is \(unit): write '; \(unit)' alone"
    case .backlog, .ahead, .carryOver, .periodsFromStart, .weekStart, .grace, .occurrences:
      "a tracked habit is never due"
    default: nil
    }
  }

  func target(goal: Int) -> HabitTarget { .nothing }

  var whyPhrase: String? { "tracked: nothing is ever due, and each logged day is completed" }

  var judgesByOwnRule: Bool { true }

  /// Completed on a logged day, else not due: vacations and skips play no part.
  func statusRules(of era: HabitEra, counts: UnsafeBufferPointer<Int>, flags: UnsafeMutableBufferPointer<UInt8>, today: Day) -> [StatusRule]? {
    let first = era.start
    return counts.indices.map { i in
      counts[i] > 0 ? .completed : first + i < today ? .notDuePast : .notDueNothingBehind
    }
  }

  /// No streaks: nothing is asked, so nothing is kept.
  func streaks(rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int, carrying: Bool) -> [Streak]? { [] }

  /// An item read as a name that ends in a bare number (`Mood 7`, `Mood 6.5`): the bytes of the
  /// name before it and of the number, split at the last space; nil when the last word does not
  /// look like a number. Whether the name is a habit logged in bare numbers is the caller's.
  package static func bareNumber(in item: [UInt8]) -> (name: ArraySlice<UInt8>, number: ArraySlice<UInt8>)? {
    guard let space = item.lastIndex(where: { $0 == 0x20 || $0 == 0x09 }), Amount.looksNumeric(item[(space + 1)...])
    else { return nil }
    return (item[..<space], item[(space + 1)...])
  }

  /// Whether an item read as a name names a habit: the habit `habit(item)` finds, or a value
  /// of a habit logged in bare numbers (`Skip rope 7`): a line starting with a keyword reads as
  /// completions when its names are habits, and a tracked habit's value names its habit there
  /// too.
  static func namesHabit(_ item: String, habit: (String) -> Habit?) -> Bool {
    if habit(item) != nil { return true }
    guard let split = bareNumber(in: Array(item.utf8)), let named = habit(String(decoding: split.name, as: UTF8.self))
    else { return false }
    return named.unit == ""
  }

  /// Always on track: a tracked habit asks for nothing.
  func attention(of analysis: HabitAnalysis) -> AttentionFinding? { AttentionFinding(attention: .onTrack) }
}
