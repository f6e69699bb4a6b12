import HabitsKit

extension Environment {
  /// The path that names standard input as the habits file or the log (`--file -`,
  /// `--log -`), as `habits fmt -` names it as a FILE (conventions item 10): what a hook pipes
  /// in (`git show :log.txt | habits check --log -`). Diagnostics name the file `-`.
  package static let standardInputPath = "-"

  /// Whether `path` names standard input.
  package static func isStandardInput(_ path: String) -> Bool { path == standardInputPath }

  /// Whether the options or variables that choose the files may name standard input, so that
  /// the run reads it through `sharingStandardInput()`.
  static func namesStandardInput(_ arguments: Arguments, variables: NamedValues) -> Bool {
    [arguments.value(CommandSpec.Global.file), arguments.value(CommandSpec.Global.log), variables["HABITS_FILE"], variables["HABITS_LOG"]]
      .contains { $0.map(isStandardInput) == true }
  }

  /// This environment with standard input read at most once and shared: `readFile("-")` gives
  /// it, and `readStandardInput` gives the same bytes again (the habits file is read for the
  /// clock's day boundary before it is loaded, and `habits fmt --log - -` names it twice).
  package func sharingStandardInput() -> Environment {
    let once = ReadOnce(readStandardInput)
    var environment = self
    let readFile = self.readFile
    environment.readStandardInput = once.read
    environment.readFile = { path in Environment.isStandardInput(path) ? once.read() : readFile(path) }
    return environment
  }
}

/// Standard input read on the first request, and the same result given after.
private final class ReadOnce {
  private let reader: () -> Result<FileBytes, Environment.FileError>
  private var result: Result<FileBytes, Environment.FileError>?

  init(_ reader: @escaping () -> Result<FileBytes, Environment.FileError>) { self.reader = reader }

  func read() -> Result<FileBytes, Environment.FileError> {
    if let result { return result }
    let read = reader()
    result = read
    return read
  }
}
