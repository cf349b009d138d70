#!/usr/bin/env node
/**
 * Resume pipeline benchmark (run after `npm run build`):
 *   node bench/resumes.js [--runs N] [--passes N] [--no-ocr] [--no-throughput] [--no-pipeline]
 *
 * 1. Extraction + parse per document, in process, median over the corpus files of each format:
 *    2-page text PDFs (pdf.js + parser) beside `pdftotext -layout` (poppler) as the floor when
 *    installed, DOCX (mammoth), DOC (word-extractor), OCR per page image (tesseract.js).
 * 2. Worker-side throughput by format through the isolated extraction runner (child processes,
 *    2 at a time as on a 2-core worker), extraction + parse, in documents per minute: timed
 *    passes (--passes N, else BENCH_ROUNDS, default 2, at least 2) after a warm-up, the median
 *    quoted, each pass's figure beside it; a document whose extraction found no text is counted
 *    (and fails the scenario).
 * 3. Whole-pipeline throughput (unless --no-pipeline): a throw-away PostgreSQL database and Redis
 *    prefix, jobs on the BullMQ queue, the real worker (concurrency 2): queue → load → extract →
 *    parse → merge transaction → activity, in documents per minute, as many passes of new documents
 *    (new candidates) after a warm-up, the median quoted. A pass ends when every document reached a
 *    terminal status (parsed, no_text, failed; 120 s deadline, then an error with the counts); the
 *    outcomes are counted per format and the scenario is not ok unless every document, warm-up
 *    included, ended parsed: the corpus's images OCR to their labelled contact fields
 *    (bench/results/parser-eval.md), so no_text is a failure for them too, not only for PDF, DOCX, DOC.
 *    Needs PostgreSQL (BENCH_DATABASE_ADMIN_URL or TEST_DATABASE_ADMIN_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres) and Redis (REDIS_URL).
 * Writes bench/results/resumes.md and the harness summary (`npm run bench -- --only resumes`;
 * BENCH_SMOKE=1: one pass over the text formats only, no throughput). Exported: runResumeBench(options).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { fromDist } = require('./lib/app');
const { roundCount } = require('./lib/measure');
const { writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { SMOKE, valueRow, writeSummary } = require('./lib/summary');
const { ascending, median, percentile } = require('./lib/stats');

const ROOT = path.join(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'modules', 'resumes');
const CORPUS = path.join(ROOT, 'test', 'fixtures', 'resumes');

const ms = (ns) => Number(ns) / 1e6;
const fmt = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
/** Throughput passes (runner and whole pipeline): BENCH_ROUNDS, default 2, never fewer than 2. */
const DEFAULT_PASSES = roundCount(2);
/** A whole-pipeline pass must see every document reach a terminal status within this. */
const PIPELINE_DEADLINE_MS = 120_000;
const TERMINAL = ['parsed', 'no_text', 'failed'];
/** `2988 (2950, 3026)`: the median of the passes, then each pass. */
const perMinuteCell = (row) => `${row.perMinute.toFixed(0)} (${row.passes.map((p) => p.perMinute.toFixed(0)).join(', ')})`;
/** `16 parsed` or `14 parsed, 1 no_text, 1 failed, ...`. */
const outcomeText = (counts) => Object.entries(counts).filter(([, n]) => n > 0).map(([status, n]) => `${n} ${status}`).join(', ') || 'none';

