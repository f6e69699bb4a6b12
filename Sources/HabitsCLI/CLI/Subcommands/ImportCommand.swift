import HabitsKit
import HabitsReports

/// `habits import loop|harsh|org SOURCE [--into DIR]`: another tool's export as a habits file
/// and a log. A dry run by default: both files on standard output, the report on standard
/// error. With `--into DIR`, the two files are created there, never replacing one (the one
/// write besides appending to the log, conventions item 27), and the report goes to standard
/// output.
enum ImportCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let into = CommandSpec.Valued("into", value: "dir", help: "Create habits.txt and log.txt in this folder (default: print them).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "import", abstract: "Turn a Loop, harsh or org-habit export into habits.txt and log.txt.",
      discussion: """
        SOURCE is the folder of an unzipped Loop Habit Tracker CSV export (Habits.csv and its \
        folders; Habits.csv itself reads its folder), the folder holding harsh's habits and \
        log files, or one Org file. A source that is not there is a usage error (exit 2).
        Without --into nothing is written (a dry run): standard output holds both files, each \
        after a '# habits.txt' or '# log.txt' line, and the report goes to standard error.
        With --into DIR, DIR is created when missing (its parent must exist) and habits.txt and \
        log.txt are created in it; an existing file is never replaced (exit 2, nothing written). \
        The report then goes to standard output. --into - is refused: without --into the \
        files are printed.
        Only what the tool recorded as done becomes a completion (Loop's YES_MANUAL, harsh's y, \
        Org's DONE); the report lists each thing not carried exactly (see docs/migrating.md).
        """,
      arguments: [
        .init("tool", help: "loop, harsh or org.", values: .choices(["loop", "harsh", "org"])),
        .init("source", help: "The export: a folder (loop, harsh) or an .org file.", values: .files),
      ],
      options: [
        Options.into.option
      ])
  ) { context throws(ExitStatus) in
    // Everywhere else '-' is standard input or output; a folder named '-' is never meant.
    if context.arguments.value(Options.into) == "-" {
      return context.fail("--into takes a folder, not '-': without --into the files are printed on standard output (a dry run)")
    }
    let tool = context.arguments.positionals[0]
    let source = context.arguments.positionals[1]
    let plan = try ImportCommand.plan(tool, source: source, context: context)
    let result = ImportWriter(plan, today: context.invocation.today).write()
    guard let folder = context.arguments.value(Options.into) else {
      context.out("# habits.txt\n" + result.habits + "# log.txt\n" + result.log)
      context.err(result.report)
      return .success
    }
    let files = [(name: "habits.txt", bytes: Array(result.habits.utf8)), (name: "log.txt", bytes: Array(result.log.utf8))]
    switch context.environment.createFiles(folder, files) {
    case .success:
      let path = folder.hasSuffix("/") ? folder : folder + "/"
      context.out("Created \(path)habits.txt and \(path)log.txt.\n" + result.report)
      return .success
    case .failure(.exists(let path)):
      return context.fail("'\(path)' exists: import never replaces a file, and wrote nothing; choose a new folder with --into")
    case .failure(.cannotCreate(let path, let error)):
      return context.fail("cannot create '\(path)': \(error.message); nothing was written")
    }
  }

  /// The folder of a Loop export whose `Habits.csv` was not found at `source`: the folder of
  /// `source` when it names `Habits.csv` itself; otherwise a usage error (exit 2) that says
  /// what `source` is (missing, a zip file, another file, a folder without `Habits.csv`).
  static func loopFolder(_ source: String, unreadable: (String, Environment.FileError)?, context: CommandContext) throws(ExitStatus) -> String {
    let give = "give the folder of an unzipped Loop export, which holds Habits.csv"
    switch context.environment.readFile(source) {
    case .success(let bytes):
      if bytes.starts(with: [0x50, 0x4B]) {
        throw context.fail("'\(source)' is a zip file: unzip it (unzip '\(source)' -d loop-export) and import the folder")
      }
      let slash = source.lastIndex(of: "/")
      let name = slash.map { String(source[source.index(after: $0)...]) } ?? source
      guard name == "Habits.csv" else { throw context.fail("'\(source)' is a file: \(give)") }
      return slash.map { String(source[...$0]) } ?? "./"
    case .failure(.notFound):
      throw context.fail("cannot read '\(source)': No such file or directory; \(give)")
    case .failure(.isDirectory):
      if let (path, error) = unreadable { throw context.fail("cannot read '\(path)': \(error.message)") }
      throw context.fail("no Habits.csv in '\(source)': \(give)")
    case .failure(let error):
      throw context.fail("cannot read '\(source)': \(error.message)")
    }
  }

  /// The export read as `tool`'s; its errors printed (exit 1), an unreadable file exit 2.
  static func plan(_ tool: String, source: String, context: CommandContext) throws(ExitStatus) -> ImportPlan {
    var folder = source.hasSuffix("/") ? source : source + "/"
    var unreadable: (String, Environment.FileError)?
    func read(_ path: String) -> [UInt8]? {
      switch context.environment.readFile(path) {
      case .success(let bytes): return Array(bytes)
      case .failure(.notFound): return nil
      case .failure(let error):
        if unreadable == nil { unreadable = (path, error) }
        return nil
      }
    }
    let result: Result<ImportPlan, ImportError>
    var prefix = folder
    switch tool {
    case "loop":
      if read(folder + "Habits.csv") == nil {
        folder = try loopFolder(source, unreadable: unreadable, context: context)
        prefix = folder
      }
      unreadable = nil
      result = Result { () throws(ImportError) in try LoopImport.plan(read: { read(folder + $0) }) }
    case "harsh":
      guard let habits = read(folder + "habits") else {
        if let (path, error) = unreadable { throw context.fail("cannot read '\(path)': \(error.message)") }
        throw context.fail("cannot read '\(folder)habits': No such file or directory; give the folder holding harsh's habits and log files")
      }
      let log = read(folder + "log")
      result = Result { () throws(ImportError) in try HarshImport.plan(habits: habits, log: log) }
    default:
      prefix = ""
      guard let bytes = read(source) else {
        throw context.fail("cannot read '\(source)': \(unreadable?.1.message ?? "No such file or directory")")
      }
      result = Result { () throws(ImportError) in try OrgImport.plan(bytes, file: source) }
    }
    if let (path, error) = unreadable { throw context.fail("cannot read '\(path)': \(error.message)") }
    switch result {
    case .success(let plan): return plan
    case .failure(let error):
      for each in error.each { context.err(prefix + each.description + "\n") }
      let what = error.more.isEmpty ? (error.location.line > 0 ? "that line of the export" : "the export") : "those lines of the export"
      context.err("habits: nothing was imported; fix \(what) and import again\n")
      throw .findings
    }
  }
}
