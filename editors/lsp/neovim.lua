-- `habits lsp` for Neovim 0.10+: put in ~/.config/nvim/after/ftplugin/habits.lua and
-- habitslog.lua (the filetypes of editors/vim), or in init.lua as an autocommand.
vim.api.nvim_create_autocmd("FileType", {
  pattern = { "habits", "habitslog" },
  callback = function(args)
    vim.lsp.start({
      name = "habits",
      cmd = { "habits", "lsp" },
      root_dir = vim.fs.dirname(vim.api.nvim_buf_get_name(args.buf)),
      init_options = { inlayHints = true },
    })
  end,
})

-- Or, with nvim-lspconfig, declare it as a custom server:
-- local configs = require("lspconfig.configs")
-- configs.habits = configs.habits or {
--   default_config = {
--     cmd = { "habits", "lsp" },
--     filetypes = { "habits", "habitslog" },
--     root_dir = function(fname) return vim.fs.dirname(fname) end,
--   },
-- }
-- require("lspconfig").habits.setup({})

-- Inlay hints are shown once enabled: vim.lsp.inlay_hint.enable(true)
