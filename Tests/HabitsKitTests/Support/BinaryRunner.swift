#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `habits` binary as a real process, for the few end-to-end tests of exit
/// codes, streams and the environment (clock, TZ) that in-process tests cannot see.
enum BinaryRunner {
  /// What a run printed and how it exited.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built binary: beside the test bundle, else in .build/debug.
  static var binary: String? {
    var candidates: [String] = []
    if let argument = CommandLine.arguments.first, let slash = argument.lastIndex(of: "/") {
      candidates.append(String(argument[..<slash]) + "/habits")
    }
    candidates.append(Golden.root + "/.build/debug/habits")
    return candidates.first { access($0, X_OK) == 0 }
  }

  /// Runs `habits arguments` with exactly `environment` as its environment.
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Output? {
    guard let binary else { return nil }
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO)
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    posix_spawn_file_actions_addclose(&actions, errPipe[0])
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else { return nil }
    let out = drain(outPipe[0])
    let err = drain(errPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return Output(status: (status >> 8) & 0xFF, stdout: out, stderr: err)
  }

  private static func drain(_ fd: Int32) -> String {
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
