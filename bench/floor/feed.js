#!/usr/bin/env node
/**
 * Floor of the feed scenario: a bare node:http server sending the same XML documents (rendered by
 * the app once, read from the files named in BENCH_FLOOR_DOCUMENTS) with the same headers and a
 * Content-Length: what any server must at least do to send those bytes.
 */
const fs = require('node:fs');
const { ready, runEntry } = require('../lib/children');
const { listenFloor } = require('../lib/floor');

async function serveFloor() {
  const documents = JSON.parse(process.env.BENCH_FLOOR_DOCUMENTS);
  const bodies = Object.fromEntries(Object.entries(documents).map(([route, file]) => [route, fs.readFileSync(file)]));
  const { server, port } = await listenFloor((req, res) => {
    const body = bodies[req.url];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
      etag: '"floor"',
      'last-modified': new Date(0).toUTCString(),
      'content-length': body.length,
    });
    res.end(body);
  });
  ready({ port }, { stop: () => server.close() });
}

if (require.main === module) runEntry({ floor: serveFloor });