function hasPdftotext() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function runResumeBench(options = {}) {
  const runs = options.runs ?? 5;
  const passes = Math.max(2, Math.floor(options.passes ?? DEFAULT_PASSES) || 2);
  const { extractText, hasText } = require(path.join(DIST, 'extract', 'extract-text.js'));
  const { extractPdfText } = require(path.join(DIST, 'extract', 'pdf.js'));
  const { terminateOcr } = require(path.join(DIST, 'extract', 'ocr.js'));
  const { parseResume } = require(path.join(DIST, 'parse', 'parse-resume.js'));
  const { ExtractionRunner } = require(path.join(DIST, 'extract', 'extraction-runner.js'));

  const files = fs.readdirSync(CORPUS).filter((name) => !name.endsWith('.json')).sort();
  const byFormat = (ext) => files.filter((name) => name.endsWith(`.${ext}`)).map((name) => ({ name, bytes: fs.readFileSync(path.join(CORPUS, name)) }));
  const pdfs = [];
  for (const file of byFormat('pdf')) {
    const { pages } = await extractPdfText(file.bytes);
    if (pages === 2) pdfs.push(file);
  }
  const formats = { pdf: pdfs, docx: byFormat('docx'), doc: byFormat('doc'), png: byFormat('png'), jpg: byFormat('jpg') };
  const rows = [];

  async function timeInProcess(label, list, ext, repeat) {
    if (list.length === 0) return null;
    await extractText(list[0].bytes, ext); // warm-up: module loading, OCR model
    const samples = [];
    for (let r = 0; r < repeat; r += 1) {
      for (const file of list) {
        const start = process.hrtime.bigint();
        const { text, lines } = await extractText(file.bytes, ext);
        parseResume(text, lines);
        samples.push(ms(process.hrtime.bigint() - start));
      }
    }
    const row = { label, files: list.length, samples: samples.length, median: median(samples), p90: percentile(ascending(samples), 0.9) };
    rows.push(row);
    return row;
  }

  const pdfRow = await timeInProcess('2-page text PDF: pdf.js + parse', formats.pdf, 'pdf', runs);
  let floor = null;
  if (hasPdftotext() && pdfs.length > 0) {
    const samples = [];
    for (let r = 0; r < runs; r += 1) {
      for (const file of pdfs) {
        const tmp = path.join(require('node:os').tmpdir(), `bench-${file.name}`);
        fs.writeFileSync(tmp, file.bytes);
        const start = process.hrtime.bigint();
        execFileSync('pdftotext', ['-layout', tmp, '-'], { stdio: ['ignore', 'pipe', 'ignore'] });
        samples.push(ms(process.hrtime.bigint() - start));
        fs.unlinkSync(tmp);
      }
    }
    floor = { label: '2-page text PDF: pdftotext -layout (floor, process spawn included)', files: pdfs.length, samples: samples.length, median: median(samples), p90: percentile(ascending(samples), 0.9) };
    rows.push(floor);
  }
  await timeInProcess('DOCX: mammoth + parse', formats.docx, 'docx', runs);
  await timeInProcess('DOC: word-extractor + parse', formats.doc, 'doc', runs);
  if (!options.noOcr) {
    await timeInProcess('Image page: sharp + tesseract.js OCR + parse', [...formats.png, ...formats.jpg].slice(0, 4), 'png', 1);
  }
  await terminateOcr();

  const throughput = [];
  if (!options.noThroughput) {
    const concurrency = 2;
    for (const [format, list] of Object.entries(formats)) {
      if (list.length === 0 || (options.noOcr && (format === 'png' || format === 'jpg'))) continue;
      const ext = format === 'jpg' ? 'jpg' : format;
      const runner = new ExtractionRunner({ size: concurrency, timeoutMs: 120000, memoryMb: 512 });
      const work = format === 'png' || format === 'jpg' ? list.slice(0, 4) : Array.from({ length: 3 }, () => list).flat();
      // Warm both child processes first (process start and module loading are paid once per child).
      await Promise.all(Array.from({ length: concurrency }, () => runner.run(list[0].bytes, ext)));
      const timed = [];
      for (let pass = 0; pass < passes; pass += 1) {
        let next = 0;
        let noText = 0;
        const start = process.hrtime.bigint();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < work.length) {
              const file = work[next++];
              const { text, lines } = await runner.run(file.bytes, ext);
              if (!hasText(text)) noText += 1;
              parseResume(text, lines);
            }
          }),
        );
        const seconds = ms(process.hrtime.bigint() - start) / 1000;
        timed.push({ seconds, perMinute: (work.length / seconds) * 60, noText });
      }
      await runner.close();
      throughput.push({ format, documents: work.length, passes: timed, perMinute: median(timed.map((p) => p.perMinute)), noText: timed.reduce((n, p) => n + p.noText, 0) });
    }
  }

  let pipeline = null;
  if (!options.noPipeline) {
    pipeline = await pipelineThroughput(formats, { ...options, passes }).catch((error) => ({ error: error.message }));
  }

  const lines = [
    '# Resume pipeline benchmark',
    '',
    `Machine: ${require('node:os').cpus().length} CPU cores (${require('node:os').cpus()[0].model}), Node ${process.version}, shared with other work. Corpus: test/fixtures/resumes. Command: \`node bench/resumes.js\` after \`npm run build\`.`,
    '',
    '## Extraction + parse per document (in process)',
    '',
    '| case | files | samples | median ms | p90 ms |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.label} | ${row.files} | ${row.samples} | ${fmt(row.median)} | ${fmt(row.p90)} |`),
    '',
  ];
  if (pdfRow && floor) lines.push(`Ratio to the floor (2-page PDF, median): ${(pdfRow.median / floor.median).toFixed(2)}x pdftotext.`, '');
  if (pdfRow && !floor) lines.push('pdftotext (poppler-utils) is not installed: no floor measured.', '');
  if (throughput.length) {
    lines.push(
      `## Worker throughput (isolated extraction processes, 2 concurrent, extraction + parse), ${passes} passes`,
      '',
      '| format | documents per pass | seconds per pass | documents / minute: median (each pass) | documents without text |',
      '|---|---|---|---|---|',
    );
    for (const row of throughput) lines.push(`| ${row.format} | ${row.documents} | ${row.passes.map((p) => p.seconds.toFixed(1)).join(', ')} | ${perMinuteCell(row)} | ${row.noText} |`);
    lines.push('', 'Extraction and parsing only, both child processes warmed up first; the next table adds the queue and the database.', '');
  }
  if (pipeline && pipeline.error) lines.push(`Whole-pipeline throughput not measured: ${pipeline.error}`, '');
  if (pipeline && pipeline.rows) {
    lines.push(
      `## Whole pipeline (BullMQ queue → worker, concurrency 2 → PostgreSQL), by format, ${passes} passes`,
      '',
      '| format | documents per pass | seconds per pass | documents / minute: median (each pass) | outcome of the timed passes | outcome of the warm-up |',
      '|---|---|---|---|---|---|',
    );
    for (const row of pipeline.rows) {
      lines.push(`| ${row.format} | ${row.documents} | ${row.passes.map((p) => p.seconds.toFixed(1)).join(', ')} | ${perMinuteCell(row)} | ${outcomeText(row.counts)} | ${outcomeText(row.warmCounts)} |`);
    }
    lines.push(
      '',
      'Each document belongs to its own candidate (new documents and candidates for every pass); a pass is timed from its jobs being queued to the last of its documents '
        + `reaching a terminal status (parsed, no_text or failed; ${PIPELINE_DEADLINE_MS / 1000} s deadline), after a warm-up of 2 documents per format. `
        + 'Every document is expected to end parsed (the images included: the corpus\'s images OCR to their labelled fields).',
      '',
    );
  }
  const problems = findProblems({ throughput, pipeline });
  lines.push(`Result: ${problems.length ? `**FAILED**: ${problems.join('; ')}` : 'ok'}.`, '');
  const report = writeResult('resumes', lines, { echo: false });
  return { rows, pdfRow, floor, throughput, pipeline, problems, passes, report };
}

