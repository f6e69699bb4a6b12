/// The checks that need the log as well as the habits: they run over the loaded model (habits
/// and their per-habit logs), after both files are parsed and resolved, and point back into
/// the files for their locations.
package enum LoadedChecks {
  /// Every finding over the loaded habits (their logs empty when there is no log file).
  package static func run(_ loaded: [LoadedHabit], habitsFile: String, logFile: SourceFile?, today: Day) -> [Diagnostic] {
    var diagnostics = ImplausibleDates.check(loaded, habitsFile: habitsFile, logFile: logFile)
    diagnostics += PastOneOffs.check(loaded, habitsFile: habitsFile, today: today)
    diagnostics += MovingStarts.check(loaded, habitsFile: habitsFile, today: today)
    diagnostics += UnreachableDates.check(loaded, habitsFile: habitsFile)
    return diagnostics
  }
}
