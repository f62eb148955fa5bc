# Builds arcade (release) and installs it with its man page and shell completions:
#   make install            into PREFIX (default /usr/local); DESTDIR is honoured for staging
#   make install-serve      also the board server, arcade-serve (`arcade serve`; needs libmicrohttpd, libpq, libssl)
#   make uninstall          removes exactly what install (and install-serve) put there
# The man page and completions are written by the binary being installed (`arcade man`,
# `arcade completions SHELL`), from the same command table as its --help.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

BINDIR = $(PREFIX)/bin
MAN6DIR = $(PREFIX)/share/man/man6
BASHDIR = $(PREFIX)/share/bash-completion/completions
ZSHDIR = $(PREFIX)/share/zsh/site-functions
FISHDIR = $(PREFIX)/share/fish/vendor_completions.d

RELEASE = .build/release/arcade
SERVER = .build/release/arcade-serve
SOURCES := Package.swift $(shell find Sources Assets Plugins -type f)

.PHONY: all install install-serve uninstall

all: $(RELEASE)

# Rebuilt only when a source is newer, so `sudo make install` after `make` does not build as root.
$(RELEASE): $(SOURCES)
	$(SWIFT) build -c release --product arcade
	@touch $@

$(SERVER): $(SOURCES)
	$(SWIFT) build -c release --product arcade-serve
	@touch $@

install: $(RELEASE)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MAN6DIR)" "$(DESTDIR)$(BASHDIR)" "$(DESTDIR)$(ZSHDIR)" \
	  "$(DESTDIR)$(FISHDIR)"
	install -m 755 $(RELEASE) "$(DESTDIR)$(BINDIR)/arcade"
	$(RELEASE) man > "$(DESTDIR)$(MAN6DIR)/arcade.6"
	$(RELEASE) completions bash > "$(DESTDIR)$(BASHDIR)/arcade"
	$(RELEASE) completions zsh > "$(DESTDIR)$(ZSHDIR)/_arcade"
	$(RELEASE) completions fish > "$(DESTDIR)$(FISHDIR)/arcade.fish"
	chmod 644 "$(DESTDIR)$(MAN6DIR)/arcade.6" "$(DESTDIR)$(BASHDIR)/arcade" "$(DESTDIR)$(ZSHDIR)/_arcade" \
	  "$(DESTDIR)$(FISHDIR)/arcade.fish"

install-serve: install $(SERVER)
	install -m 755 $(SERVER) "$(DESTDIR)$(BINDIR)/arcade-serve"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/arcade" "$(DESTDIR)$(BINDIR)/arcade-serve" "$(DESTDIR)$(MAN6DIR)/arcade.6" "$(DESTDIR)$(BASHDIR)/arcade" \
	  "$(DESTDIR)$(ZSHDIR)/_arcade" "$(DESTDIR)$(FISHDIR)/arcade.fish"
