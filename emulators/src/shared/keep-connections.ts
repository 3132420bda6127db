import type { Server } from 'node:http';

/**
 * A local emulator keeps its clients' connections open for as long as they want them. Node's
 * server closes an idle keep-alive connection after 5 s; a client (firebase-admin's REST
 * transport, the web SDKs) that sends its next request just then writes into a closed socket and
 * fails with EPIPE or ECONNRESET — on a busy machine often enough to break a seed of 18,000
 * documents. Nor is a request cut off after Node's 300 s: a large commit on a loaded machine may
 * take long to arrive.
 */
export function keepConnections(server: Server): Server {
  server.keepAliveTimeout = 0;
  server.requestTimeout = 0;
  return server;
}
