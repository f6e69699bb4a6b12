import HabitsKit

/// The language server on values: one JSON-RPC message in, the messages to send out.
///
/// It keeps the open documents and, for each pair of habits file and log, the last load
/// (`Loader.load`: the same parser, resolver, checks and diagnostics as `habits check`), so
/// requests between edits reuse it. Edits only mark a pair stale; `flush()` reloads stale
/// pairs and publishes their diagnostics, which the stdio loop calls once the client has no
/// more messages waiting, so a burst of keystrokes costs one load. A pair whose only change is
/// edits within lines of its log is loaded by updating the last load from those lines where
/// that gives the same (`LogLineReload`): re-diagnosis in proportion to the edit, not the log.
/// Opening a file with the bytes its pair's load read keeps that load (`open`).
/// It reads files through `readFile` and never writes one.
package struct LanguageServer {
  /// The JSON-RPC error codes the server sends.
  package enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case requestFailed = -32803
  }

  /// Where the server's files are and what day it is: its whole outside world.
  package struct Context {
    /// The pairing of habits files and logs.
    package var pairing: FilePairing
    /// Reads a file from disk (nil when it cannot be read).
    package var readFile: (String) -> [UInt8]?
    /// Today, asked at every load (a server runs past midnight).
    package var today: () -> Day
    /// The local clock, when today comes from it: before a habits file's `day ends at`,
    /// today is the day before. Nil when today is fixed (`--today`). Set after creation.
    package var clock: (() -> LocalTime)? = nil

    /// Today for the habits file `habits`: `today`, or by the clock and the file's day end.
    func today(for habits: TextDocument) -> Day {
      guard let clock else { return today() }
      let now = clock()
      guard now.time.minutes < 720 else { return now.day }
      return now.today(dayEnd: HabitsFileParser.dayEnd(in: SourceFile(path: "", bytes: habits.bytes)))
    }

    /// Creates a context.
    package init(pairing: FilePairing, readFile: @escaping (String) -> [UInt8]?, today: @escaping () -> Day) {
      self.pairing = pairing
      self.readFile = readFile
      self.today = today
    }
  }

  /// The server's outside world.
  package var context: Context
  /// How positions count characters, agreed at `initialize`.
  package private(set) var encoding: PositionEncoding = .utf16
  /// Whether `initialize` has been answered.
  package private(set) var isInitialized = false
  /// Whether `shutdown` has been answered.
  package private(set) var isShutDown = false
  /// Set by `exit`: the status to end the process with (0 after `shutdown`, 1 without).
  package private(set) var exitStatus: Int32?
  /// What the user turned on and off.
  package var settings = ServerSettings()
  /// What the client can do, as `initialize` said.
  package private(set) var client = ClientSupport()
  /// The last semantic tokens sent for each file.
  var tokenResults = SemanticTokenResults()
  /// The number of the next request the server sends the client (`outgoingRequest`).
  var nextOutgoing = 1
  /// The documents the editor has open, by path.
  package internal(set) var documents: [String: TextDocument] = [:]
  /// Loaded pairs, by habits file path.
  package internal(set) var projects: [String: Project] = [:]
  /// Pairs whose files changed since they were loaded, by habits file path.
  var stale: Set<String> = []
  /// Pairs loaded since their diagnostics were last published (a request between an edit and
  /// the next `flush()` loads the pair; the flush must still publish).
  var unpublished: Set<String> = []
  /// Files whose last published diagnostics were not empty, so a clean load clears them.
  private var published: Set<String> = []
  /// For stale pairs whose only change since their load is edits within lines of the log,
  /// by habits file path: the lines as loaded, so the next load can update the last.
  var lineEdits: [String: LogLineEdits] = [:]
  /// The log of each habits file seen, as paired when a file of the pair was first named.
  var logPaths: [String: String] = [:]
  /// How many times a pair was loaded afresh (`Loader.load` of both files, not by lines).
  package private(set) var freshLoads = 0

  /// Creates a server.
  package init(context: Context) {
    self.context = context
  }

  // MARK: Messages

  /// Handles one message's content (the bytes after the header); returns what to send.
  package mutating func handle(bytes: [UInt8]) -> [JSON] {
    guard let message = JSON.parse(bytes) else {
      return [LanguageServer.error(id: .null, .parseError, "the message is not valid JSON")]
    }
    return handle(message)
  }

  /// Handles one message; returns what to send.
  package mutating func handle(_ message: JSON) -> [JSON] {
    guard case .object = message else {
      return [LanguageServer.error(id: .null, .invalidRequest, "a message must be a JSON object")]
    }
    let id = message["id"]
    guard let method = message["method"]?.string else {
      // A response to a request of ours (a registration, a refresh), set aside, or nonsense.
      if id != nil && (message["result"] != nil || message["error"] != nil) { return [] }
      return [LanguageServer.error(id: id ?? .null, .invalidRequest, "a message needs a method")]
    }
    if let id {
      switch id {
      case .int, .string: break
      default: return [LanguageServer.error(id: .null, .invalidRequest, "a request id must be a number or a string")]
      }
    }
    let params = message["params"] ?? .null
    if method == "exit" {
      exitStatus = isShutDown ? 0 : 1
      return []
    }
    guard let id else {
      guard isInitialized, !isShutDown else { return [] }
      return notification(method, params)
    }
    if method == "initialize" {
      guard !isInitialized else {
        return [LanguageServer.error(id: id, .invalidRequest, "initialize was already received")]
      }
      return [LanguageServer.result(id: id, initialize(params))]
    }
    guard isInitialized else {
      return [LanguageServer.error(id: id, .serverNotInitialized, "the server has not been initialized")]
    }
    guard !isShutDown else {
      return [LanguageServer.error(id: id, .invalidRequest, "the server is shutting down")]
    }
    switch request(method, params) {
    case .success(let value): return [LanguageServer.result(id: id, value)]
    case .failure(let failure): return [LanguageServer.error(id: id, failure.code, failure.message)]
    }
  }

  /// Why a request failed.
  package struct Failure: Error {
    /// The JSON-RPC error code.
    var code: ErrorCode
    /// What went wrong, one line.
    var message: String
  }

  private mutating func request(_ method: String, _ params: JSON) -> Result<JSON, Failure> {
    switch method {
    case "shutdown":
      isShutDown = true
      return .success(.null)
    case "textDocument/codeAction": return .success(codeActions(params))
    case "textDocument/completion": return .success(completion(params))
    case "textDocument/hover": return .success(hover(params))
    case "textDocument/definition": return .success(definition(params))
    case "textDocument/references": return .success(references(params))
    case "textDocument/prepareRename": return .success(prepareRename(params))
    case "textDocument/rename": return rename(params)
    case "textDocument/documentSymbol": return .success(documentSymbols(params))
    case "textDocument/inlayHint": return .success(inlayHints(params))
    case "textDocument/semanticTokens/full": return .success(semanticTokensFull(params))
    case "textDocument/semanticTokens/full/delta": return .success(semanticTokensDelta(params))
    case "textDocument/semanticTokens/range": return .success(semanticTokensRange(params))
    case "textDocument/foldingRange": return .success(foldingRanges(params))
    case "textDocument/codeLens": return .success(codeLenses(params))
    case "textDocument/formatting", "textDocument/rangeFormatting": return .success(formatting(method, params))
    default:
      return .failure(Failure(code: .methodNotFound, message: "unknown method '\(method)'"))
    }
  }

  private mutating func notification(_ method: String, _ params: JSON) -> [JSON] {
    switch method {
    case "initialized":
      return registerWatchers()
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let path = path(item["uri"]), let text = item["text"]?.string else { return [] }
      open(path, TextDocument(text: text, version: item["version"]?.int ?? 0))
    case "textDocument/didChange":
      guard let item = params["textDocument"], let path = path(item["uri"]), documents[path] != nil,
        let changes = params["contentChanges"]?.array
      else { return [] }
      change(path, by: changes, version: item["version"]?.int)
    case "textDocument/didClose":
      guard let path = path(params["textDocument"]?["uri"]) else { return [] }
      documents[path] = nil
      tokenResults.forget(path)
      markStale(path)
    case "textDocument/didSave":
      // The disk changed: files that are not open are read again at the next load.
      for key in projects.keys { invalidate(key) }
    case "workspace/didChangeWatchedFiles":
      return filesChanged(params)
    case "workspace/didChangeConfiguration":
      return settingsChanged(params)
    default:
      break
    }
    return []
  }

  private mutating func initialize(_ params: JSON) -> JSON {
    isInitialized = true
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array ?? []
    encoding = offered.contains(.string("utf-8")) ? .utf8 : .utf16
    client = ClientSupport(params["capabilities"])
    settings = settings.updated(by: params["initializationOptions"])
    return .obj([
      "capabilities": .obj([
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": .obj([
          "openClose": .bool(true), "change": .int(2), "save": .obj(["includeText": .bool(false)]),
        ]),
        "codeActionProvider": .obj(["codeActionKinds": .array([.string("quickfix"), .string("source")])]),
        "completionProvider": .obj(["triggerCharacters": .array([.string(" "), .string(","), .string(";")])]),
        "hoverProvider": .bool(true),
        "definitionProvider": .bool(true),
        "referencesProvider": .bool(true),
        "renameProvider": .obj(["prepareProvider": .bool(true)]),
        "documentSymbolProvider": .bool(true),
        "inlayHintProvider": .bool(true),
        "semanticTokensProvider": .obj([
          "legend": SemanticTokenLegend.json, "full": .obj(["delta": .bool(true)]), "range": .bool(true),
        ]),
        "foldingRangeProvider": .bool(true),
        "codeLensProvider": .obj(["resolveProvider": .bool(false)]),
        "documentFormattingProvider": .bool(true),
        "documentRangeFormattingProvider": .bool(true),
      ]),
      "serverInfo": .obj(["name": .string("habits"), "version": .string(ProductVersion.current)]),
    ])
  }

  // MARK: Loading

  /// The path of a URI given in a message.
  package func path(_ uri: JSON?) -> String? { uri?.string.flatMap(FileURI.path) }

  /// Marks the pair of `path`, and any loaded pair holding it, to be loaded again.
  mutating func markStale(_ path: String) {
    for key in pairs(holding: path) { invalidate(key) }
  }

  /// Marks the pair of habits file `key` to be loaded afresh, whatever edits it had.
  mutating func invalidate(_ key: String) {
    stale.insert(key)
    lineEdits[key] = nil
  }

  /// Applies an open document's `changes` in place. An edit within lines of a loaded pair's
  /// log is recorded (`LogLineEdits`) so the next load can update the last; any other change
  /// marks the pair for a load afresh.
  private mutating func change(_ path: String, by changes: [JSON], version: Int?) {
    let key = projects.first(where: { $0.value.logPath == path && $0.value.habitsPath != path })?.key
    var edits: LogLineEdits?
    if let key, let project = projects[key] {
      if !stale.contains(key), let log = project.log {
        edits = LogLineEdits(lineCount: log.lineCount)
      } else {
        edits = lineEdits[key]
      }
      // The pair's copy of the log is let go, so the editor's is edited in place, not copied.
      projects[key]!.log = nil
    }
    for change in changes {
      if edits != nil, !edits!.record(change, in: documents[path]!) { edits = nil }
      _ = documents[path]!.apply(change, encoding: encoding)
    }
    if let version { documents[path]!.version = version }
    markStale(path)
    if let key, let edits { lineEdits[key] = edits }
  }

  /// The text of a file: the editor's if it is open, else the disk's.
  func current(_ path: String) -> TextDocument? {
    if let document = documents[path] { return document }
    return context.readFile(path).map { TextDocument(bytes: $0) }
  }

  /// Loads the pair whose habits file is `habitsPath`: from the last load and the lines edited
  /// since where that gives the same (`LogLineReload`), else afresh.
  private mutating func load(_ habitsPath: String) -> Project {
    let logPath = logPaths[habitsPath] ?? context.pairing.pair(for: habitsPath).log
    let found = current(habitsPath)
    let habits = found ?? TextDocument(bytes: [])
    let log = current(logPath)
    let today = context.today(for: habits)
    if let edits = lineEdits.removeValue(forKey: habitsPath), let last = projects[habitsPath], let log,
      last.logPath == logPath, last.today == today, last.habits.bytes == habits.bytes,
      let (result, checks) = LogLineReload(project: last, log: log, edits: edits).reloaded()
    {
      let project = Project(
        habitsPath: habitsPath, logPath: logPath, habits: habits, log: log, result: result, today: today, checks: checks,
        habitsFileMissing: found == nil)
      projects[habitsPath] = project
      stale.remove(habitsPath)
      unpublished.insert(habitsPath)
      return project
    }
    freshLoads += 1
    let result = Loader.load(
      habitsFile: SourceFile(path: habitsPath, bytes: habits.bytes),
      logFile: log.map { SourceFile.copying(path: logPath, bytes: $0.bytes) }, today: today)
    let project = Project(
      habitsPath: habitsPath, logPath: logPath, habits: habits, log: log, result: result, today: today, habitsFileMissing: found == nil)
    projects[habitsPath] = project
    stale.remove(habitsPath)
    unpublished.insert(habitsPath)
    return project
  }

  /// The loaded pair a file belongs to, loading it when stale or never loaded.
  package mutating func project(for path: String) -> Project {
    let key: String
    if let loaded = projects.first(where: { $0.value.logPath == path })?.key {
      key = loaded
    } else {
      let pair = context.pairing.pair(for: path)
      if logPaths[pair.habits] == nil { logPaths[pair.habits] = pair.log }
      key = pair.habits
    }
    if let project = projects[key], !stale.contains(key), project.today == context.today(for: project.habits) { return project }
    return load(key)
  }

  /// Stores what a request computed lazily (log syntax, analyses) for the next one.
  package mutating func update(_ project: Project) {
    if projects[project.habitsPath] != nil && !stale.contains(project.habitsPath) { projects[project.habitsPath] = project }
  }

  /// Reloads every stale pair and returns the diagnostics to publish for each pair loaded since
  /// the last flush: for both files of each, empty lists for files whose findings are gone.
  package mutating func flush() -> [JSON] {
    var out: [JSON] = []
    for key in stale.union(unpublished).sorted() {
      let project = stale.contains(key) ? load(key) : projects[key]!
      unpublished.remove(key)
      out += publish(project)
    }
    return out
  }

  private mutating func publish(_ project: Project) -> [JSON] {
    var out: [JSON] = []
    let files: [(String, TextDocument?)] = [(project.habitsPath, project.habits), (project.logPath, project.log)]
    for (path, document) in files {
      let diagnostics = project.result.diagnostics.filter { $0.file == path }
      if diagnostics.isEmpty && !published.contains(path) && documents[path] == nil { continue }
      let document = document ?? TextDocument(bytes: [])
      let items = diagnostics.map { lspDiagnostic($0, in: document, project: project) }
      if diagnostics.isEmpty { published.remove(path) } else { published.insert(path) }
      out.append(
        LanguageServer.notification(
          "textDocument/publishDiagnostics",
          .obj([
            "uri": .string(FileURI.uri(path)),
            "version": documents[path].map { .int($0.version) },
            "diagnostics": .array(items),
          ])))
    }
    return out
  }
}
