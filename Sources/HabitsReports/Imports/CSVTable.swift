/// A CSV file read as RFC 4180 says, and as real exports bend it: a byte order mark, CRLF or
/// LF line ends, quoted fields holding commas, doubled quotes and line breaks.
///
/// Each record keeps the line it starts on, so a report or an error can point at it.
package struct CSVTable: Sendable {
  /// One record: its fields, and the 1-based line of the file it starts on.
  package struct Record: Sendable, Equatable {
    /// The fields, unquoted.
    package var fields: [String]
    /// The line the record starts on.
    package var line: Int
  }

  /// The records, the header first; blank lines are not records.
  package var records: [Record]
  /// Where a quoted field was still open at the end of the file (its record's line), if it was.
  package var unterminatedQuote: Int?

  /// Reads `text` (already decoded, without its byte order mark).
  package init(_ text: String) {
    var records: [Record] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var recordLine = 1
    var quoted = false
    var fieldWasQuoted = false
    var bytes = Array(text.utf8)
    bytes.append(0x0A)  // a last record without a line end ends here
    var index = 0
    func endRecord() {
      // A record of one empty, unquoted field is a blank line, not a record.
      if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) {
        records.append(Record(fields: fields, line: recordLine))
      }
      fields = []
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
            field.append(byte)
            index += 1
          } else {
            quoted = false
          }
        } else {
          if byte == 0x0A { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        // A quote opens a quoted field at its start; inside an unquoted field it is kept.
        if field.isEmpty {
          quoted = true
          fieldWasQuoted = true
        } else {
          field.append(byte)
        }
      case UInt8(ascii: ","):
        fields.append(String(decoding: field, as: UTF8.self))
        field = []
        fieldWasQuoted = false
      case 0x0D where index < bytes.count && bytes[index] == 0x0A:
        continue
      case 0x0A, 0x0D:
        fields.append(String(decoding: field, as: UTF8.self))
        field = []
        endRecord()
        fieldWasQuoted = false
        line += 1
        recordLine = line
      default:
        field.append(byte)
      }
    }
    if quoted {
      // The file ended inside a quoted field: keep what was read, and say where it opened.
      field.removeLast()
      fields.append(String(decoding: field, as: UTF8.self))
      records.append(Record(fields: fields, line: recordLine))
      unterminatedQuote = recordLine
    }
    self.records = records
  }
}
