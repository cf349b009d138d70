#!/usr/bin/env node
/**
 * Resume pipeline benchmark (run after `npm run build`):
 *   node bench/resumes.js [--runs N] [--no-ocr] [--no-throughput] [--no-pipeline]
 *
 * 1. Extraction + parse per document, in process, median over the corpus files of each format:
 *    2-page text PDFs (pdf.js + parser) beside `pdftotext -layout` (poppler) as the floor when
 *    installed, DOCX (mammoth), DOC (word-extractor), OCR per page image (tesseract.js).
 * 2. Worker-side throughput by format through the isolated extraction runner (child processes,
 *    2 at a time as on a 2-core worker), extraction + parse, in documents per minute.
 * 3. Whole-pipeline throughput (unless --no-pipeline): a throw-away PostgreSQL database and Redis
 *    prefix, jobs on the BullMQ queue, the real worker (concurrency 2): queue → load → extract →
 *    parse → merge transaction → activity, in documents per minute. Needs PostgreSQL
 *    (BENCH_DATABASE_ADMIN_URL or TEST_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) and Redis (REDIS_URL).
 * Writes bench/results/resumes.md and the harness summary (`npm run bench -- --only resumes`;
 * BENCH_SMOKE=1: one pass over the text formats only). Exported: runResumeBench(options).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { fromDist } = require('./lib/app');
const { writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { SMOKE, valueRow, writeSummary } = require('./lib/summary');
const { ascending, median, percentile } = require('./lib/stats');

const ROOT = path.join(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'modules', 'resumes');
const CORPUS = path.join(ROOT, 'test', 'fixtures', 'resumes');

const ms = (ns) => Number(ns) / 1e6;
const fmt = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

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
  const { extractText } = require(path.join(DIST, 'extract', 'extract-text.js'));
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
        const { text } = await extractText(file.bytes, ext);
        parseResume(text);
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
      let next = 0;
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < work.length) {
            const file = work[next++];
            const { text } = await runner.run(file.bytes, ext);
            parseResume(text);
          }
        }),
      );
      const seconds = ms(process.hrtime.bigint() - start) / 1000;
      await runner.close();
      throughput.push({ format, documents: work.length, seconds, perMinute: (work.length / seconds) * 60 });
    }
  }

  let pipeline = null;
  if (!options.noPipeline) {
    pipeline = await pipelineThroughput(formats, options).catch((error) => ({ error: error.message }));
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
    lines.push('## Worker throughput (isolated extraction processes, 2 concurrent, extraction + parse)', '', '| format | documents | seconds | documents / minute |', '|---|---|---|---|');
    for (const row of throughput) lines.push(`| ${row.format} | ${row.documents} | ${row.seconds.toFixed(1)} | ${row.perMinute.toFixed(0)} |`);
    lines.push('', 'Extraction and parsing only; the next table adds the queue and the database.', '');
  }
  if (pipeline && pipeline.error) lines.push(`Whole-pipeline throughput not measured: ${pipeline.error}`, '');
  if (pipeline && pipeline.rows) {
    lines.push('## Whole pipeline (BullMQ queue → worker, concurrency 2 → PostgreSQL), by format', '', '| format | documents | seconds | documents / minute |', '|---|---|---|---|');
    for (const row of pipeline.rows) lines.push(`| ${row.format} | ${row.documents} | ${row.seconds.toFixed(1)} | ${row.perMinute.toFixed(0)} |`);
    lines.push('', 'Each document belongs to its own candidate; timed from the jobs being queued to the last document stored as parsed (worker warmed up first).', '');
  }
  const report = writeResult('resumes', lines, { echo: false });
  return { rows, pdfRow, floor, throughput, pipeline, report };
}

/** Jobs through the real queue and worker into a throw-away database; documents per minute by format. */
async function pipelineThroughput(formats, options) {
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { Queue } = require('bullmq');
  const { DataSource } = require('typeorm');
  const { loadEnv } = fromDist('config/env');
  const { WorkerModule } = fromDist('worker.module');
  const { queueOptions, RESUME_QUEUE, RESUME_JOB } = fromDist('common/queue/queue.constants');
  const { DocumentsService } = fromDist('modules/documents/documents.service');
  const { ResumeProcessor } = require(path.join(DIST, 'resume.processor.js'));
  const { createResumeWorker } = require(path.join(DIST, 'resume-worker.js'));

  const sandbox = await openSandbox('resumes');
  let app = null;
  let queue = null;
  try {
    const env = { ...loadEnv({ ...process.env, ...sandbox.env, WORKER_CONCURRENCY: '2' }), logLevel: 'silent' };
    app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { logger: false });
    const db = app.get(DataSource);
    const documents = app.get(DocumentsService);
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
    async function waitFor(documentIds) {
      for (;;) {
        const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM document WHERE id = ANY($1::uuid[]) AND status IN ('parsed', 'failed', 'no_text')`, [documentIds]);
        if (n === documentIds.length) return;
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
      await waitFor(warm.map((item) => item.documentId));
      const items = await enqueue(work, MIME[format]);
      const start = process.hrtime.bigint();
      await add(items);
      await waitFor(items.map((item) => item.documentId));
      const seconds = ms(process.hrtime.bigint() - start) / 1000;
      rows.push({ format, documents: items.length, seconds, perMinute: (items.length / seconds) * 60 });
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

/** The harness summary (bench/results.json): per-format timings beside pdftotext, then documents per minute. */
function summarize({ rows, pdfRow, floor, throughput, pipeline }) {
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
  for (const row of throughput) {
    summaryRows.push(valueRow({ id: `runner-${row.format}`, label: `${row.format}: isolated extraction + parse, 2 processes (${row.documents} documents)`, value: row.perMinute, unit: 'documents/min' }));
  }
  for (const row of pipeline?.rows ?? []) {
    summaryRows.push(valueRow({ id: `pipeline-${row.format}`, label: `${row.format}: whole pipeline, queue → worker (concurrency 2) → PostgreSQL (${row.documents} documents)`, value: row.perMinute, unit: 'documents/min' }));
  }
  const notes = [];
  if (!floor) notes.push('pdftotext (poppler-utils) is not installed: no PDF floor measured');
  if (pipeline?.error) notes.push(`whole-pipeline throughput failed: ${pipeline.error}`);
  return writeSummary('resumes', {
    title: 'resume extraction + parse per format beside pdftotext; worker throughput',
    rows: summaryRows,
    notes,
    ok: !pipeline?.error,
    detail: 'bench/results/resumes.md',
  });
}

module.exports = { runResumeBench };

if (require.main === module) {
  const argv = process.argv.slice(2);
  const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : SMOKE ? 1 : undefined;
  // A smoke run proves the wiring: one pass over the text formats, no OCR, no whole pipeline.
  runResumeBench({ runs, noOcr: SMOKE || argv.includes('--no-ocr'), noThroughput: SMOKE || argv.includes('--no-throughput'), noPipeline: SMOKE || argv.includes('--no-pipeline') })
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
