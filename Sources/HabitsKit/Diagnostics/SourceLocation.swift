/// A position in a source file: a 1-based line and a 1-based column counted in UTF-8 bytes.
///
/// Columns are bytes, like clang, swiftc and Vim's `%c`, so editors jump to the exact spot;
/// the renderer aligns its caret by display width, so people see the right spot too.
package struct SourceLocation: Hashable, Comparable, Sendable {
  /// The line, starting at 1.
  package var line: Int
  /// The column in UTF-8 bytes, starting at 1.
  package var column: Int

  /// Creates a location.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A span of source text: `start` inclusive, `end` exclusive. An empty span marks "missing here".
package struct SourceRange: Hashable, Sendable {
  /// The first character of the span.
  package var start: SourceLocation
  /// The position just after the span.
  package var end: SourceLocation

  /// Creates a span between two locations.
  package init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// A span within one line, from column `start` (inclusive) to `end` (exclusive).
  package init(line: Int, columns: Range<Int>) {
    self.start = SourceLocation(line: line, column: columns.lowerBound)
    self.end = SourceLocation(line: line, column: columns.upperBound)
  }
}
