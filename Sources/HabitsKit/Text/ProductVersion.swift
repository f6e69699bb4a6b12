/// The version of `habits`, one value for every place that reports it (`--version`, the
/// language server's `serverInfo`).
package enum ProductVersion {
  /// The version string.
  package static let current = "0.1.0"
}
