#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// Reading files as staged in git's index, for `habits check --staged` in pre-commit hooks.
package enum Git {
  /// The staged content of `path` (relative to the current directory), via `git show :./PATH`.
  /// A file that is not in the index is `.notFound`.
  package static func readStaged(_ path: String) -> Result<FileBytes, Environment.FileError> {
    show(revision: "", path, option: "--staged").map(FileBytes.init)
  }

  /// The content of `path` in git revision `revision` (`git show REV:./PATH`), for comparing
  /// the habits file with an earlier version. A file the revision does not have is `.notFound`.
  package static func readRevision(_ revision: String, _ path: String) -> Result<[UInt8], Environment.FileError> {
    // An argument starting with '-' would be read by git as an option.
    if revision.isEmpty || revision.hasPrefix("-") { return .failure(.other("not a revision: '\(revision)'")) }
    return show(revision: revision, path, option: "--against")
  }

  /// `git show REVISION:./PATH` (the index for an empty revision); an absolute path inside the
  /// repository as `REVISION:PATH-FROM-THE-TOP-LEVEL`.
  private static func show(revision: String, _ path: String, option: String) -> Result<[UInt8], Environment.FileError> {
    let spec: String
    if path.hasPrefix("/") {
      switch pathInRepository(path) {
      case .success(let relative): spec = revision + ":" + relative
      case .failure(let error): return .failure(error)
      }
    } else if path.hasPrefix("./") || path.hasPrefix("../") {
      spec = revision + ":" + path
    } else {
      spec = revision + ":./" + path
    }
    let result = run(["git", "show", spec])
    guard let result else { return .failure(.other("could not run git")) }
    if result.status == 0 { return .success(result.output) }
    let message = String(decoding: result.error, as: UTF8.self)
    // Substrings of git's messages, searched as bytes: `String.contains(_:)` for a string
    // lives in _StringProcessing, which `habits` does not load (Package.swift).
    func says(_ phrase: String) -> Bool {
      let needle = Array(phrase.utf8)
      return result.error.indices.contains { start in result.error[start...].starts(with: needle) }
    }
    if says("not a git repository") { return .failure(.other(Environment.notInRepository)) }
    if says("does not exist") || says("exists on disk, but not in") {
      return .failure(.notFound)
    }
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? "git show failed"
    return .failure(.other(firstLine))
  }

  /// An absolute path as git names it in a tree: relative to the repository's top level
  /// (`git rev-parse --show-toplevel`), with the path's folder resolved as the top level is
  /// (symbolic links followed); a path outside the repository is refused, naming it.
  private static func pathInRepository(_ path: String) -> Result<String, Environment.FileError> {
    guard let result = run(["git", "rev-parse", "--show-toplevel"]) else { return .failure(.other("could not run git")) }
    guard result.status == 0 else { return .failure(.other(Environment.notInRepository)) }
    var top = String(decoding: result.output, as: UTF8.self)
    while top.last == "\n" { top.removeLast() }
    let slash = path.lastIndex(of: "/")!
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    let name = String(path[path.index(after: slash)...])
    var resolved = folder
    if let real = realpath(folder, nil) {
      resolved = String(cString: real)
      free(real)
    }
    let file = (resolved.hasSuffix("/") ? resolved : resolved + "/") + name
    guard file.hasPrefix(top + "/") else {
      return .failure(.other("'\(path)' is outside the repository '\(top)', whose index git reads"))
    }
    return .success(String(file.dropFirst(top.count + 1)))
  }

  /// Runs a command found on PATH, returning its exit status, stdout and stderr.
  static func run(_ argv: [String]) -> (status: Int32, output: [UInt8], error: [UInt8])? {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { return nil }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO)
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    posix_spawn_file_actions_addclose(&actions, errPipe[0])
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pid: pid_t = 0
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { for arg in cArgs { free(arg) } }
    let spawned = posix_spawnp(&pid, argv[0], &actions, nil, cArgs, environ)
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
