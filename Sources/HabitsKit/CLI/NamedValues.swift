/// The few environment variables `habits` reads, as name-value pairs looked up by linear
/// search.
///
/// Not a `[String: String]`: with at most `Environment.variableNames.count` entries a search
/// is as quick as hashing, and the first dictionary of a new type in a process costs about
/// 100K instructions of run-time metadata and conformance lookups, on every command.
package struct EnvironmentVariables: ExpressibleByDictionaryLiteral, Sendable {
  // Two arrays of `String` rather than one of pairs: `[String]`'s metadata is built into the
  // standard library, while an array of tuples builds its own at run time.
  private var names: [String] = []
  private var values: [String] = []

  /// No variables.
  package init() {}

  /// The variables of a dictionary (for tests, which build environments from dictionaries).
  package init(_ dictionary: [String: String]) {
    for (name, value) in dictionary { self[name] = value }
  }

  /// The variables of a literal such as `["NO_COLOR": "1"]`.
  package init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// The value of variable `name`, if set; setting nil unsets it.
  package subscript(name: String) -> String? {
    get { names.firstIndex(of: name).map { values[$0] } }
    set {
      if let index = names.firstIndex(of: name) {
        names.remove(at: index)
        values.remove(at: index)
      }
      if let newValue {
        names.append(name)
        values.append(newValue)
      }
    }
  }
}
