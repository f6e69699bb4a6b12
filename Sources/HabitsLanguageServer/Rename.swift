import HabitsKit
import HabitsReports

/// `textDocument/prepareRename` and `textDocument/rename`: a habit renamed in both files at once.
extension LanguageServer {
  /// The name under the cursor, when it can be renamed.
  mutating func prepareRename(_ params: JSON) -> JSON {
    guard var spot = spot(params), let mention = mention(at: &spot) else { return .null }
    return .obj([
      "range": spot.document.range(mention.range, encoding: encoding),
      "placeholder": .string(spot.project.result.journal[key: mention.key]?.habit.name ?? ""),
    ])
  }

  /// Renames a habit in the habits file and every log line that names it.
  mutating func rename(_ params: JSON) -> Result<JSON, Failure> {
    guard var spot = spot(params), let mention = mention(at: &spot) else {
      return .failure(Failure(code: .requestFailed, message: "there is no habit name here to rename"))
    }
    let newName = params["newName"]?.string?.trimmingSpaces ?? ""
    if let refusal = RenameCheck.refusal(renaming: mention.key, to: newName, habits: spot.project.habits.bytes, path: spot.project.habitsPath) {
      return .failure(refusal)
    }
    var changes: [String: [JSON]] = [:]
    for m in mentions(of: mention.key, in: &spot.project) {
      let document = self.document(m.file, in: spot.project) ?? TextDocument(bytes: [])
      changes[m.file, default: []].append(
        .obj(["range": document.range(m.range, encoding: encoding), "newText": .string(newName)]))
    }
    let members = changes.keys.sorted().map { (FileURI.uri($0), JSON.array(changes[$0]!)) }
    return .success(.obj(["changes": .object(members)]))
  }
}
