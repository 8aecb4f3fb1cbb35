'use strict';
// autocannon's `setupClient` for every connection of the bench (it runs in autocannon's worker thread).
// autocannon keeps each response body as a string, appending every chunk with `+=`: UTF-8 decoding
// of compressed bytes, which on a 30 KB answer costs the client more CPU than the server spends
// writing it, so the client, not the server, set the pace and the latency of large answers. The bench
// reads no body (no verifyBody, no expectBody, no onResponse): the bytes are still counted, not kept.
module.exports = function skipBodies(client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function') throw new Error('skip-bodies: autocannon ya no guarda los cuerpos así; revisa bench/skip-bodies.cjs');
  client.pipelinedRequests.addBody = () => {};
};
