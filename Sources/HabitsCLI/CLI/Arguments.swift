import HabitsKit
import HabitsReports

/// Command-line arguments split into a command, positionals and options, checked against the
/// command's spec (argument-parser's first step, by hand: there are no package dependencies).
package struct Arguments: Sendable {
  /// The command's spec.
  package var command: CommandSpec
  /// Positional arguments, in order.
  package var positionals: [String] = []
  /// The values of the options given with one, by long name (the last given wins).
  package var options = NamedValues()
  /// Flags given, each once. An array searched in order, not a `Set`, for the reason given at
  /// ``NamedValues``: a command line holds a handful of them.
  package var flags: [String] = []

  // Read through the typed keys (`arguments.has(Options.short)`, OptionKeys.swift): there is
  // no lookup by a string, which a typo would compile.

  /// A usage error: what was wrong, and which command's usage to show.
  package struct UsageError: Error, Sendable {
    /// The message, starting with a capital like argument-parser's ("Unknown option '--x'").
    package var message: String
    /// The command whose usage applies (nil for the top level).
    package var command: CommandSpec?
  }

  /// Parses `argv` (without the program name). The first word that is not an option names the
  /// command (default `status`); options may come before or after it.
  ///
  /// Throws rather than returning a `Result`: `habits` runs this once per process, and the
  /// metadata of `Result<Arguments, UsageError>` (checking that `UsageError` is an `Error`)
  /// cost about 100K instructions to build at run time.
  ///
  /// Generic over the collection of specs so that the usual run, which knows its command from
  /// the global options alone (`HabitsCommand.quickSubcommand`), passes a `CollectionOfOne`: an
  /// array of one spec built its run-time metadata, about 13K instructions. The command found
  /// is kept as a position for the same reason: a `CommandSpec?` destroyed through its
  /// metadata cost about 37K.
  package static func parsing<Commands: Collection<CommandSpec>>(
    _ argv: [String], commands: Commands, defaultCommand: String
  ) throws(UsageError) -> Arguments {
    var command: Commands.Index?
    // Options that take a value, across every command, so "--file x" is not read as a command.
    let valued = commands.flatMap(\.allOptions).filter { $0.value != nil }
    var index = 0
    while index < argv.count {
      let word = argv[index]
      index += 1
      if word == "--" { break }
      if word.hasPrefix("-") && word != "-" {
        let takesValue =
          !word.contains("=")
          && valued.contains { "--" + $0.long == word || ($0.short.map { "-\($0)" } == word) }
        if takesValue { index += 1 }
        continue
      }
      let named = CommandSpec.aliases[word] ?? word
      guard let found = commands.firstIndex(where: { $0.name == named }) else {
        let suggestion = Suggestions.closest(to: word, in: commands.map(\.name))
        throw UsageError(
          message: "Unknown subcommand '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
          command: nil)
      }
      command = found
      break
    }
    let spec = commands[command ?? commands.firstIndex { $0.name == defaultCommand }!]
    var result = Arguments(command: spec)
    // Now walk again, handling options and their values in place.
    index = 0
    var onlyPositionals = false
    var positionals: [String] = []
    var sawCommand = command == nil
    while index < argv.count {
      let word = argv[index]
      index += 1
      // A negative number (`-5`, `-0.5`) is an argument the command judges (an amount is
      // positive), not an unknown option.
      let isNegativeNumber = word.count > 1 && word.dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
      if onlyPositionals || !word.hasPrefix("-") || word == "-" || isNegativeNumber {
        if !sawCommand && (CommandSpec.aliases[word] ?? word) == spec.name {
          sawCommand = true
        } else {
          positionals.append(word)
        }
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      var name: String
      var inlineValue: String?
      if word.hasPrefix("--") {
        name = String(word.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        let letters = Array(word.dropFirst())
        guard letters.count == 1, let option = spec.allOptions.first(where: { $0.short == letters[0] }) else {
          throw UsageError(message: "Unknown option '\(word)'", command: spec)
        }
        name = option.long
      }
      guard let option = spec.allOptions.first(where: { $0.long == name }) else {
        let suggestion = Suggestions.closest(to: name, in: spec.allOptions.map(\.long))
        throw UsageError(
          message: "Unknown option '\(word)'" + (suggestion.map { "; did you mean '--\($0)'?" } ?? ""), command: spec)
      }
      if option.value != nil {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < argv.count {
          value = argv[index]
          index += 1
        } else {
          throw UsageError(message: "Missing value for '--\(option.long) <\(option.value!)>'", command: spec)
        }
        if !option.choices.isEmpty && !option.choices.contains(value) {
          throw UsageError(
            message: "The value '\(value)' is invalid for '--\(option.long) <\(option.value!)>'; use "
              + option.choices.map { "'\($0)'" }.joined(separator: ", "),
            command: spec)
        }
        result.options[option.long] = option.isRepeated ? (result.options[option.long].map { $0 + "," } ?? "") + value : value
      } else {
        if inlineValue != nil {
          throw UsageError(message: "The flag '--\(option.long)' does not take a value", command: spec)
        }
        if !result.flags.contains(option.long) { result.flags.append(option.long) }
      }
    }
    result.positionals = positionals
    // `--help` (or `completion --habits`) replaces what the command does: no arguments needed.
    let standalone = spec.allOptions.contains { $0.isStandalone && result.flags.contains($0.long) }
    if !standalone {
      let required = spec.arguments.filter { !$0.isOptional }.count
      let repeated = spec.arguments.contains { $0.isRepeated || $0.takesWords }
      if positionals.count < required {
        let missing = spec.arguments.filter { !$0.isOptional }[positionals.count]
        throw UsageError(message: "Missing expected argument '<\(missing.name)>'", command: spec)
      }
      if !repeated && positionals.count > spec.arguments.count {
        throw UsageError(message: "Unexpected argument '\(positionals[spec.arguments.count])'", command: spec)
      }
      for (index, word) in positionals.enumerated() {
        let argument = spec.arguments[min(index, spec.arguments.count - 1)]
        if case .choices(let choices) = argument.values, !choices.contains(word) {
          throw UsageError(
            message: "The value '\(word)' is invalid for '<\(argument.name)>'; use "
              + choices.map { "'\($0)'" }.joined(separator: ", "),
            command: spec)
        }
      }
    }
    return result
  }
}
