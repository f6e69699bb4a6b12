/// Colours and emphasis for terminal output, or nothing at all.
///
/// Renderers take a palette as a parameter and never decide about colour themselves; the CLI
/// picks `.ansi` or `.plain` from `--color`, NO_COLOR, CLICOLOR_FORCE, TERM and the terminal.
/// Colour is only ever an extra channel: plain output carries the same meaning.
package struct Palette: Sendable {
  /// Whether this palette emits ANSI escape sequences.
  package let isColored: Bool

  /// No escapes: the text as is.
  package static let plain = Palette(isColored: false)
  /// ANSI SGR escapes.
  package static let ansi = Palette(isColored: true)

  /// The SGR parameters used for each kind of emphasis.
  package enum Style: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
    case boldRed = "1;31"
    case boldGreen = "1;32"
    case boldYellow = "1;33"
    case boldBlue = "1;34"
    case boldCyan = "1;36"
    case boldMagenta = "1;35"
    case inverse = "7"
  }

  /// `text` wrapped in the escapes for `style`, or `text` unchanged for the plain palette.
  package func paint(_ text: String, _ style: Style?) -> String {
    guard isColored, let style, !text.isEmpty else { return text }
    return "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m"
  }
}
