#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// Reading files as staged in git's index or committed in a revision, for `habits check
/// --staged` (pre-commit hooks) and `--against REV`.
///
/// The repository is untrusted input like the files: a folder someone else prepared (a
/// download, a shared drive) may carry a `.git/config` whose settings run programs
/// (`core.fsmonitor`, hooks, diff drivers, pagers, the ssh of a lazy fetch). Every git command
/// line is built by `command`, which turns all of them off (docs/git.md, "How habits runs git").
package enum Git {
  /// The content of `path` (relative to the current directory) in git's index
  /// (`git cat-file blob :./PATH`), through the symbolic links git has on its way
  /// (`readThroughLinks`). A file that is not in the index is `.notFound`.
  package static func readStaged(_ path: String) -> Result<FileBytes, Environment.FileError> {
    (readThroughLinks(path, in: nil, option: "--staged") ?? blob(object: "", path, option: "--staged")).map(FileBytes.init)
  }

  /// The content of `path` in git revision `revision`, which must name a commit (a branch, a
  /// tag, `HEAD~1`), for comparing the habits file with an earlier version. A file the
  /// revision does not have is `.notFound`; a revision that names no commit (`HEAD:habits.txt`,
  /// a typo) is an error.
  package static func readRevision(_ revision: String, _ path: String) -> Result<[UInt8], Environment.FileError> {
    resolveCommit(revision).flatMap { readThroughLinks(path, in: $0, option: "--against") ?? blob(object: $0, path, option: "--against") }
  }

  /// The full hash of the commit `revision` names (a branch, a tag, `HEAD~1`) in the
  /// repository of the current directory, or of `folder` (`git -C`); an error for a revision
  /// that names no commit or a file in one (`HEAD:habits.txt`).
  static func resolveCommit(_ revision: String, in folder: String? = nil) -> Result<String, Environment.FileError> {
    // An argument starting with '-' would be read by git as an option.
    if revision.isEmpty || revision.hasPrefix("-") { return .failure(.other("not a revision: '\(revision)'")) }
    let arguments = (folder.map { ["-C", $0] } ?? []) + ["rev-parse", "--verify", "--quiet", revision + "^{commit}"]
    guard let resolved = run(command(arguments)) else {
      return .failure(.other("could not run git"))
    }
    guard resolved.status == 0 else {
      if says(resolved.error, "not a git repository") { return .failure(.other(Environment.notInRepository)) }
      if revision.contains(":") {
        return .failure(.other("'\(revision)' names a file in a revision, not a commit; give a commit, branch or tag such as HEAD"))
      }
      return .failure(.other("'\(revision)' is not a commit, branch or tag"))
    }
    return .success(String(decoding: resolved.output.prefix { $0 != 0x0A }, as: UTF8.self))
  }

  /// The git command line for `arguments` and its environment: every setting of the
  /// repository's own configuration that could run a program turned off, and nothing asked
  /// of the user. Every git command `habits` runs is built here.
  ///
  /// - `--no-pager`, `core.pager=cat`: no pager, whatever `core.pager` or `pager.*` say.
  /// - `core.fsmonitor=false`: reading the index runs no file-system monitor hook.
  /// - `core.hooksPath=/dev/null`: no hook, should a command ever run one.
  /// - `diff.external=` and `GIT_EXTERNAL_DIFF` removed: no external diff; `cat-file blob`
  ///   applies no textconv or filter driver (it takes no `--textconv`, `--filters`).
  /// - `protocol.allow=never`, `GIT_NO_LAZY_FETCH=1`: a partial clone missing an object
  ///   fetches nothing, so no ssh, `core.sshCommand` or credential helper runs.
  /// - `log.showSignature=false`: `git log` verifies no signature, so runs no `gpg.program`.
  /// - `--no-optional-locks`: a hook's read takes no lock a concurrent git would meet.
  /// - `GIT_CONFIG_NOSYSTEM=1`: the system-wide configuration is not read.
  /// - `GIT_TERMINAL_PROMPT=0`: git never asks on the terminal.
  ///
  /// The user's own configuration (`~/.gitconfig`, `GIT_CONFIG_GLOBAL`) is read: it is
  /// theirs, and the options above override it. `GIT_DIR`, `GIT_WORK_TREE` and
  /// `GIT_INDEX_FILE` are passed on when set: they are set for this run, by the user or by the
  /// git that runs a hook (whose temporary index `commit -a` uses), and say which repository
  /// to read. A path given to git is inside an object name (`REV:./PATH`), or a pathspec after
  /// `--` read literally (`--literal-pathspecs`: no `:(glob)` magic); revisions come after
  /// `--end-of-options`.
  static func command(_ arguments: [String]) -> (argv: [String], environment: [String]) {
    let argv =
      ["git", "--no-pager", "--no-optional-locks"]
      + [
        "core.fsmonitor=false", "core.hooksPath=/dev/null", "diff.external=", "core.pager=cat",
        "protocol.allow=never", "log.showSignature=false",
      ].flatMap { ["-c", $0] } + arguments
    let removed: Set<String> = ["GIT_EXTERNAL_DIFF", "GIT_CONFIG_NOSYSTEM", "GIT_TERMINAL_PROMPT", "GIT_NO_LAZY_FETCH"]
    var environment: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
      if !removed.contains(name) { environment.append(text) }
      pointer += 1
    }
    environment += ["GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0", "GIT_NO_LAZY_FETCH=1"]
    return (argv, environment)
  }

  /// `git cat-file blob OBJECT:./PATH` (the index for an empty object).
  private static func blob(object: String, _ path: String, option: String) -> Result<[UInt8], Environment.FileError> {
    let spec: String
    if path.hasPrefix("/") {
      switch pathInRepository(path) {
      case .success(let relative): spec = object + ":" + relative
      case .failure(let error): return .failure(error)
      }
    } else if path.hasPrefix("./") || path.hasPrefix("../") {
      spec = object + ":" + path
    } else {
      spec = object + ":./" + path
    }
    guard let result = run(command(["cat-file", "--end-of-options", "blob", spec])) else {
      return .failure(.other("could not run git"))
    }
    if result.status == 0 { return .success(result.output) }
    if says(result.error, "not a git repository") { return .failure(.other(Environment.notInRepository)) }
    if says(result.error, "does not exist") || says(result.error, "exists on disk, but not in") {
      return .failure(.notFound)
    }
    let message = String(decoding: result.error, as: UTF8.self)
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? "git cat-file failed"
    return .failure(.other(firstLine))
  }

  /// Whether git's message `error` contains `phrase`, searched as bytes:
  /// `String.contains(_:)` for a string lives in _StringProcessing, which `habits` does not
  /// load (Package.swift).
  static func says(_ error: [UInt8], _ phrase: String) -> Bool {
    let needle = Array(phrase.utf8)
    return error.indices.contains { start in error[start...].starts(with: needle) }
  }

  /// An absolute path as git names it in a tree: relative to the repository's top level
  /// (`git rev-parse --show-toplevel`), with the path's folder resolved as the top level is
  /// (symbolic links followed); a path outside the repository is refused, naming it.
  static func pathInRepository(_ path: String) -> Result<String, Environment.FileError> {
    guard let result = run(command(["rev-parse", "--show-toplevel"])) else { return .failure(.other("could not run git")) }
    guard result.status == 0 else { return .failure(.other(Environment.notInRepository)) }
    var top = String(decoding: result.output, as: UTF8.self)
    while top.last == "\n" { top.removeLast() }
    let folder = RealPath.folder(of: path)
    let resolved = (try? RealPath.resolve(folder).get()) ?? folder
    let file = (resolved.hasSuffix("/") ? resolved : resolved + "/") + RealPath.name(of: path)
    guard file.hasPrefix(top + "/") else {
      return .failure(.other("'\(path)' is outside the repository '\(top)', whose index git reads"))
    }
    return .success(String(file.dropFirst(top.count + 1)))
  }

  /// Runs a command line from `command`, its program found on PATH, returning its exit
  /// status, stdout and stderr.
  static func run(_ command: (argv: [String], environment: [String])) -> (status: Int32, output: [UInt8], error: [UInt8])? {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { return nil }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO)
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    posix_spawn_file_actions_addclose(&actions, errPipe[0])
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pid: pid_t = 0
    let cArgs = command.argv.map { strdup($0) } + [nil]
    let cEnvironment = command.environment.map { strdup($0) } + [nil]
    defer {
      for arg in cArgs { free(arg) }
      for variable in cEnvironment { free(variable) }
    }
    let spawned = posix_spawnp(&pid, command.argv[0], &actions, nil, cArgs, cEnvironment)
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else {
      close(outPipe[0])
      close(errPipe[0])
      return nil
    }
    // Read stderr after stdout; git writes little to stderr, so its pipe cannot fill first.
    let output = drain(outPipe[0])
    let error = drain(errPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = (status & 0x7F) == 0
    return (exited ? (status >> 8) & 0xFF : 128, output, error)
  }

  private static func drain(_ fd: Int32) -> [UInt8] {
    defer { close(fd) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      result.append(contentsOf: chunk[0..<count])
    }
    return result
  }
}
