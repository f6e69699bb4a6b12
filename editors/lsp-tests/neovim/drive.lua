-- Drives Neovim headless through editors/lsp/neovim.lua as a user would: opens habits.txt
-- and log.txt (with the filetypes of editors/vim), sees the diagnostics, applies a quick fix,
-- sees code lenses, gets semantic tokens and folds, and sees an edit of the log diagnosed.
-- Run by editors/lsp-tests/neovim/run, which sets HABITS_ROOT, HABITS_BIN and HABITS_WORK
-- (a folder with habits.txt, whose "Hike: weekends" is misspelt "Hike: Saturdy", and log.txt).
local root = assert(os.getenv("HABITS_ROOT"), "HABITS_ROOT")
local bin = assert(os.getenv("HABITS_BIN"), "HABITS_BIN")
local work = assert(os.getenv("HABITS_WORK"), "HABITS_WORK")
local failures = 0

local function report(ok, what)
  io.stdout:write((ok and "ok - " or "not ok - ") .. what .. "\n")
  if not ok then
    failures = failures + 1
  end
  return ok
end

--- The habits client attached to a buffer (vim.lsp.get_clients arrived in 0.10).
local function client_of(bufnr)
  local all = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(all) do
    if client.name == "habits" then
      return client
    end
  end
end

--- A diagnostic's code (a field of its own from 0.8; before, in user_data).
local function code(diagnostic)
  return diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code)
end

local function request(bufnr, method, params)
  local replies = vim.lsp.buf_request_sync(bufnr, method, params, 20000) or {}
  for _, reply in pairs(replies) do
    if reply.result then
      return reply.result
    end
  end
end

local function run()
  vim.opt.runtimepath:prepend(root .. "/editors/vim")
  vim.cmd("filetype plugin on")
  vim.g.habits_lsp = { cmd = { bin, "lsp", "--today", "2026-11-22" } }
  dofile(root .. "/editors/lsp/neovim.lua")
  local version = vim.version()
  io.stdout:write(string.format("# Neovim %d.%d.%d\n", version.major, version.minor, version.patch))

  -- The habits file: a diagnostic, then its quick fix.
  vim.cmd("edit " .. work .. "/habits.txt")
  local habits = vim.api.nvim_get_current_buf()
  report(vim.bo.filetype == "habits", "habits.txt has the filetype habits")
  report(vim.wait(20000, function() return client_of(habits) ~= nil end), "the server attaches to habits.txt")
  local client = client_of(habits)
  if not client then
    return
  end
  report(vim.wait(20000, function() return #vim.diagnostic.get(habits) > 0 end), "diagnostics appear")
  local found = vim.diagnostic.get(habits)
  report(#found == 1 and code(found[1]) == "unknown-weekday", "the diagnostic is unknown-weekday: " .. vim.inspect(found[1] and found[1].message))
  local d = found[1]
  local range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } }
  local actions = request(habits, "textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(habits) },
    range = range,
    context = { diagnostics = {} },
  }) or {}
  local fix
  for _, action in ipairs(actions) do
    if action.kind == "quickfix" then
      fix = action
    end
  end
  if report(fix ~= nil and fix.title == "Replace with 'Saturday'", "a quick fix is offered: " .. tostring(fix and fix.title)) then
    vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
  end
  report(vim.fn.search("^Hike: Saturday;", "nw") > 0, "the quick fix edits the buffer")
  report(vim.wait(20000, function() return #vim.diagnostic.get(habits) == 0 end), "the diagnostic clears")

  -- Code lenses, semantic tokens and folds of the habits file.
  report(vim.wait(20000, function()
    local lenses = vim.lsp.codelens.get(habits)
    return #lenses > 0 and lenses[1].command ~= nil and lenses[1].command.title:find("next due") ~= nil
  end), "code lenses show streaks and next due days")
  local legend = client.server_capabilities.semanticTokensProvider.legend.tokenTypes
  local tokens = request(habits, "textDocument/semanticTokens/full", { textDocument = { uri = vim.uri_from_bufnr(habits) } })
  report(tokens ~= nil and #tokens.data > 0 and #tokens.data % 5 == 0, "semantic tokens of habits.txt")
  report(tokens ~= nil and legend[tokens.data[4] + 1] == "comment", "the first token of habits.txt is its comment")
  report(vim.wait(20000, function() return vim.fn.foldlevel(1) > 0 end), "the opening comments of habits.txt fold")

  -- The log: the same server, its months folded, an edit diagnosed.
  vim.cmd("edit " .. work .. "/log.txt")
  local log = vim.api.nvim_get_current_buf()
  report(vim.bo.filetype == "habitslog", "log.txt has the filetype habitslog")
  report(vim.wait(20000, function() return client_of(log) ~= nil end), "the server attaches to log.txt")
  report(client_of(log) ~= nil and client_of(log).id == client.id, "one server serves both files")
  tokens = request(log, "textDocument/semanticTokens/range", {
    textDocument = { uri = vim.uri_from_bufnr(log) },
    range = { start = { line = 1, character = 0 }, ["end"] = { line = 1, character = 0 } },
  })
  local types = {}
  for k = 4, tokens and #tokens.data or 0, 5 do
    table.insert(types, legend[tokens.data[k] + 1])
  end
  report(table.concat(types, " ") == "string function operator function operator function",
    "semantic tokens of a log line: " .. table.concat(types, " "))
  report(vim.wait(20000, function() return vim.fn.foldlevel(2) > 0 end), "the log's months fold")
  local months = request(log, "textDocument/foldingRange", { textDocument = { uri = vim.uri_from_bufnr(log) } }) or {}
  report(#months > 3 and months[1].collapsedText == "2026-01 · 30 lines", "folding ranges name the months: " .. tostring(months[1] and months[1].collapsedText))
  vim.api.nvim_buf_set_lines(log, -1, -1, false, { "2026-11-22 Yoga" })
  report(vim.wait(20000, function()
    local now = vim.diagnostic.get(log)
    return #now == 1 and code(now[1]) == "unknown-habit"
  end), "an unknown habit logged is diagnosed")
end

local ok, problem = pcall(run)
if not ok then
  report(false, "the drive ran to the end: " .. tostring(problem))
end
io.stdout:write(failures == 0 and "# all passed\n" or ("# " .. failures .. " failed\n"))
vim.cmd(failures == 0 and "qall!" or "cquit 1")
