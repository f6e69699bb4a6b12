// swift-tools-version: 6.0
import PackageDescription

// Every program swiftc builds imports _Concurrency and _StringProcessing unless told not to,
// and so loads and relocates three more shared libraries at start-up (with _RegexParser):
// about 1 ms of the 3.4 ms an empty Swift program takes on the benchmark machine (perf
// stat), on every run of every git hook. `habits` uses neither (no async, no Regex), so
// its targets do without them; the tests keep them, for Swift Testing.
let withoutUnusedRuntime: [SwiftSetting] = [
  .unsafeFlags([
    "-Xfrontend", "-disable-implicit-concurrency-module-import",
    "-Xfrontend", "-disable-implicit-string-processing-module-import",
  ])
]

let package = Package(
  name: "habits",
  products: [
    .executable(name: "habits", targets: ["habits"])
  ],
  targets: [
    // The targets and what each imports (the compiler keeps the graph; README, Architecture):
    //   HabitsKit (bytes, text, diagnostics, model, syntax, loading, checks, engine, points,
    //     writing, history): nothing
    //   HabitsReports (values to text and JSON, SVG and HTML): HabitsKit
    //   HabitsCLI (argv and file contents in, output and exit status out): HabitsKit, HabitsReports
    //   HabitsLanguageServer (the protocol on the same values): HabitsKit, HabitsReports
    //   HabitsSystem (the effects the CLI asks for, on libc): HabitsKit, HabitsCLI, CMalloc
    //   habits (the thin main): all four.
    //
    // Everything on values: text in, model and diagnostics out. No I/O, no clock.
    // Optimised even in debug builds: the tests feed it a million log lines and decades of
    // history, which take a minute unoptimised and seconds optimised. `-O` keeps overflow and
    // bounds checks, so the tests still trap on those.
    .target(
      name: "HabitsKit",
      swiftSettings: withoutUnusedRuntime + [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // glibc's malloc controls (`mallopt`), which the Glibc module does not declare: a
    // header, no code.
    .systemLibrary(name: "CMalloc"),
    // The reports and views: an analysed journal in, text and JSON (and SVG and HTML) out.
    .target(
      name: "HabitsReports", dependencies: ["HabitsKit"],
      swiftSettings: withoutUnusedRuntime + [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The commands, on values: arguments, file contents, the terminal's traits and today in;
    // what to print, what to append and the exit status out.
    .target(name: "HabitsCLI", dependencies: ["HabitsKit", "HabitsReports"], swiftSettings: withoutUnusedRuntime),
    // The effects the executable needs (files, appends, the clock, the terminal, git), on libc:
    // the implementation of the CLI's `Environment`.
    .target(
      name: "HabitsSystem", dependencies: ["HabitsKit", "HabitsCLI", "CMalloc"], swiftSettings: withoutUnusedRuntime),
    // The language server (`habits lsp`): the protocol on values over HabitsKit, and a thin
    // stdio loop.
    // Optimised in debug builds too, like HabitsKit: its tests and the end-to-end tests edit
    // logs of a hundred thousand lines.
    .target(
      name: "HabitsLanguageServer", dependencies: ["HabitsKit", "HabitsReports"],
      swiftSettings: withoutUnusedRuntime + [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    // The thin entry point: gathers the environment, calls the CLI, writes, exits.
    .executableTarget(
      name: "habits", dependencies: ["HabitsKit", "HabitsCLI", "HabitsSystem", "HabitsLanguageServer"],
      swiftSettings: withoutUnusedRuntime),
    .testTarget(
      name: "HabitsKitTests",
      dependencies: ["HabitsKit", "HabitsReports", "HabitsCLI", "HabitsSystem", "HabitsLanguageServer"],
      exclude: ["Fixtures"]
    ),
  ]
)
