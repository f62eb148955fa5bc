// Shim for GNU libmicrohttpd: its variadic calls (which Swift cannot make) as plain functions.
#ifndef ARCADE_CMICROHTTPD_SHIM_H
#define ARCADE_CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// Leaves percent-escapes in a request's path and query as they came (a resource has one path, and no escaped NUL
/// can cut it short); the text's length is unchanged.
static inline size_t arcade_mhd_keep_escapes(void *cls, struct MHD_Connection *connection, char *text) {
  (void)cls;
  (void)connection;
  return strlen(text);
}

/// Starts a daemon on `address` with a pool of `threads` polling threads (epoll), idle clients cut off after
/// `timeout` seconds, `connections` at most and `per_address` from one address, each request's headers in `memory`
/// bytes, percent-escapes left as they came; `notify` hears each connection open and close. NULL when it cannot.
static inline struct MHD_Daemon *arcade_mhd_start(const struct sockaddr_in *address, unsigned int threads,
                                                  unsigned int timeout, unsigned int connections,
                                                  unsigned int per_address, size_t memory,
                                                  MHD_AccessHandlerCallback handler, void *handler_cls,
                                                  MHD_RequestCompletedCallback completed, void *completed_cls,
                                                  MHD_NotifyConnectionCallback notify, void *notify_cls) {
  return MHD_start_daemon(MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC, ntohs(address->sin_port), NULL, NULL,
                          handler, handler_cls,
                          MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)address,
                          MHD_OPTION_THREAD_POOL_SIZE, threads,
                          MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                          MHD_OPTION_CONNECTION_LIMIT, connections,
                          MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address,
                          MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory,
                          MHD_OPTION_UNESCAPE_CALLBACK, arcade_mhd_keep_escapes, NULL,
                          MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                          MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
                          MHD_OPTION_END);
}

/// The socket of a connection; -1 when it cannot tell.
static inline int arcade_mhd_socket(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

/// A response with its own copy of `size` bytes.
static inline struct MHD_Response *arcade_mhd_response(size_t size, const void *data) {
  return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}

/// The port the daemon listens on (the one the system chose for port 0); 0 when it cannot tell.
static inline uint16_t arcade_mhd_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// The client's IPv4 address, in network order (0 when it is not IPv4).
static inline uint32_t arcade_mhd_client_ipv4(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL || info->client_addr->sa_family != AF_INET) { return 0; }
  return ((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr;
}
#endif
