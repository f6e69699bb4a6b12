import Testing

@testable import HabitsReports

/// The CSV reader on what real exports hold: CRLF, quoted commas, doubled quotes, line breaks
/// inside quotes, a missing final line end, blank lines.
@Suite struct CSVTableTests {
  @Test func readsQuotedFieldsAcrossLines() {
    let table = CSVTable("Date,Value,Notes\r\n2026-01-02,YES_MANUAL,\"a, b\"\r\n2026-01-01,NO,\"say \"\"hi\"\"\nthen\"\r\n\r\n2025-12-31,SKIP,")
    #expect(table.records.map(\.fields) == [
      ["Date", "Value", "Notes"],
      ["2026-01-02", "YES_MANUAL", "a, b"],
      ["2026-01-01", "NO", "say \"hi\"\nthen"],
      ["2025-12-31", "SKIP", ""],
    ])
    // Each record knows the line it starts on; the quoted line break moves the next one down.
    #expect(table.records.map(\.line) == [1, 2, 3, 6])
    #expect(table.unterminatedQuote == nil)
  }

  @Test func saysWhereAQuoteIsLeftOpen() {
    let table = CSVTable("a,b\n1,\"open\n2,3\n")
    #expect(table.unterminatedQuote == 2)
  }

  @Test func decodingDropsTheByteOrderMarkAndNamesTheLineThatIsNotUTF8() {
    #expect((try? ImportText.decode([0xEF, 0xBB, 0xBF] + Array("Date\n".utf8), file: "x.csv").get()) == "Date\n")
    let latin1: [UInt8] = Array("Name\nCaf".utf8) + [0xE9] + Array("\n".utf8)
    guard case .failure(let error) = ImportText.decode(latin1, file: "Habits.csv") else {
      Issue.record("Latin-1 decoded")
      return
    }
    #expect(error.description == "Habits.csv:2: error: the file is not UTF-8 text: save it as UTF-8 and import again")
  }
}
