/// The stable identifier of every kind of diagnostic, shown as `[code]` and documented in
/// grammar.md's catalogue. Codes are never renamed: a new meaning gets a new code.
package enum DiagnosticCode: String, CaseIterable, Hashable, Sendable {
  // Both files: bytes and structure.
  case invalidEncoding = "invalid-encoding"
  case controlCharacter = "control-character"
  case syntax = "syntax"
  case invalidDate = "invalid-date"
  case mergeConflict = "merge-conflict"
  case tooLarge = "too-large"

  // The habits file.
  case emptyName = "empty-name"
  case invalidName = "invalid-name"
  case emptySchedule = "empty-schedule"
  case unknownSchedule = "unknown-schedule"
  case unknownWeekday = "unknown-weekday"
  case unknownMonth = "unknown-month"
  case unknownOrdinal = "unknown-ordinal"
  case numberOutOfRange = "number-out-of-range"
  case unknownOption = "unknown-option"
  case conflictingOptions = "conflicting-options"
  case duplicateOption = "duplicate-option"
  case duplicateHabit = "duplicate-habit"
  case untilBeforeSince = "until-before-since"
  case emptyDateList = "empty-date-list"
  case duplicateDay = "duplicate-day"
  case neverDueInSomeMonths = "never-due-in-some-months"
  case dueOnlyInLeapYears = "due-only-in-leap-years"
  case neverDue = "never-due"
  case optionHasNoEffect = "option-has-no-effect"
  case conflictingSetting = "conflicting-setting"
  case duplicateSetting = "duplicate-setting"
  case settingAsHabit = "setting-as-habit"
  case fromOutOfOrder = "from-out-of-order"
  case fromOnFirstLine = "from-on-first-line"
  case optionOnChangeLine = "option-on-change-line"
  case changeChangesNothing = "change-changes-nothing"
  case editRewritesPast = "edit-rewrites-past"
  case movingStart = "moving-start"
  case reservedUnit = "reserved-unit"
  case pointsSign = "points-sign"
  case changeDropsPoints = "change-drops-points"
  case unknownPriority = "unknown-priority"
  case habitInRewards = "habit-in-rewards"
  case duplicateReward = "duplicate-reward"
  case groupMismatch = "group-mismatch"

  // The log file.
  case unknownHabit = "unknown-habit"
  case invalidCount = "invalid-count"
  case zeroCount = "zero-count"
  case invalidAmount = "invalid-amount"
  case unitMismatch = "unit-mismatch"
  case missingAmount = "missing-amount"
  case unexpectedAmount = "unexpected-amount"
  case futureDate = "future-date"
  case beforeStart = "before-start"
  case afterEnd = "after-end"
  case vacationEndsBeforeStart = "vacation-ends-before-start"
  case duplicateEntry = "duplicate-entry"
  case repeatedHabit = "repeated-habit"
  case trackedValuesAddUp = "tracked-values-add-up"
  case resumeWithoutVacation = "resume-without-vacation"
  case unknownReward = "unknown-reward"
  case negativeBalance = "negative-balance"
  case capitalizedKeyword = "capitalized-keyword"
  case openVacation = "open-vacation"

  // Both files, over the loaded model (Checks/LoadedChecks.swift).
  case implausibleDate = "implausible-date"
  case pastOneOff = "past-one-off"

  // Allows: the habits file's `allow` line and `# habits: allow` directives (Diagnostics/Allowances.swift).
  case unusedAllow = "unused-allow"
  case unknownCode = "unknown-code"
  case cannotAllowError = "cannot-allow-error"

  // Refusals of `habits log`, `skip`, `vacation` and `resume` (Writing/LogWritePolicy.swift),
  // beside the log codes above that they share.
  case implausibleCount = "implausible-count"
  case alreadyOff = "already-off"
  case limitNotPaused = "limit-not-paused"
  case ambiguousLogLine = "ambiguous-log-line"

  /// The severity a diagnostic with this code has.
  package var severity: Diagnostic.Severity {
    switch self {
    case .duplicateOption, .duplicateDay, .neverDueInSomeMonths, .dueOnlyInLeapYears, .neverDue,
      .optionHasNoEffect, .duplicateSetting, .settingAsHabit, .futureDate, .beforeStart, .afterEnd,
      .duplicateEntry, .repeatedHabit, .trackedValuesAddUp, .resumeWithoutVacation, .fromOnFirstLine, .changeChangesNothing, .editRewritesPast,
      .movingStart, .implausibleDate, .pastOneOff, .changeDropsPoints, .negativeBalance, .unusedAllow, .unknownCode,
      .cannotAllowError, .capitalizedKeyword, .openVacation:
      return .warning
    default:
      return .error
    }
  }

  /// The code spelt by `word`, ignoring ASCII case, or nil: compared byte by byte with each
  /// code of the same length, where the generated `init(rawValue:)` compares strings one
  /// after the other (about 24K instructions a word).
  package static func named<Word: Collection<UInt8>>(_ word: Word) -> DiagnosticCode? {
    let count = word.count
    for code in allCases where code.rawValue.utf8.count == count {
      if zip(code.rawValue.utf8, word).allSatisfy({ $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 | 0x20 : $1) }) { return code }
    }
    return nil
  }

  /// Whether an allow can silence it: warnings can, errors cannot.
  package var isAllowable: Bool { severity == .warning }

  /// A one-line summary of what the code means.
  package var summary: String {
    switch self {
    case .invalidEncoding: "the file is not valid UTF-8"
    case .controlCharacter: "a NUL, a terminal or a bidirectional control character in the text"
    case .syntax: "the line does not follow the grammar"
    case .invalidDate: "a date that is malformed or does not exist"
    case .mergeConflict: "an unresolved merge-conflict marker"
    case .tooLarge: "a file past a size limit: 10,000 habits, 100,000 habit lines, a line of 1 MiB, a file of 2 GiB"
    case .emptyName: "a habit line with nothing before the colon"
    case .invalidName: "a habit name that the log could not refer to unambiguously"
    case .emptySchedule: "a habit line with nothing after the colon"
    case .unknownSchedule: "a schedule that is not one of the known kinds"
    case .unknownWeekday: "a word where a weekday was expected"
    case .unknownMonth: "a word where a month was expected"
    case .unknownOrdinal: "an ordinal that is not 1st-5th or last"
    case .numberOutOfRange: "a number outside the range its place allows"
    case .unknownOption: "an option after ';' that is not known"
    case .conflictingOptions: "two options of a habit that contradict each other"
    case .duplicateOption: "the same option given twice"
    case .duplicateHabit: "two habits with the same name (ignoring case)"
    case .untilBeforeSince: "a habit that ends before it starts"
    case .emptyDateList: "'on' with no dates after it"
    case .duplicateDay: "the same day listed twice in one schedule"
    case .neverDueInSomeMonths: "a monthly rule that some months do not have (the 31st, a 5th weekday)"
    case .dueOnlyInLeapYears: "a yearly date of February 29"
    case .neverDue: "a habit that is never due between its start and its end"
    case .optionHasNoEffect: "an option that does nothing for this schedule"
    case .conflictingSetting: "two file settings that contradict each other"
    case .duplicateSetting: "the same file setting given twice"
    case .settingAsHabit: "a habit line named as a setting is spelt ('week start: Sunday'): it is a habit, not the setting"
    case .fromOutOfOrder: "a change ('from DATE') before the habit's start, after its end, or not after the previous change"
    case .fromOnFirstLine: "'from DATE' on a habit's first line, where it means 'since'"
    case .optionOnChangeLine: "an option a change line cannot have ('since', 'until', 'ends after')"
    case .changeChangesNothing: "a change line with the same schedule and options as the line before"
    case .editRewritesPast: "an edit of a habit's line that changes the statuses of past days (check --staged, --against)"
    case .movingStart: "a habit whose due days count from a start that is not fixed yet (no 'since', nothing logged)"
    case .reservedUnit: "'points' as an amount's unit: it is the keyword of points ('10 points')"
    case .pointsSign: "positive points on a limit, or negative points on a habit that is not one"
    case .changeDropsPoints: "a change line without points, after a line with them: the habit earns nothing from the change"
    case .unknownPriority: "a priority that is not do first, plan, delay or delegate"
    case .habitInRewards: "a habit line under the [Rewards] heading, where each line is a reward"
    case .duplicateReward: "two rewards with the same name (ignoring case)"
    case .unknownReward: "a redeem line naming a reward the habits file does not have"
    case .negativeBalance: "a redeem that takes the points balance below zero"
    case .groupMismatch: "a change line ('from DATE') under another group heading than the habit's first line"
    case .unknownHabit: "a log entry naming a habit the habits file does not have"
    case .invalidCount: "a count that is not a positive whole number"
    case .zeroCount: "a count of 0"
    case .invalidAmount: "an amount that is not a positive number with at most 3 decimals"
    case .unitMismatch: "a logged amount in a unit other than the habit's"
    case .missingAmount: "a habit with a unit logged without an amount"
    case .unexpectedAmount: "an amount logged for a habit without a unit"
    case .futureDate: "a completion dated after today"
    case .beforeStart: "a completion before the habit's start"
    case .afterEnd: "a completion after the habit's end"
    case .vacationEndsBeforeStart: "a vacation whose end is before its start"
    case .duplicateEntry: "the same log line twice"
    case .repeatedHabit: "a habit named twice on one log line: both entries count ('Gym x2' says it once)"
    case .trackedValuesAddUp: "two values of a tracked habit with a unit on one day, which add up"
    case .resumeWithoutVacation: "a resume with no open vacation to end"
    case .capitalizedKeyword: "a vacation, skip, resume or redeem line whose keyword is capitalized as a habit's name is"
    case .openVacation: "an open-ended vacation of every habit still running after weeks, while habits are logged"
    case .implausibleDate: "a date before 1900, or years before the habit's other entries (a typo in the year?)"
    case .unusedAllow: "an allow (the habits file's 'allow' line, a '# habits: allow' directive) that allows nothing"
    case .unknownCode: "an allow naming a code that does not exist"
    case .cannotAllowError: "an allow naming an error's code: only warnings can be allowed"
    case .pastOneOff: "a one-off habit whose dates are all past with nothing logged: never due again"
    case .implausibleCount: "a count or amount far beyond the habit's goal, most likely a typo (habits log)"
    case .alreadyOff: "a skip or vacation that changes nothing: every habit it covers is already off"
    case .limitNotPaused: "a skip or vacation naming a limit, which asks for nothing to pause"
    case .ambiguousLogLine: "a line the log would read differently from what habits log means"
    }
  }
}
