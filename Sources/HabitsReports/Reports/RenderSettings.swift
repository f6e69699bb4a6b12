import HabitsKit

/// How text output looks, the same for every renderer: colours, glyphs and the width to fit.
/// The CLI resolves it once from the options, the environment and the terminal (`Invocation`)
/// and hands it to whichever renderer the command uses, so a new presentation setting is one
/// field here rather than one in each renderer.
package struct RenderSettings: Sendable {
  /// Colours, or none.
  package var palette: Palette
  /// Whether to use ASCII glyphs rather than Unicode ones.
  package var ascii: Bool
  /// The width to fit, in columns.
  package var width: Int

  /// Settings for output that is neither coloured nor ASCII-only, fitted to `width`.
  package init(palette: Palette = .plain, ascii: Bool = false, width: Int = 80) {
    self.palette = palette
    self.ascii = ascii
    self.width = width
  }

  /// No colour, Unicode glyphs, 80 columns: what tests and files get.
  package static let plain = RenderSettings()
}

/// A renderer whose text output follows `RenderSettings`; it reads them by their names.
package protocol SettingsRenderer {
  /// How the output looks.
  var settings: RenderSettings { get }
}

extension SettingsRenderer {
  /// Colours, or none.
  package var palette: Palette { settings.palette }
  /// Whether to use ASCII glyphs.
  package var ascii: Bool { settings.ascii }
  /// The width to fit.
  package var width: Int { settings.width }
  /// What joins the parts of a summary: a middle dot, or with `--ascii` a bar.
  package var separator: String { RenderSettings.separator(ascii: settings.ascii) }
}

extension RenderSettings {
  /// What joins the parts of a summary line ("35 on track · 7 not logged"): ` · `, or ` | `
  /// for ASCII only (`--ascii` means ASCII everywhere, not only in glyphs).
  package static func separator(ascii: Bool) -> String { ascii ? " | " : " · " }
}
