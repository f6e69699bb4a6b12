-- A test of editors/lsp/neovim.lua's version switch, run in any Neovim (CI has Debian's 0.7):
-- the functions each branch calls are replaced by recorders, and the version the set-up
-- asks about is made 0.7, 0.10 or 0.11 in turn. The 0.10 branch must start the server with
-- vim.lsp.start and turn inlay hints on; 0.11 must fold with vim.lsp.foldexpr; 0.7 must
-- start one client per folder with vim.lsp.start_client and attach each buffer to it.
local root = assert(os.getenv("HABITS_ROOT"), "HABITS_ROOT")
local failures = 0

local function check(ok, what)
  io.stdout:write((ok and "ok - " or "not ok - ") .. what .. "\n")
  if not ok then
    failures = failures + 1
  end
end

--- Loads the set-up as if Neovim were `version` ("0.7.2"), with the lsp functions recorded.
local function load(version)
  local major, minor = version:match("^(%d+)%.(%d+)")
  major, minor = tonumber(major), tonumber(minor)
  local calls = { start = {}, start_client = {}, attach = {}, inlay = {}, refresh = 0, autocmds = {} }
  local real = {
    lsp = vim.lsp, fs = vim.fs, create_autocmd = vim.api.nvim_create_autocmd, has = vim.fn.has,
  }
  vim.lsp = setmetatable({
    start = function(config, opts)
      table.insert(calls.start, { config = config, opts = opts })
      return 1
    end,
    start_client = function(config)
      table.insert(calls.start_client, config)
      return #calls.start_client
    end,
    get_client_by_id = function(id) return id <= #calls.start_client and {} or nil end,
    buf_attach_client = function(bufnr, id) table.insert(calls.attach, { bufnr, id }) end,
    inlay_hint = { enable = function(on, filter) table.insert(calls.inlay, { on, filter }) end },
    codelens = { refresh = function() calls.refresh = calls.refresh + 1 end },
  }, { __index = real.lsp })
  if major == 0 and minor < 8 then
    vim.fs = nil
  elseif not vim.fs then
    vim.fs = { dirname = function(path) return (path:gsub("/[^/]*$", "")) end }
  end
  vim.api.nvim_create_autocmd = function(event, opts)
    table.insert(calls.autocmds, { event = event, opts = opts })
    return #calls.autocmds
  end
  vim.fn.has = function(feature)
    local a, b = feature:match("^nvim%-(%d+)%.(%d+)")
    if a then
      return (tonumber(a) < major or (tonumber(a) == major and tonumber(b) <= minor)) and 1 or 0
    end
    return real.has(feature)
  end
  local ok, setup = pcall(dofile, root .. "/editors/lsp/neovim.lua")
  local function restore()
    vim.lsp, vim.fs, vim.api.nvim_create_autocmd, vim.fn.has = real.lsp, real.fs, real.create_autocmd, real.has
  end
  return ok and setup or nil, calls, restore, ok and "" or tostring(setup)
end

local function buffer(name)
  local bufnr = vim.api.nvim_create_buf(true, false)
  vim.api.nvim_buf_set_name(bufnr, name)
  return bufnr
end

vim.g.habits_lsp = { cmd = { "habits", "lsp", "--today", "2026-11-22" } }

local function run()
  -- 0.10: vim.lsp.start, inlay hints on, folds from the server by hand (no foldexpr yet).
  do
    local setup, calls, restore, problem = load("0.10.0")
    check(setup ~= nil, "the set-up loads as 0.10" .. problem)
    if setup then
      local autocmd = calls.autocmds[1]
      check(autocmd and autocmd.event == "FileType" and vim.deep_equal(autocmd.opts.pattern, { "habits", "habitslog" }),
        "0.10: a FileType autocommand for habits and habitslog")
      local habits = buffer("/w/habits.txt")
      autocmd.opts.callback({ buf = habits })
      check(#calls.start == 1 and #calls.start_client == 0, "0.10: the server starts with vim.lsp.start")
      local started = calls.start[1]
      check(started and started.config.name == "habits" and started.config.root_dir == "/w"
        and vim.deep_equal(started.config.cmd, { "habits", "lsp", "--today", "2026-11-22" })
        and started.opts.bufnr == habits, "0.10: named habits, in the file's folder, with vim.g.habits_lsp's command, for the buffer")
      check(started and vim.deep_equal(started.config.init_options, { inlayHints = true, codeLens = true }),
        "0.10: inlay hints and code lenses on by default")
      local requests = {}
      if started then
        started.config.on_attach({ request = function(method) table.insert(requests, method) end }, habits)
      end
      check(vim.deep_equal(calls.inlay, { { true, { bufnr = habits } } }), "0.10: inlay hints are enabled for the buffer")
      check(vim.deep_equal(requests, { "textDocument/foldingRange" }), "0.10: folds come from the server's folding ranges")
      check(calls.refresh == 1, "0.10: code lenses are asked for")
    end
    restore()
  end

  -- 0.11: folding by vim.lsp.foldexpr.
  do
    local setup, calls, restore, problem = load("0.11.0")
    check(setup ~= nil, "the set-up loads as 0.11" .. problem)
    if setup then
      local habits = buffer("/w2/habits.txt")
      vim.api.nvim_set_current_buf(habits)
      setup.start(habits)
      local requests = {}
      calls.start[1].config.on_attach({ request = function(method) table.insert(requests, method) end }, habits)
      check(#requests == 0 and vim.wo.foldexpr == "v:lua.vim.lsp.foldexpr()" and vim.wo.foldmethod == "expr",
        "0.11: folds by vim.lsp.foldexpr()")
    end
    restore()
  end

  -- 0.7: no vim.fs, no vim.lsp.start: one client per folder, each buffer attached.
  do
    local setup, calls, restore, problem = load("0.7.2")
    check(setup ~= nil, "the set-up loads as 0.7 (without vim.fs)" .. problem)
    if setup then
      local habits, log, other = buffer("/x/habits.txt"), buffer("/x/log.txt"), buffer("/y/habits.txt")
      setup.start(habits)
      setup.start(log)
      setup.start(other)
      check(#calls.start == 0, "0.7: vim.lsp.start is not used")
      check(#calls.start_client == 2 and calls.start_client[1].root_dir == "/x" and calls.start_client[2].root_dir == "/y",
        "0.7: one client for each folder")
      check(vim.deep_equal(calls.attach, { { habits, 1 }, { log, 1 }, { other, 2 } }), "0.7: each buffer attached to its folder's client")
      calls.start_client[1].on_attach({ request = function() end }, habits)
      check(#calls.inlay == 0, "0.7: no inlay hints")
    end
    restore()
  end
end

local ok, problem = pcall(run)
if not ok then
  check(false, "the test ran to the end: " .. tostring(problem))
end
io.stdout:write(failures == 0 and "# all passed\n" or ("# " .. failures .. " failed\n"))
vim.cmd(failures == 0 and "qall!" or "cquit 1")
