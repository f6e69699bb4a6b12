import HabitsKit
import HabitsReports

/// Option handling the view commands share: narrowing to one habit, counts and months.
extension CommandContext {
  /// Whether to print JSON: `--json` or `--format json`.
  var wantsJSON: Bool { arguments.has(CommandSpec.Shared.json) || arguments.value(CommandSpec.Shared.format) == "json" }

  /// Exit 2 for a range of more than 200000 days, saying where it starts and pointing at the
  /// lines `check` flags as implausible dates (most likely a year typo): never unlocated.
  func rangeTooLong(from first: Day, to last: Day, startOf habit: String?, loaded: Loader.Result) -> ExitStatus {
    var message = "the range from \(first) to \(last) is too long: at most 200000 days"
    if let habit { message += " ('\(habit)' starts on \(first)); pass --from, or fix the date" }
    for d in loaded.diagnostics where d.code == .implausibleDate {
      message += "\n  \(d.file):\(d.range.start.line):\(d.range.start.column): \(d.message)"
    }
    return fail(message)
  }

  /// A whole-number option within `range`, `defaultValue` when absent, or a usage error.
  func countOption(_ key: CommandSpec.Valued, default defaultValue: Int, range: ClosedRange<Int>) throws(ExitStatus) -> Int {
    guard let text = arguments.value(key) else { return defaultValue }
    let name = key.option.long
    guard let value = Int(text), range.contains(value) else {
      throw usageError(
        "Invalid value '\(text)' for '--\(name) <n>': expected a whole number from "
          + "\(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// A `YYYY-MM` option as the first day of that month, nil when absent, or a usage error.
  func monthOption(_ key: CommandSpec.Valued) throws(ExitStatus) -> Day? {
    guard let text = arguments.value(key) else { return nil }
    let name = key.option.long
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
      let month = Int(parts[1]),
      let first = Day(year: year, month: month, day: 1)
    {
      return first
    }
    throw usageError("Invalid value '\(text)' for '--\(name) <month>': expected YYYY-MM")
  }
}

extension CommandContext {
  /// The output format a command was asked for: one of `flags` (`--json`, `--svg`), the same
  /// as `--format` with its name, or `--format`'s value; "text" when none is given. Two that
  /// disagree are a usage error.
  func outputFormat(flags: [CommandSpec.Flag], default defaultFormat: String = "text") throws(ExitStatus) -> String {
    var chosen = flags.filter { arguments.has($0) }.map { "--" + $0.option.long }
    if let format = arguments.value(CommandSpec.Shared.format), !chosen.contains("--" + format) { chosen.append("--format " + format) }
    if chosen.count > 1 { throw usageError("\(chosen[0]) and \(chosen[1]) cannot be used together") }
    guard let choice = chosen.first else { return defaultFormat }
    return choice.hasPrefix("--format ") ? String(choice.dropFirst(9)) : String(choice.dropFirst(2))
  }
}