/** Jobs through the real queue and worker into a throw-away database; documents per minute by format. */
async function pipelineThroughput(formats, options) {
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { Queue } = require('bullmq');
  const { DataSource } = require('typeorm');
  const { loadEnv } = fromDist('config/env');
  const { WorkerModule } = fromDist('worker.module');
  const { queueOptions } = fromDist('common/queue/queue.constants');
  const { RESUME_QUEUE, RESUME_JOB } = fromDist('modules/resumes/resume.job');
  const { DocumentRepository } = fromDist('modules/documents/document.repository');
  const { ResumeProcessor } = require(path.join(DIST, 'resume.processor.js'));
  const { createResumeWorker } = require(path.join(DIST, 'resume.worker.js'));

  const sandbox = await openSandbox('resumes');
  let app = null;
  let queue = null;
  try {
    const env = { ...loadEnv({ ...process.env, ...sandbox.env, WORKER_CONCURRENCY: '2' }), logLevel: 'silent' };
    app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { logger: false });
    const db = app.get(DataSource);
    const documents = app.get(DocumentRepository);
    queue = new Queue(RESUME_QUEUE, queueOptions(env.redisUrl, env.redisPrefix));
    const [{ id: clientId }] = await db.query(`INSERT INTO client (slug, name) VALUES ($1, 'Bench') RETURNING id`, [`bench-${Date.now().toString(36)}`]);
    const MIME = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', doc: 'application/msword', png: 'image/png', jpg: 'image/jpeg' };

    async function enqueue(list, mime) {
      const ids = [];
      for (const file of list) {
        const [{ id: personId }] = await db.query(`INSERT INTO person (client_id, first_name, last_name, is_candidate) VALUES ($1, 'Bench', 'Candidate', true) RETURNING id`, [clientId]);
        const { documentId } = await db.transaction((manager) => documents.store(manager, { clientId, personId, bytes: file.bytes, mimeType: mime, originalName: file.name, source: 'upload' }));
        ids.push({ documentId, personId });
      }
      return ids;
    }
    /** Counts of the documents by status. */
    async function statusCounts(documentIds) {
      const found = await db.query(`SELECT status, count(*)::int AS n FROM document WHERE id = ANY($1::uuid[]) GROUP BY status`, [documentIds]);
      const counts = { parsed: 0, no_text: 0, failed: 0 };
      for (const { status, n } of found) counts[status] = n;
      const missing = documentIds.length - found.reduce((n, row) => n + row.n, 0);
      if (missing) counts.missing = missing;
      return counts;
    }
    /** Waits until every document reached a terminal status; returns the counts by status. Throws at the deadline. */
    async function waitFor(documentIds, label) {
      const deadline = Date.now() + PIPELINE_DEADLINE_MS;
      for (;;) {
        const counts = await statusCounts(documentIds);
        if (TERMINAL.reduce((n, status) => n + counts[status], 0) === documentIds.length) return counts;
        if (Date.now() > deadline) {
          throw new Error(`${label}: ${documentIds.length} documents not all done after ${PIPELINE_DEADLINE_MS / 1000} s (${outcomeText(counts)})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const worker = createResumeWorker(env, app.get(ResumeProcessor));
    await worker.waitUntilReady();
    const rows = [];
    let jobNumber = 0;
    const add = (items) => queue.addBulk(items.map((item) => ({ name: RESUME_JOB, data: { clientId, documentId: item.documentId, applicationId: null, resumeUrl: null, personId: item.personId }, opts: { jobId: `bench-${++jobNumber}` } })));
    for (const [format, list] of Object.entries(formats)) {
      const image = format === 'png' || format === 'jpg';
      if (list.length === 0 || (options.noOcr && image)) continue;
      const work = image ? list.slice(0, 4) : list;
      const warm = await enqueue(list.slice(0, 2), MIME[format]);
      await add(warm);
      const warmCounts = await waitFor(warm.map((item) => item.documentId), `${format} warm-up`);
      const timed = [];
      for (let pass = 1; pass <= options.passes; pass += 1) {
        const items = await enqueue(work, MIME[format]); // new documents of new candidates: nothing already done
        const start = process.hrtime.bigint();
        await add(items);
        const counts = await waitFor(items.map((item) => item.documentId), `${format} pass ${pass}`);
        const seconds = ms(process.hrtime.bigint() - start) / 1000;
        timed.push({ seconds, perMinute: (items.length / seconds) * 60, counts });
      }
      const counts = {};
      for (const pass of timed) for (const [status, n] of Object.entries(pass.counts)) counts[status] = (counts[status] ?? 0) + n;
      rows.push({ format, documents: work.length, passes: timed, perMinute: median(timed.map((p) => p.perMinute)), counts, warmCounts, total: work.length * timed.length, warmTotal: warm.length });
    }
    await worker.close();
    return { rows };
  } finally {
    if (queue) {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    if (app) await app.close();
    await sandbox.close();
  }
}

/**
 * What makes the run not ok: a runner extraction without text, a whole-pipeline error, or a
 * whole-pipeline document (timed or warm-up) that did not end parsed (failed, no_text: the text
 * formats must always yield text, and the corpus's images OCR to their labelled fields today).
 */
function findProblems({ throughput, pipeline }) {
  const problems = [];
  for (const row of throughput) if (row.noText) problems.push(`${row.format}: ${row.noText} isolated extractions without text`);
  if (pipeline?.error) problems.push(`whole-pipeline throughput failed: ${pipeline.error}`);
  for (const row of pipeline?.rows ?? []) {
    if (row.counts.parsed !== row.total) problems.push(`${row.format}: whole pipeline ended ${outcomeText(row.counts)} of ${row.total} documents`);
    if (row.warmCounts.parsed !== row.warmTotal) problems.push(`${row.format}: whole-pipeline warm-up ended ${outcomeText(row.warmCounts)} of ${row.warmTotal} documents`);
  }
  return problems;
}

/** The harness summary (bench/results.json): per-format timings beside pdftotext, then documents per minute. */
function summarize({ rows, pdfRow, floor, throughput, pipeline, problems, passes }) {
  const summaryRows = [];
  for (const row of rows) {
    if (row === floor) continue;
    const isPdf = row === pdfRow;
    summaryRows.push(valueRow({
      id: `extract-${row.label.split(':')[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      label: `${row.label} (median of ${row.samples})`,
      value: row.median,
      unit: 'ms',
      floorValue: isPdf && floor ? floor.median : null,
      floorLabel: isPdf && floor ? 'pdftotext -layout' : null,
    }));
  }
  const passesNote = (row) => `runs: ${row.passes.map((p) => p.perMinute.toFixed(0)).join(', ')} documents/min`;
  for (const row of throughput) {
    summaryRows.push(valueRow({
      id: `runner-${row.format}`,
      label: `${row.format}: isolated extraction + parse, 2 processes (median of ${row.passes.length} passes of ${row.documents} documents)`,
      value: row.perMinute,
      unit: 'documents/min',
      note: passesNote(row),
    }));
  }
  for (const row of pipeline?.rows ?? []) {
    summaryRows.push(valueRow({
      id: `pipeline-${row.format}`,
      label: `${row.format}: whole pipeline, queue → worker (concurrency 2) → PostgreSQL (median of ${row.passes.length} passes of ${row.documents} documents)`,
      value: row.perMinute,
      unit: 'documents/min',
      note: `${passesNote(row)}; ${outcomeText(row.counts)} of ${row.total}`,
    }));
  }
  const notes = [];
  if (!floor) notes.push('pdftotext (poppler-utils) is not installed: no PDF floor measured');
  if (throughput.length || pipeline?.rows) notes.push(`documents per minute: the median of ${passes} timed passes after a warm-up, each pass's figure in the row's note`);
  if (pipeline?.rows) {
    notes.push(`whole-pipeline outcomes (timed passes; warm-up): ${pipeline.rows.map((row) => `${row.format} ${outcomeText(row.counts)} of ${row.total}; ${outcomeText(row.warmCounts)} of ${row.warmTotal}`).join(' | ')}`);
  }
  notes.push(...problems);
  return writeSummary('resumes', {
    title: 'resume extraction + parse per format beside pdftotext; worker throughput',
    rows: summaryRows,
    notes,
    ok: problems.length === 0,
    detail: 'bench/results/resumes.md',
  });
}

module.exports = { runResumeBench };

if (require.main === module) {
  const argv = process.argv.slice(2);
  const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : SMOKE ? 1 : undefined;
  // A smoke run proves the wiring: one pass over the text formats, no OCR, no whole pipeline.
  const passes = argv.includes('--passes') ? Number(argv[argv.indexOf('--passes') + 1]) : undefined;
  runResumeBench({ runs, passes, noOcr: SMOKE || argv.includes('--no-ocr'), noThroughput: SMOKE || argv.includes('--no-throughput'), noPipeline: SMOKE || argv.includes('--no-pipeline') })
    .then((result) => {
      const summary = summarize(result);
      process.stdout.write(`${result.report}\n`);
      process.exitCode = summary.ok ? 0 : 1;
    })
    .catch((error) => {
      process.stderr.write(`${error.stack || error}\n`);
      process.exit(1);
    });
}
