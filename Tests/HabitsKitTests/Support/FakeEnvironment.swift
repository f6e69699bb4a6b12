@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// An in-memory `Environment` for running `habits` in-process: files in a dictionary, output
/// recorded, today fixed.
final class FakeEnvironment: @unchecked Sendable {
  var files: [String: [UInt8]] = [:]
  var staged: [String: [UInt8]] = [:]
  /// Files in git revisions, keyed "REV:PATH"; nil means not in a git repository.
  var revisions: [String: [UInt8]]? = [:]
  /// What git says of revisions it cannot read, by revision ("'nope' is not a commit, ...").
  var revisionErrors: [String: String] = [:]
  /// The git history of files by path, for `habits changes`; nil means not in a git
  /// repository. With a revision, only a history keyed "PATH@REV" is known.
  var histories: [String: FileHistory]? = [:]
  var directories: Set<String> = []
  var readOnly: Set<String> = []
  var stdout = ""
  var stderr = ""
  var variables: [String: String] = [:]
  var today: Day
  /// The clock's time of day, nil when unknown (as noon).
  var timeOfDay: TimeOfDay?
  var isTerminal = false
  var width: Int?
  /// What standard input holds, read once; nil when it is a terminal (refused, as the system
  /// refuses one).
  var stdin: [UInt8]?
  /// What the command handed over to be kept until the process exits (`keepUntilExit`).
  var kept: [Any] = []

  init(today: String = "2026-11-22", files: [String: String] = [:]) {
    self.today = day(today)
    for (path, text) in files { self.files[path] = Array(text.utf8) }
  }

  var environment: Environment {
    var environment = Environment(
      variables: NamedValues(variables), today: today, stdoutIsTerminal: isTerminal, terminalWidth: width,
      readFile: { [self] path in
        if directories.contains(path) { return .failure(.isDirectory) }
        guard let bytes = files[path] else { return .failure(.notFound) }
        return .success(FileBytes(bytes))
      },
      appendToLog: Environment.unsharedAppend(
        read: { [self] path in
          if directories.contains(path) { return .failure(.isDirectory) }
          guard let bytes = files[path] else { return .failure(.notFound) }
          return .success(FileBytes(bytes))
        },
        write: { [self] path, bytes in
          if readOnly.contains(path) { return .failure(.permissionDenied) }
          files[path, default: []] += bytes
          return .success(())
        }),
      readStagedFile: { [self] path in
        guard let bytes = staged[path] else { return .failure(.notFound) }
        return .success(FileBytes(bytes))
      },
      writeOutput: { [self] text in stdout += text },
      writeError: { [self] text in stderr += text })
    environment.timeOfDay = timeOfDay
    environment.keepUntilExit = { [self] value in kept.append(value) }
    environment.readStandardInput = { [self] in
      guard let bytes = stdin else { return .failure(.other("it is a terminal; pipe or redirect a file into it")) }
      stdin = []
      return .success(FileBytes(bytes))
    }
    environment.readRevisionFile = { [self] revision, path in
      guard let revisions else { return .failure(.other(Environment.notInRepository)) }
      if let message = revisionErrors[revision] { return .failure(.other(message)) }
      guard let bytes = revisions[revision + ":" + path] else { return .failure(.notFound) }
      return .success(bytes)
    }
    environment.readFileHistory = { [self] path, revision in
      guard let histories else { return .failure(.other(Environment.notInRepository)) }
      if let revision {
        return histories[path + "@" + revision].map { .success($0) } ?? .failure(.other("'\(revision)' is not a commit, branch or tag"))
      }
      return histories[path].map { .success($0) } ?? .failure(.notFound)
    }
    environment.createFiles = { [self] folder, created in
      let paths = created.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0.name }
      if let existing = paths.first(where: { files[$0] != nil }) { return .failure(.exists(existing)) }
      if readOnly.contains(folder) { return .failure(.cannotCreate(folder, .permissionDenied)) }
      directories.insert(folder)
      for (path, file) in zip(paths, created) { files[path] = file.bytes }
      return .success(())
    }
    return environment
  }

  /// Runs `habits` with `arguments` (a shell-like string split on spaces, or an array).
  @discardableResult
  func run(_ arguments: [String]) -> ExitStatus {
    HabitsCommand.run(arguments, in: environment)
  }

  @discardableResult
  func run(_ line: String) -> ExitStatus {
    run(line.split(separator: " ").map(String.init))
  }

  func text(_ path: String) -> String { String(decoding: files[path] ?? [], as: UTF8.self) }
}
