-- `habits lsp` for Neovim 0.7 (Debian 12's) and later: put this file in
-- ~/.config/nvim/plugin/habits-lsp.lua, with the filetypes of editors/vim (its ftdetect,
-- syntax and ftplugin folders in ~/.config/nvim/) so that habits.txt and log.txt get the
-- filetypes `habits` and `habitslog`.
--
-- Settings, before this file runs (init.lua), all optional:
--   vim.g.habits_lsp = {
--     cmd = { "habits", "lsp" },                        -- e.g. add "--file", PATH, "--log", PATH
--     init_options = { inlayHints = true, codeLens = true },
--   }
--
-- What each version gets: diagnostics, quick fixes (vim.lsp.buf.code_action), completion,
-- hover, go to definition, references, rename, symbols and code lenses everywhere; folding of
-- comment blocks and a log's months (manual folds from the server before 0.11, `foldexpr`
-- after); semantic highlighting from 0.9 (before, the Vim syntax files colour); inlay hints
-- from 0.10.
local M = {}

--- Whether this Neovim is at least `version` ("0.10"). A function so that a test can ask it
--- to pretend.
function M.has(version)
  return vim.fn.has("nvim-" .. version) == 1
end

--- The settings: vim.g.habits_lsp over the defaults.
function M.config()
  local user = vim.g.habits_lsp or {}
  return {
    cmd = user.cmd or { "habits", "lsp" },
    init_options = vim.tbl_extend("force", { inlayHints = true, codeLens = true }, user.init_options or {}),
  }
end

--- The folder of a file (vim.fs arrived in 0.8).
local function folder(path)
  if vim.fs and vim.fs.dirname then
    return vim.fs.dirname(path)
  end
  return vim.fn.fnamemodify(path, ":h")
end

--- Folds from the server's folding ranges, as manual folds (before 0.11, whose
--- vim.lsp.foldexpr() does it itself); all left open.
function M.fold(client, bufnr)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
  client.request("textDocument/foldingRange", params, function(err, ranges)
    if err or type(ranges) ~= "table" or not vim.api.nvim_buf_is_loaded(bufnr) then
      return
    end
    for _, win in ipairs(vim.fn.win_findbuf(bufnr)) do
      vim.api.nvim_win_call(win, function()
        vim.wo.foldmethod = "manual"
        vim.cmd("silent! normal! zE")
        for _, range in ipairs(ranges) do
          vim.cmd(string.format("silent! %d,%dfold", range.startLine + 1, range.endLine + 1))
        end
        vim.cmd("silent! normal! zR")
      end)
    end
  end, bufnr)
end

--- What a buffer gets once the server is attached to it.
function M.on_attach(client, bufnr)
  local config = M.config()
  -- One group a buffer, emptied first: attaching again (`:edit`) does not repeat the work.
  local group = vim.api.nvim_create_augroup("habits_lsp_" .. bufnr, { clear = true })
  if M.has("0.10") and config.init_options.inlayHints ~= false then
    vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
  end
  if M.has("0.11") then
    for _, win in ipairs(vim.fn.win_findbuf(bufnr)) do
      vim.wo[win].foldmethod = "expr"
      vim.wo[win].foldexpr = "v:lua.vim.lsp.foldexpr()"
    end
  else
    M.fold(client, bufnr)
    vim.api.nvim_create_autocmd({ "BufWritePost", "InsertLeave" }, {
      group = group,
      buffer = bufnr,
      callback = function()
        M.fold(client, bufnr)
      end,
    })
  end
  if config.init_options.codeLens ~= false then
    vim.lsp.codelens.refresh()
    vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, {
      group = group,
      buffer = bufnr,
      callback = function()
        vim.lsp.codelens.refresh()
      end,
    })
  end
end

-- One server for each folder before 0.8, which has no vim.lsp.start to find it again.
local started = {}

--- Starts the server for a buffer, or attaches the one running for its folder.
function M.start(bufnr)
  local config = M.config()
  local root = folder(vim.api.nvim_buf_get_name(bufnr))
  if M.has("0.10") then
    return vim.lsp.start({
      name = "habits",
      cmd = config.cmd,
      root_dir = root,
      init_options = config.init_options,
      on_attach = M.on_attach,
    }, { bufnr = bufnr })
  end
  local id = started[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client({
      name = "habits",
      cmd = config.cmd,
      root_dir = root,
      init_options = config.init_options,
      on_attach = M.on_attach,
    })
    started[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = { "habits", "habitslog" },
  callback = function(args)
    M.start(args.buf)
  end,
})

return M
