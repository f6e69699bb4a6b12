import Foundation
import Testing

@testable import HabitsKit

/// Every diagnostic's wording lives in the catalogue (`Diagnostics/Catalogue/`): `Diagnostic`
/// is only made from a `DiagnosticMessage`, and only the catalogue makes those.
@Suite struct DiagnosticCatalogueTests {
  /// The Swift files under `Sources/`, with their text.
  static func sources() -> [(path: String, text: String)] {
    let root = Golden.root + "/Sources"
    let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
      Golden.read(root + "/" + path).map { ("Sources/" + path, $0) }
    }
  }

  @Test("only the catalogue makes messages: no DiagnosticMessage(...) elsewhere")
  func onlyTheCatalogueWords() {
    let sources = Self.sources()
    #expect(sources.count > 100, "found \(sources.count) source files")
    for (path, text) in sources where !path.contains("/Diagnostics/Catalogue/") && !path.hasSuffix("/DiagnosticMessage.swift") {
      #expect(!text.contains("DiagnosticMessage("), "\(path) makes a message outside the catalogue")
    }
  }

  @Test("the catalogue words messages of every code", arguments: DiagnosticCode.allCases)
  func everyCodeIsWorded(_ code: DiagnosticCode) {
    let catalogue = Self.sources().filter { $0.path.contains("/Diagnostics/Catalogue/") }.map(\.text).joined()
      .replacing(/\.init\(\s+/, with: ".init(")
    #expect(catalogue.contains(".init(.\(Self.caseName(code))"), "no factory for \(code.rawValue)")
  }

  /// The Swift case name of `code` (`unknown-habit` is `unknownHabit`).
  static func caseName(_ code: DiagnosticCode) -> String {
    let words = code.rawValue.split(separator: "-")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
  }
}
