/**
 * Pieces of the "floor" servers: bare node:http (+ pg) doing a scenario's work without Nest,
 * Express, TypeORM or validation libraries, to compare the app with.
 */
const http = require('node:http');

/** A keep-alive (60 s) node:http server on a free loopback port; resolves with the port. */
function listenFloor(handler) {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}

/** The whole request body as one Buffer. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The request body parsed as JSON; on malformed JSON, answers 400 and resolves undefined. */
async function readJson(req, res) {
  const raw = await readBody(req);
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    res.writeHead(400).end();
    return undefined;
  }
}

/** A JSON answer with its Content-Length. */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** `work(client)` in BEGIN ... COMMIT on one pooled connection; ROLLBACK if it throws. */
async function transaction(pool, work) {
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    const result = await work(db);
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    db.release();
  }
}

module.exports = { listenFloor, readBody, readJson, sendJson, transaction };
