// OpenSSL's libcrypto, for SHA-256 (the board stores players' tokens hashed).
#ifndef ARCADE_CCRYPTO_SHIM_H
#define ARCADE_CCRYPTO_SHIM_H
#include <openssl/sha.h>
#endif
