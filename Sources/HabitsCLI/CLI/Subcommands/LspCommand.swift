import HabitsKit
import HabitsReports

/// `habits lsp`: the language server, over standard input and output. The server is its own
/// layer (`HabitsLanguageServer`); the executable hands it over through
/// `Environment.startLanguageServer`.
enum LspCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "lsp", abstract: "Run the language server (LSP over stdin and stdout) for editors.",
      discussion: """
        Speaks the Language Server Protocol 3.17 over standard input and output: diagnostics as \
        'habits check' finds them while you type (quick fixes for did-you-mean), completion of \
        habit names, dates and schedule words, hover with a habit's status, go to definition, \
        references, rename, document symbols, inlay hints, code lenses (settings inlayHints and \
        codeLens), semantic tokens and folding ranges; it re-reads a file the editor's watcher \
        says changed (an append by 'habits log'). Each habits file is paired with log.txt beside \
        it, or with the files given by --file, --log or --dir. It reads the editor's unsaved text \
        and never writes a file. Exit status: 0 after 'shutdown' and 'exit', 1 when the client \
        goes away without them.
        """)
  ) { context throws(ExitStatus) in
    // The protocol comes in on standard input: no file can.
    let invocation = context.invocation
    if Environment.isStandardInput(invocation.habitsPath) || Environment.isStandardInput(invocation.logPath) {
      throw context.fail(
        "habits lsp reads the editor's messages on standard input, so a file cannot be read from it ('-'); name the files by their paths")
    }
    guard let start = context.environment.startLanguageServer else {
      throw context.fail("this build has no language server")
    }
    let arguments = context.arguments
    let env = context.environment.variables
    let explicit =
      arguments.value(CommandSpec.Global.file) != nil || arguments.value(CommandSpec.Global.dir) != nil || arguments.value(CommandSpec.Global.log) != nil
      || env["HABITS_FILE"].map { !$0.isEmpty } == true || env["HABITS_DIR"].map { !$0.isEmpty } == true
    let fixedToday = arguments.value(CommandSpec.Global.today) != nil ? context.invocation.today : nil
    return start(
      explicit ? context.invocation.habitsPath : nil,
      explicit || env["HABITS_LOG"] != nil ? context.invocation.logPath : nil, fixedToday)
  }
}
