// Starts `habits lsp` for habits files and logs (vscode-languageclient; `npm install` in this
// folder fetches it). The setting `habits.path` names the executable; `habits.inlayHints`
// and `habits.codeLens` turn the inlay hints and the code lenses off.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration("habits");
  const command = config.get("path", "habits");
  client = new LanguageClient(
    "habits",
    "habits",
    { command, args: ["lsp"], transport: TransportKind.stdio },
    {
      // log.txt is `plaintext` to VS Code unless associated (see README.md): serve it too.
      documentSelector: [
        { scheme: "file", language: "habits" },
        { scheme: "file", language: "habitslog" },
        { scheme: "file", pattern: "**/log.txt" },
      ],
      initializationOptions: { inlayHints: config.get("inlayHints", true), codeLens: config.get("codeLens", true) },
      synchronize: { configurationSection: "habits" },
    }
  );
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
