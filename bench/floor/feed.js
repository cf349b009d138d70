#!/usr/bin/env node
/**
 * Floor of the feed scenario: bare node:http + pg doing what the app's GET
 * /public/feeds/site-web/{slug}.xml does against PostgreSQL, and sending the same bytes, without
 * Nest, Express, TypeORM or XML encoding. Two routes per client slug:
 *
 *   GET /cached/{slug}.xml    the app serving from its per-ETag cache: the validator query
 *                             (FeedService.readState: same SQL text and parameter), the ETag and
 *                             Last-Modified computed from its row as the app does (sha256), then
 *                             the whole document (rendered once by the app) with a Content-Length.
 *   GET /streamed/{slug}.xml  the app streaming from PostgreSQL (document over the 8 MB cache
 *                             limit, or cache off): the validator query, the head written, then the
 *                             same page queries as FeedService.pages, with the same SQL text and
 *                             parameters: for a feed of more than one page the page-bounds query,
 *                             then one keyset query per range, 2 of them in flight ahead of the
 *                             one being written (PREFETCH_PAGES). After each page, the bytes of
 *                             that page's jobs, cut from the app's document, are written (chunked,
 *                             waiting for 'drain' when the socket's buffer is full), then the tail.
 *
 * Like the app: a pg Pool of 20 on DATABASE_URL; every query on its own pooled connection, in
 * autocommit (the app runs neither the validator nor the pages in a transaction); one validator
 * query in flight per slug, shared by the requests that arrive while it runs (the app's single
 * flight). Same headers: Content-Type, Cache-Control, ETag, Last-Modified. No slug check, no
 * If-None-Match / 304, no HEAD, no cache bookkeeping, no logging.
 *
 * BENCH_FLOOR_FEEDS (JSON): { documents: { slug: file of the app's document }, pageSize,
 * formatVersion } (FEED_PAGE_SIZE and FEED_FORMAT_VERSION of the built app).
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { fromDist } = require('../lib/app');
const { ready, runEntry } = require('../lib/children');
const { listenFloor } = require('../lib/floor');

const CONTENT_TYPE = 'text/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=300';
const PREFETCH_PAGES = 2;

// The app's own SQL (src/modules/feed/feed-queries.ts, built).
const { FEED_PAGE_BOUNDS_SQL, FEED_STATE_SQL, feedPageSql } = fromDist('modules/feed/feed-queries');

/** The app's document cut into head, jobs and tail: `starts[i]` = first byte of job i, `starts[n]` = the tail. */
function cutDocument(body) {
  const starts = [];
  const marker = Buffer.from('  <job>\n');
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, at + marker.length)) starts.push(at);
  const tail = body.lastIndexOf('</source>\n');
  if (!starts.length || tail < starts[starts.length - 1]) throw new Error('floor: unexpected feed document');
  starts.push(tail);
  return { body, starts, jobs: starts.length - 1 };
}

async function serveFloor() {
  const { Pool } = require('pg');
  const config = JSON.parse(process.env.BENCH_FLOOR_FEEDS);
  const { pageSize, formatVersion } = config;
  const documents = new Map(Object.entries(config.documents).map(([slug, file]) => [slug, cutDocument(fs.readFileSync(file))]));
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20, connectionTimeoutMillis: 5000 });

  // ---- validators: FeedService.state / readState
  const stateQueries = new Map();
  const readState = async (slug) => {
    const { rows } = await pool.query(FEED_STATE_SQL, [slug]);
    if (!rows.length) return null;
    const row = rows[0];
    const lastModified = new Date(Math.max(row.updated_at.getTime(), row.last_job?.getTime() ?? 0, row.last_project?.getTime() ?? 0));
    const digest = createHash('sha256').update([formatVersion, row.id, row.job_count, row.job_hash, lastModified.getTime()].join('|')).digest('base64url').slice(0, 27);
    return { clientId: row.id, etag: `"${digest}"`, lastModified, jobCount: row.job_count };
  };
  const state = (slug) => {
    let query = stateQueries.get(slug);
    if (!query) {
      query = readState(slug).finally(() => stateQueries.delete(slug));
      stateQueries.set(slug, query);
    }
    return query;
  };

  // ---- pages: FeedService.pages / pageBounds / page (rows as pg parses them, then dropped)
  const page = (clientId, range) => {
    const query = pool.query(feedPageSql(Boolean(range.after), Boolean(range.upTo)), [clientId, range.after?.cursor ?? null, range.after?.id ?? null, range.upTo?.cursor ?? null, range.upTo?.id ?? null]);
    query.catch(() => undefined);
    return query;
  };
  async function* pages(clientId, expectedJobs) {
    const bounds = expectedJobs <= pageSize ? [] : (await pool.query(FEED_PAGE_BOUNDS_SQL, [clientId, pageSize])).rows;
    const ranges = Array.from({ length: bounds.length + 1 }, (_, k) => ({ after: bounds[k - 1] ?? null, upTo: bounds[k] ?? null }));
    const inFlight = [];
    let started = 0;
    const fill = () => {
      while (started < ranges.length && inFlight.length < PREFETCH_PAGES) inFlight.push(page(clientId, ranges[started++]));
    };
    fill();
    while (inFlight.length) {
      const { rows } = await inFlight.shift();
      fill();
      if (rows.length) yield rows.length;
    }
  }

  /** Writes `chunk`; if the socket's buffer is full, resolves when it drains (or the response closed). False once closed. */
  const write = (res, chunk) => {
    if (res.destroyed) return false;
    if (res.write(chunk)) return true;
    return new Promise((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve(!res.destroyed);
      };
      res.on('drain', done);
      res.on('close', done);
    });
  };

  async function stream(res, doc, feed) {
    const { body, starts } = doc;
    if (!(await write(res, body.subarray(0, starts[0])))) return;
    let job = 0;
    for await (const count of pages(feed.clientId, feed.jobCount)) {
      const end = Math.min(job + count, doc.jobs);
      if (!(await write(res, body.subarray(starts[job], starts[end])))) return;
      job = end;
    }
    res.end(body.subarray(starts[doc.jobs]));
  }

  async function handle(req, res) {
    const match = /^\/(cached|streamed)\/([^/]+)\.xml$/.exec(req.url);
    const doc = match && documents.get(match[2]);
    const feed = doc && (await state(match[2]));
    if (!feed) {
      res.writeHead(404).end();
      return;
    }
    const headers = { 'Content-Type': CONTENT_TYPE, 'Cache-Control': CACHE_CONTROL, ETag: feed.etag, 'Last-Modified': feed.lastModified.toUTCString() };
    if (match[1] === 'cached') {
      res.writeHead(200, { ...headers, 'Content-Length': doc.body.length });
      res.end(doc.body);
      return;
    }
    res.writeHead(200, headers);
    await stream(res, doc, feed);
  }

  const { server, port } = await listenFloor((req, res) => {
    handle(req, res).catch((error) => {
      process.stderr.write(`floor: ${error.message}\n`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  ready({ port }, {
    stop: () => {
      server.close();
      return pool.end();
    },
  });
}

if (require.main === module) runEntry({ floor: serveFloor });
