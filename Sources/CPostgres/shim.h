// Shim for libpq: the error field codes, character macros that do not import into Swift.
#ifndef ARCADE_CPOSTGRES_SHIM_H
#define ARCADE_CPOSTGRES_SHIM_H
#include <postgresql/libpq-fe.h>

static const int arcade_pg_diag_sqlstate = PG_DIAG_SQLSTATE;
#endif
