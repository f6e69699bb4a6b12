import HabitsKit

extension LanguageServer {
  /// The document of a file of a loaded pair, as loaded.
  package func document(_ path: String, in project: Project) -> TextDocument? {
    path == project.habitsPath ? project.habits : path == project.logPath ? project.log : nil
  }

  /// The library's note on an unknown habit when the habits file has none.
  static let noHabits = "the habits file defines no habits"

  /// That note when there is no habits file at all (a log opened with none beside it), as the
  /// command line says it: the file is named, and how to start one.
  func missingHabitsFile(_ project: Project) -> String {
    "there is no habits file: '\(project.habitsPath)' does not exist; create it (for example with a line 'Gym: every day')"
  }

  /// A library diagnostic as the protocol's `Diagnostic`; notes become related information.
  package func lspDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument, project: Project) -> JSON {
    let related: [JSON] = diagnostic.notes.map { note in
      let file = note.file ?? diagnostic.file
      let range = note.range ?? diagnostic.range
      let noteDocument = self.document(file, in: project) ?? document
      return .obj([
        "location": .obj(["uri": .string(FileURI.uri(file)), "range": noteDocument.range(range, encoding: encoding)]),
        "message": .string(project.habitsFileMissing && note.message == LanguageServer.noHabits ? missingHabitsFile(project) : note.message),
      ])
    }
    return .obj([
      "range": document.range(diagnostic.range, encoding: encoding),
      "severity": .int(diagnostic.severity == .error ? 1 : 2),
      "code": .string(diagnostic.code.rawValue),
      "source": .string("habits"),
      "message": .string(diagnostic.message),
      "relatedInformation": related.isEmpty ? nil : .array(related),
      // An allow that allows nothing is shown faded, as editors show unused code.
      "tags": diagnostic.code == .unusedAllow ? .array([.int(1)]) : nil,
    ])
  }
}
