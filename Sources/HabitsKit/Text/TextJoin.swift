/// Joins strings with a concrete loop rather than the standard library's `joined`.
///
/// `joined` is generic and not specialized into this module: its first use in a run costs
/// about 100K instructions of runtime metadata and conformance lookups, more than building a
/// whole report. The report and view paths run once per process, so that cost is not spread.
package enum TextJoin {
  /// `parts` with `separator` between each two.
  package static func join(_ parts: [String], separator: String = "") -> String {
    var out = ""
    var first = true
    for part in parts {
      if !first { out += separator }
      out += part
      first = false
    }
    return out
  }
}
