extension JSONWriter {
  /// The version every `--json` document states first (docs/json.md): it changes only when a
  /// key changes meaning or goes away, never when one is added.
  package static let documentVersion = 1

  /// The opening every `--json` document shares, up to its first member after the version:
  /// the CLI inserts the count of habits with errors there.
  package static let documentHead = #"{"version":\#(documentVersion),"#

  /// One `--json` document, as every command prints it: an object that opens with `version`,
  /// then `today` when given (the day the figures are as of), then the members `body` writes,
  /// and a final newline.
  package static func document(today: Day? = nil, _ body: (inout JSONWriter) -> Void) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", documentVersion)
    if let today { w.write("today", today.description) }
    body(&w)
    w.endObject()
    return w.output + "\n"
  }
}
