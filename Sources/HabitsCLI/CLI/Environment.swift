import HabitsKit
import HabitsReports

/// Everything `habits` needs from the outside world, passed in: files, the terminal, the
/// environment variables, today's date, and the output streams.
///
/// `main.swift` builds the real one on libc; tests build a fake that keeps files in memory and
/// records what was written. Nothing in `HabitsKit` reaches past this struct.
package struct Environment {
  /// Why a file could not be read or written.
  package enum FileError: Error, Equatable, Sendable {
    case notFound
    case isDirectory
    case permissionDenied
    /// Larger than a file may be (2 GiB, conventions item 32); `line` is the line it passes
    /// the limit on.
    case tooLarge(line: Int)
    case other(String)

    /// A short description, like the C library's messages.
    package var message: String {
      switch self {
      case .notFound: "No such file or directory"
      case .isDirectory: "Is a directory"
      case .permissionDenied: "Permission denied"
      case .tooLarge: "larger than 2 GiB"
      case .other(let text): text
      }
    }
  }

  /// The process's environment variables (the real environment holds only `variableNames`).
  package var variables: NamedValues

  /// Every environment variable `habits` reads. The real environment looks up only these:
  /// copying a whole shell environment into a dictionary would cost more than reading a
  /// year of log.
  package static let variableNames = [
    "HABITS_FILE", "HABITS_DIR", "HABITS_LOG", "NO_COLOR", "CLICOLOR_FORCE", "TERM", "COLUMNS",
  ]
  /// Today, from the local clock (libc `localtime_r`, honouring TZ): the calendar's date.
  package var today: Day
  /// The local clock's time of day, to the minute, nil when unknown (taken as noon): before a
  /// habits file's `day ends at`, today is the day before (`Invocation`). Set after creation.
  package var timeOfDay: TimeOfDay? = nil
  /// Whether standard output is a terminal.
  package var stdoutIsTerminal: Bool
  /// The terminal's width from ioctl, if known (0 or nil means unknown).
  package var terminalWidth: Int?
  /// Reads a whole file.
  package var readFile: (String) -> Result<FileBytes, FileError>
  /// Appends one line to the log under the append protocol (`AppendToLog`): the one way
  /// `habits` writes.
  package var appendToLog: AppendToLog
  /// Reads standard input to its end, as `readFile` reads a file (a terminal is refused rather
  /// than waited on), for a FILE of `-`. Set after creation; by default there is none.
  package var readStandardInput: () -> Result<FileBytes, FileError> = { .failure(.other("no standard input")) }
  /// The current directory, absolute, nil when unknown (`habits fmt --diff` names a file by
  /// its path from there). Set after creation; by default unknown.
  package var currentDirectory: String? = nil
  /// Reads a file as staged in git's index (`git cat-file blob :./PATH`), for `check --staged`.
  package var readStagedFile: (String) -> Result<FileBytes, FileError>
  /// Reads a file as committed in a git revision, which must name a commit, for `check --staged`
  /// and `check --against REV`: (revision, path). Set after creation; by default there is no
  /// repository.
  package var readRevisionFile: (String, String) -> Result<[UInt8], FileError> = { _, _ in
    .failure(.other(Environment.notInRepository))
  }
  /// The history of a file in git (`habits changes`): the versions of `path` along HEAD's
  /// first parents, oldest first, and with a revision only those after it (the first version
  /// then being the file as it was in the revision): (path, revision). A file no commit has is
  /// `.notFound`. Set after creation; by default there is no repository.
  package var readFileHistory: (String, String?) -> Result<FileHistory, FileError> = { _, _ in
    .failure(.other(Environment.notInRepository))
  }
  /// The error message of a git read outside any repository.
  package static let notInRepository = "not in a git repository"
  /// Whether a file read so far was cut short while it was read (an editor saving it), so
  /// that what was made of it may be wrong. Set after creation; by default nothing changes.
  package var filesChangedWhileRead: () -> Bool = { false }
  /// Creates a folder's new files for `habits import --into` (conventions item 27): (folder,
  /// files by name and content). The folder is created when missing (its parent must exist);
  /// each file is created only if it does not exist (O_CREAT|O_EXCL), and on any failure the
  /// files and folder created so far are removed, so nothing is written. Set after creation;
  /// by default nothing can be created.
  package var createFiles: (String, [(name: String, bytes: [UInt8])]) -> Result<Void, CreateFailure> = { folder, _ in
    .failure(.cannotCreate(folder, .other("cannot create files here")))
  }

  /// Why `createFiles` created nothing.
  package enum CreateFailure: Error, Equatable, Sendable {
    /// A file of that path exists already: nothing is replaced.
    case exists(String)
    /// The folder or a file of that path could not be made or written.
    case cannotCreate(String, FileError)
  }
  /// Writes to standard output.
  package var writeOutput: (String) -> Void
  /// Writes to standard error.
  package var writeError: (String) -> Void
  /// Writes bytes to standard output as they are, for a file that may hold bytes that are not
  /// UTF-8 (`habits fmt` prints such a line unchanged). Set after creation; by default the
  /// bytes are decoded and given to `writeOutput`.
  package var writeOutputBytes: (([UInt8]) -> Void)? = nil
  /// Runs the language server on standard input and output (`habits lsp`) with the habits
  /// file and log given (nil: pair by name), today fixed or nil for the clock; set by the
  /// executable, which links the server.
  package var startLanguageServer: ((_ habitsPath: String?, _ logPath: String?, _ today: Day?) -> ExitStatus)?
  /// Takes a value the command is done with, to be kept until the process exits: what a
  /// one-shot command loaded is never freed value by value, as the kernel takes back all of a
  /// process's memory at once when it exits. (Freeing the load of a habits file of 5,400
  /// change lines, line by line, was 7% of a `check`.) The executable keeps what it is given;
  /// by default (tests, anything that runs on after a command) it is dropped, and freed as
  /// usual.
  package var keepUntilExit: (Any) -> Void = { _ in }

  /// Creates an environment from its parts.
  package init(
    variables: NamedValues, today: Day, stdoutIsTerminal: Bool, terminalWidth: Int?,
    readFile: @escaping (String) -> Result<FileBytes, FileError>,
    appendToLog: @escaping AppendToLog,
    readStagedFile: @escaping (String) -> Result<FileBytes, FileError>,
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.variables = variables
    self.today = today
    self.stdoutIsTerminal = stdoutIsTerminal
    self.terminalWidth = terminalWidth
    self.readFile = readFile
    self.appendToLog = appendToLog
    self.readStagedFile = readStagedFile
    self.writeOutput = writeOutput
    self.writeError = writeError
  }
}
