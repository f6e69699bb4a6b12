import HabitsKit
import HabitsReports

/// `habits fmt [--check] [--diff] [FILE...]`: both files in their canonical layout
/// (`FileFormatter`), printed; nothing is written (conventions item 27).
enum FmtCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let check = CommandSpec.Flag(
      "check", help: "Print each file that would change, one a line, and exit 1 if any would; print no text.")
    static let diff = CommandSpec.Flag("diff", help: "Print a unified diff (a/ and b/ prefixes, for git apply) instead of the text.")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "fmt", abstract: "Print the habits file and the log in their canonical layout.",
      discussion: """
        Lays out each file as grammar.md's canonical layout says: one space after ':', ';' and \
        ',' and none before; one space between a log line's date and its entries; the habits \
        file's trailing comments aligned within a block of consecutive non-blank lines, two \
        spaces after its longest code, at most at column 60, and a log's notes two spaces after \
        their entries; no trailing whitespace; no blank lines at the end; a final newline. Each \
        line keeps its line ending; no line is added, removed (but blank ones at the end) or \
        moved, and no word or comment changes. A line with a parse error is printed unchanged \
        and named on standard error.
        A FILE is a log when its first line that is neither blank nor a comment starts with a \
        date, else a habits file; the names habits.txt and log.txt, and the paths given with \
        --file and --log, decide instead. With one FILE, standard output is that file's text \
        alone (habits fmt F > G is a usable file); with several, each comes after a '# FILE' \
        line; with none, the habits file and the log (of --dir), after '# habits.txt' and \
        '# log.txt'. A FILE of '-' is standard input, read once (habits fmt - < F, an editor \
        formatting its buffer), its kind found from its content unless --file - or --log - \
        says it. Writes nothing.
        Exit status: 0; with --check, 1 when a file would change; 2 for an unreadable file.
        """,
      arguments: [
        .init("file", help: "A file to format (default: the habits file and the log).", optional: true, repeated: true, values: .files)
      ],
      options: [
        Options.check.option,
        Options.diff.option,
      ])
  ) { context throws(ExitStatus) in
    let named = context.arguments.positionals
    var targets: [(path: String, header: String, kind: FormatFileKind?, optional: Bool)] = []
    if named.isEmpty {
      targets = [
        (context.invocation.habitsPath, "habits.txt", .habits, false), (context.invocation.logPath, "log.txt", .log, true),
      ]
    } else {
      for path in named { targets.append((path, path, FmtCommand.kind(of: path, context: context), false)) }
      // Standard input can be read once: a second '-' would find it empty.
      if named.filter({ $0 == FmtCommand.standardInput }).count > 1 {
        throw context.fail("standard input ('-') is named more than once; it can be read only once")
      }
    }
    let check = context.arguments.has(Options.check)
    let diff = context.arguments.has(Options.diff)
    let headers = targets.count > 1
    var status = ExitStatus.success
    var unreadable = false
    for target in targets {
      let bytes: FileBytes
      // A FILE of '-', or `--file -` or `--log -` without FILEs.
      let isStandardInput = target.path == FmtCommand.standardInput
      switch isStandardInput ? context.environment.readStandardInput() : context.environment.readFile(target.path) {
      case .success(let read): bytes = read
      case .failure(.notFound) where target.optional:
        context.warnIfNamedLogIsMissing()
        continue
      case .failure(let error):
        _ = context.fail("cannot read \(isStandardInput ? "standard input" : "'\(target.path)'"): \(error.message)")
        unreadable = true
        continue
      }
      let file = SourceFile(path: target.path, bytes: bytes)
      let result = FileFormatter.format(file, as: target.kind ?? FormatFileKind.detect(bytes))
      if !result.errors.isEmpty && !context.arguments.has(CommandSpec.Global.quiet) {
        context.err(DiagnosticRenderer(sources: [file], palette: context.stderrPalette).render(result.errors, format: .compact))
        let count = result.errors.count
        context.err(
          "habits: \(DayText.count(count, "line")) of '\(target.path)' with \(count == 1 ? "an error" : "errors") "
            + "left as \(count == 1 ? "it is" : "they are") (habits check)\n")
      }
      if result.changed && check { status = .findings }
      if diff {
        if result.changed {
          let path = FmtCommand.diffPath(target.path, from: context.environment.currentDirectory)
          context.out(bytes: UnifiedDiff.bytes(old: Array(bytes), new: result.bytes, path: path, aligned: true))
        }
      } else if check {
        if result.changed { context.out(target.path + "\n") }
      } else {
        if headers { context.out("# \(target.header)\n") }
        context.out(bytes: result.bytes)
      }
    }
    return unreadable ? .failure : status
  }

  /// The FILE that names standard input.
  static let standardInput = "-"

  /// The kind of the file at `path`: the habits file or the log when the global options or
  /// its name say so (nil otherwise: found from its content).
  static func kind(of path: String, context: CommandContext) -> FormatFileKind? {
    if path == context.arguments.value(CommandSpec.Global.file) { return .habits }
    if path == context.arguments.value(CommandSpec.Global.log) { return .log }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    if name == "habits.txt" { return .habits }
    if name == "log.txt" { return .log }
    return nil
  }

  /// The path a diff names after `a/` and `b/`: the file's path from the current directory
  /// (`directory`, absolute; nil when unknown), `.` and `..` worked out, so that `git apply`
  /// and `patch -p1` read it from the folder `habits fmt` ran in, whether the file was named
  /// from there, by an absolute path (`HABITS_DIR=/home/me/habits`) or through `..`. A file
  /// outside that folder keeps its leading `..` (git applies no such path: run it from above).
  static func diffPath(_ path: String, from directory: String?) -> String {
    var parts = normalised(path.split(separator: "/").map(String.init))
    if path.hasPrefix("/") {
      guard let directory, directory.hasPrefix("/") else { return parts.joined(separator: "/") }
      let base = normalised(directory.split(separator: "/").map(String.init))
      var common = 0
      while common < base.count && common < parts.count && base[common] == parts[common] { common += 1 }
      parts = Array(repeating: "..", count: base.count - common) + parts[common...]
    }
    return parts.joined(separator: "/")
  }

  /// `parts` of a path without `.` or empty parts, each `..` taking off the part before it
  /// (kept when there is none).
  private static func normalised(_ parts: [String]) -> [String] {
    var result: [String] = []
    for part in parts where part != "." && !part.isEmpty {
      if part == "..", let last = result.last, last != ".." {
        result.removeLast()
      } else {
        result.append(part)
      }
    }
    return result
  }
}
