/// The JSON-RPC messages the server sends: responses, its own requests to the client, and
/// notifications.
extension LanguageServer {
  /// A response carrying a result.
  package static func result(id: JSON, _ value: JSON) -> JSON {
    .obj(["jsonrpc": .string("2.0"), "id": id, "result": value])
  }

  /// A response carrying an error.
  package static func error(id: JSON, _ code: ErrorCode, _ message: String) -> JSON {
    .obj([
      "jsonrpc": .string("2.0"), "id": id,
      "error": .obj(["code": .int(code.rawValue), "message": .string(message)]),
    ])
  }

  /// A request of the server's to the client, numbered `habits-N` (the client's answer is
  /// read and set aside).
  mutating func outgoingRequest(_ method: String, _ params: JSON?) -> JSON {
    let id = JSON.string("habits-\(nextOutgoing)")
    nextOutgoing += 1
    return .obj(["jsonrpc": .string("2.0"), "id": id, "method": .string(method), "params": params])
  }

  /// A notification.
  package static func notification(_ method: String, _ params: JSON) -> JSON {
    .obj(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
  }
}
