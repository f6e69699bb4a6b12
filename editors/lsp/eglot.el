;;; `habits lsp` for Emacs with eglot (Emacs 29+): add to init.el.
;; Two modes for the two files, both derived from text-mode, each started by file name.
(define-derived-mode habits-mode text-mode "Habits"
  "Major mode for habits.txt."
  (setq-local comment-start "# "))
(define-derived-mode habits-log-mode text-mode "Habits-Log"
  "Major mode for the habits log."
  (setq-local comment-start "# "))
(add-to-list 'auto-mode-alist '("/habits\\.txt\\'" . habits-mode))
(add-to-list 'auto-mode-alist '("\\.habits\\'" . habits-mode))
(add-to-list 'auto-mode-alist '("\\.habitslog\\'" . habits-log-mode))
(add-to-list 'auto-mode-alist '("/log\\.txt\\'" . habits-log-mode))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '((habits-mode habits-log-mode) . ("habits" "lsp"))))
(add-hook 'habits-mode-hook #'eglot-ensure)
(add-hook 'habits-log-mode-hook #'eglot-ensure)
