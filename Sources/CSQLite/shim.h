// Shim for SQLite: the destructor constant that Swift cannot import (a cast macro).
#ifndef ARCADE_CSQLITE_SHIM_H
#define ARCADE_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies a bound text before the call returns.
static inline sqlite3_destructor_type arcade_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
