#if canImport(Glibc)
  import Glibc
#endif

/// Runs programs to completion for the end-to-end tests: the built `habits`, git, shells,
/// groff, python. Standard input is /dev/null; the output goes through files in a scratch
/// folder, so neither stream can fill a pipe and stall the child.
enum Subprocess {
  /// What a finished program left behind.
  struct Output {
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

  /// Whether `name` is an executable on PATH, so a test can skip with a message instead of
  /// failing on a machine without zsh, fish or groff.
  static func isInstalled(_ name: String) -> Bool { which(name) != nil }

  /// Runs `argv` (its first word found on PATH unless it is a path) in `folder`, with
  /// `environment` added to this process's variables, or as the only ones when
  /// `inheritEnvironment` is false. Nil when it cannot be started; status 127 when the program
  /// is not found.
  static func run(
    _ argv: [String], in folder: String? = nil, environment: [String: String] = [:],
    inheritEnvironment: Bool = true
  ) -> Output? {
    guard let scratch = TemporaryFolder() else { return nil }
    defer { scratch.remove() }
    let outPath = scratch.file("stdout")
    let errPath = scratch.file("stderr")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var variables: [String: String] = [:]
    if inheritEnvironment {
      var pointer = environ
      while let entry = pointer.pointee {
        let text = String(cString: entry)
        if let equals = text.firstIndex(of: "=") {
          variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        pointer += 1
      }
    } else if let path = getenv("PATH") {
      variables["PATH"] = String(cString: path)
    }
    for (key, value) in environment { variables[key] = value }
    // `sh` changes folder for the child: posix_spawn_file_actions_addchdir_np is not in Glibc's
    // Swift module, and the test process's own folder is shared by parallel tests.
    let wrapped = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder ?? "."] + argv
    let cArguments = wrapped.map { strdup($0) } + [nil]
    let cEnvironment = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer {
      for pointer in cArguments { free(pointer) }
      for pointer in cEnvironment { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, cArguments, cEnvironment) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = (status & 0x7F) == 0
    return Output(
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
      stdout: Golden.read(outPath) ?? "", stderr: Golden.read(errPath) ?? "")
  }
}
