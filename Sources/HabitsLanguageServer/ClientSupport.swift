/// What the client said at `initialize` that it can do, where the server acts on it: which
/// requests the server may send it, and how.
package struct ClientSupport: Sendable, Equatable {
  /// The client registers file watchers the server asks for (`client/registerCapability`
  /// of `workspace/didChangeWatchedFiles`).
  package var watchesFilesOnRequest = false
  /// The client takes `workspace/inlayHint/refresh`.
  package var refreshesInlayHints = false
  /// The client takes `workspace/codeLens/refresh`.
  package var refreshesCodeLenses = false
  /// The client takes `workspace/semanticTokens/refresh`.
  package var refreshesSemanticTokens = false

  /// Nothing beyond the protocol's base.
  package init() {}

  /// What the `capabilities` of `initialize` offer.
  package init(_ capabilities: JSON?) {
    let workspace = capabilities?["workspace"]
    watchesFilesOnRequest = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
    refreshesInlayHints = workspace?["inlayHint"]?["refreshSupport"]?.bool ?? false
    refreshesCodeLenses = workspace?["codeLens"]?["refreshSupport"]?.bool ?? false
    refreshesSemanticTokens = workspace?["semanticTokens"]?["refreshSupport"]?.bool ?? false
  }
}

/// What the user can turn on and off: from `initializationOptions`, then from
/// `workspace/didChangeConfiguration` (its settings, or their `habits` member).
package struct ServerSettings: Sendable, Equatable {
  /// Inlay hints after each habit (next due day, streak).
  package var inlayHints = true
  /// A code lens above each habit (streak, next due day).
  package var codeLenses = true

  /// The defaults.
  package init() {}

  /// These settings with those `json` gives; the others unchanged.
  package func updated(by json: JSON?) -> ServerSettings {
    var settings = self
    if let hints = json?["inlayHints"]?.bool { settings.inlayHints = hints }
    if let lenses = json?["codeLens"]?.bool { settings.codeLenses = lenses }
    return settings
  }
}
