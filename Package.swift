// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "habits",
  products: [
    .executable(name: "habits", targets: ["habits"])
  ],
  targets: [
    // Everything on values: text in, model, diagnostics and reports out. No I/O, no clock.
    // Optimised even in debug builds: the tests feed it a million log lines and decades of
    // history, which take a minute unoptimised and seconds optimised. `-O` keeps overflow and
    // bounds checks, so the tests still trap on those.
    .target(name: "HabitsKit", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The effects the executable needs (files, appends, the clock, the terminal, git), on libc.
    .target(name: "HabitsSystem", dependencies: ["HabitsKit"]),
    // The language server (`habits lsp`): the protocol on values over HabitsKit, and a thin
    // stdio loop.
    // Optimised in debug builds too, like HabitsKit: its tests and the end-to-end tests edit
    // logs of a hundred thousand lines.
    .target(
      name: "HabitsLanguageServer", dependencies: ["HabitsKit"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The thin entry point: gathers the environment, calls HabitsKit, writes, exits.
    .executableTarget(name: "habits", dependencies: ["HabitsKit", "HabitsSystem", "HabitsLanguageServer"]),
    .testTarget(
      name: "HabitsKitTests",
      dependencies: ["HabitsKit", "HabitsSystem", "HabitsLanguageServer"],
      exclude: ["Fixtures"]
    ),
  ]
)
