import HabitsKit

extension LanguageServer {
  /// A habits file and its log, loaded.
  package struct Project {
    /// The habits file's path.
    package var habitsPath: String
    /// The log's path.
    package var logPath: String
    /// The text each file had when loaded (from the editor or the disk; empty when missing).
    package var habits: TextDocument
    /// The log's text, nil when there is no log, and while edits of the log wait for the next
    /// load (`LogLineEdits`): the editor's copy is then the only one, edited in place.
    package var log: TextDocument?
    /// What loading produced.
    package var result: Loader.Result
    /// The day it was loaded for.
    package var today: Day
    /// The log's syntax, parsed when a request needs every line (the log's symbols).
    package var logSyntax: LogFileSyntax?
    /// How many of the log's lines requests read one at a time since the load (`LogLines`):
    /// references, rename and hover read only the lines they need.
    package var logLinesRead = 0
    /// The analyses, computed when a request needs statuses.
    package var analyses: [HabitAnalysis]?
    /// The findings in the habits file of the checks over the loaded habits (`LoadedChecks`)
    /// among `result`'s, when known: what a reload by lines (`LogLineReload`) replaces.
    package var checks: [Diagnostic]?
    /// Whether the habits file was neither open in the editor nor on the disk: a log open on
    /// its own then says so, not that the habits file defines no habits.
    package var habitsFileMissing = false
  }
}
