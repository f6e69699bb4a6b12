import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion, as the reliability tests run the built `habits` and `git`:
/// in a given folder, with extra environment variables, output captured.
struct Subprocess {
  /// What a finished process left.
  struct Outcome {
    /// The exit status (128 + the signal when it was killed).
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
  }

  /// The built `habits`: beside the test bundle (the same build), else in .build/debug.
  static var habits: String? {
    var candidates: [String] = []
    if let argument = CommandLine.arguments.first, let slash = argument.lastIndex(of: "/") {
      candidates.append(String(argument[..<slash]) + "/habits")
    }
    candidates.append(Golden.root + "/.build/debug/habits")
    return candidates.first { access($0, X_OK) == 0 }
  }

  /// The path of `name` on PATH, if it is there.
  static func which(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
  }

  /// Runs `argv` (the first found on PATH) in `folder` with `environment` added to this
  /// process's. Output goes through files in `scratch`, so neither stream can fill a pipe and
  /// stall the child. Nil when `sh` cannot be started; 127 when the program is not found.
  static func run(
    _ argv: [String], in folder: String, environment: [String: String] = [:], scratch: String
  ) -> Outcome? {
    let outPath = scratch + "/.stdout", errPath = scratch + "/.stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var variables: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") { variables[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
      pointer += 1
    }
    for (key, value) in environment { variables[key] = value }
    // `sh` changes folder for the child: posix_spawn_file_actions_addchdir_np is not in Glibc's
    // Swift module, and the test process's own folder is shared by parallel tests.
    let wrapped = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder] + argv
    let cArguments = wrapped.map { strdup($0) } + [nil]
    let cEnvironment = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer {
      for p in cArguments { free(p) }
      for p in cEnvironment { free(p) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, cArguments, cEnvironment) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = (status & 0x7F) == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
      stdout: Golden.read(outPath) ?? "", stderr: Golden.read(errPath) ?? "")
  }
}
