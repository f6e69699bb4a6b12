/// The figures as members of a JSON object, for `stats --json` (docs/json.md).
extension StatsFigures {
  /// Writes the figures as members of the current JSON object.
  package func write(to w: inout JSONWriter) {
    for (key, value) in [
      ("due", due), ("done", done), ("later", later), ("ahead", ahead), ("partial", partial),
      ("failed", failed),
      ("open", open), ("over", over), ("logged", logged), ("kept", kept), ("settled", settled),
    ] {
      w.write(key, value)
    }
    w.write("rate_percent", ratePercent.map { JSONWriter.Value.int($0) } ?? .null)
  }
}
