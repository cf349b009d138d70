/**
 * Load generators and what they return. Every run gives one shape:
 *   { label, rps, mbps, p50, p99, total, seconds, non2xx, statuses: { '200': n }, errors }
 * (latencies in ms; `errors` counts errors and timeouts).
 */
const http = require('node:http');
const { ascending, percentile } = require('./stats');

const log = (line) => process.stderr.write(`${line.label}: ${line.rps.toFixed(1)} req/s, ${line.mbps.toFixed(0)} MB/s, p50 ${line.p50} ms, p99 ${line.p99} ms, statuses ${JSON.stringify(line.statuses)}, errors ${line.errors}\n`);

/**
 * autocannon against `url` for `duration` s with `connections` connections. `body()` makes each
 * request's body (a new e-mail per request...); without it the request has none.
 */
async function autocannonLoad({ label, url, connections, duration, method = 'GET', headers, body, timeout }) {
  const autocannon = require('autocannon');
  const request = { method, headers };
  if (body) request.setupRequest = (req) => ({ ...req, body: body() });
  const result = await autocannon({ url, connections, duration, ...(timeout ? { timeout } : {}), requests: [request] });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  const line = {
    label,
    rps: result.requests.average,
    mbps: result.throughput.average / 1e6,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    seconds: result.duration,
    non2xx: result.non2xx,
    statuses,
    errors: result.errors + result.timeouts,
  };
  if (label) log(line);
  return line;
}

/**
 * A lighter client than autocannon for big bodies: autocannon parses with http-parser-js and
 * appends every body to a string, which caps it near 100 MB/s here. This one uses Node's own
 * parser and discards the bodies (keep-alive, `connections` GETs in flight, loopback); `headers`
 * go with every request (Accept-Encoding: the bytes counted are then the compressed ones).
 */
function lightLoad({ label, port, path, connections, duration, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = {};
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const end = Date.now() + duration * 1000;
  const start = Date.now();
  const one = () =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          latencies.push(Date.now() - t0);
          resolve();
        });
        res.on('error', () => (errors += 1, resolve()));
      });
      req.on('error', () => (errors += 1, resolve()));
    });
  const worker = async () => {
    while (Date.now() < end) await one();
  };
  return Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    const seconds = (Date.now() - start) / 1000;
    const sorted = ascending(latencies);
    const done = sorted.length;
    const non2xx = Object.entries(statuses).reduce((a, [s, c]) => a + (s < 200 || s > 299 ? c : 0), 0);
    const line = { label, rps: done / seconds, mbps: bytes / seconds / 1e6, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), total: done, seconds, non2xx, statuses, errors };
    if (label) log(line);
    return line;
  });
}

/** One GET on a fresh connection: time to the response head, total time, bytes received (as sent: not decompressed), the body if `keep`. */
function timedGet(port, route, keep = false, headers = undefined) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = http.get({ host: '127.0.0.1', port, path: route, agent: false, headers }, (res) => {
      const ttfbMs = ms();
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, ttfbMs, totalMs: ms(), bytes, body: keep ? Buffer.concat(chunks) : null }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** True if a run got any status but `expected` (a number, or '2xx') or any error. */
function unexpected(run, expected = '2xx') {
  const bad = (status) => (expected === '2xx' ? !/^2\d\d$/.test(status) : status !== String(expected));
  return run.errors > 0 || Object.keys(run.statuses).some(bad);
}

module.exports = { autocannonLoad, lightLoad, timedGet, unexpected };
