import { ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Worker } from 'bullmq';
import JSZip from 'jszip';
import { Env } from '../../src/config/env';
import { DocumentRepository } from '../../src/modules/documents/document.repository';
import { ResumePipelineService } from '../../src/modules/resumes/resume-pipeline.service';
import { ResumeWorkPayload } from '../../src/modules/resumes/resume.job';
import { ResumeProcessor } from '../../src/modules/resumes/resume.processor';
import { createResumeWorker } from '../../src/modules/resumes/resume.worker';
import { WorkerModule } from '../../src/worker.module';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { numberedPagesPdf } from '../support/pdfs';
import { testEnv } from '../support/test-env';

jest.setTimeout(180_000);

const KEY = 'X-Service-Public-Key';
const CORPUS = join(__dirname, '../fixtures/resumes');
const DIST = join(__dirname, '../../dist');
let counter = 0;
const email = () => `resume.${Date.now()}.${++counter}@test.example`;

interface Truth {
  phone: string | null;
  linkedin: string | null;
  experiences: Array<{ title: string; company: string }>;
  skills: string[];
}

/** The first corpus file of a format, with its ground truth. */
function fixture(ext: string): { name: string; bytes: Buffer; truth: Truth } {
  const name = readdirSync(CORPUS).filter((file) => file.endsWith(`.${ext}`)).sort()[0];
  return { name, bytes: readFileSync(join(CORPUS, name)), truth: JSON.parse(readFileSync(join(CORPUS, name.replace(/\.\w+$/, '.json')), 'utf8')) as Truth };
}

async function workerContext(env: Env): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(WorkerModule.forRoot(env), { logger: false });
}

describe('Resume pipeline', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let env: Env;
  let worker: Worker<ResumeWorkPayload>;
  let workerApp: INestApplicationContext;
  /** A second worker context with production defaults (no allow-list), driven directly. */
  let strictApp: INestApplicationContext;
  let files: Server;
  let filesBase: string;
  const hits: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 100000 });
    tenant = await createTenant(t.app);
    env = testEnv({ resumeUrlAllowedHosts: ['127.0.0.1'], workerConcurrency: 2, resumeDownloadTimeoutMs: 3000 });
    workerApp = await workerContext(env);
    worker = createResumeWorker(env, workerApp.get(ResumeProcessor));
    await worker.waitUntilReady();
    strictApp = await workerContext(testEnv({ resumeUrlAllowedHosts: [], resumeDownloadTimeoutMs: 3000 }));

    const pdf = fixture('pdf').bytes;
    const png = fixture('png').bytes;
    const gzipBomb = gzipSync(Buffer.alloc(100 * 1024 * 1024));
    files = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/cv.pdf' || req.url === '/cv%E0.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
      // Hostile hosts: a type that lies, a gzip bomb, a body dripped a byte every 200 ms until the client hangs up.
      if (req.url === '/page.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end('<!doctype html><html><body>Not a resume</body></html>');
      if (req.url === '/scan.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(png);
      if (req.url === '/bomb.pdf') return res.writeHead(200, { 'content-type': 'application/pdf', 'content-encoding': 'gzip' }).end(gzipBomb);
      if (req.url === '/drip.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        const timer = setInterval(() => res.write('%'), 200);
        return void res.on('close', () => clearInterval(timer));
      }
      if (req.url === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.1/cv.pdf' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await worker?.close();
    await workerApp?.close();
    await strictApp?.close();
    files.closeAllConnections();
    await new Promise<void>((resolve) => files.close(() => resolve()));
    await t.close();
  });

  const spontaneous = `/v1/public/careers/${'SLUG'}/apply`;
  const path = () => spontaneous.replace('SLUG', tenant.slug);
  const applyWithFile = (bytes: Buffer, filename: string, fields: Record<string, string> = {}) => {
    let req = t.http.post(path()).set(KEY, tenant.keys.careers).field('firstName', 'Ada').field('lastName', 'Tester').field('email', email());
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req.attach('resume', bytes, filename).expect(201);
  };
  const applyJson = (body: Record<string, unknown> = {}) =>
    t.http.post(path()).set(KEY, tenant.keys.careers).send({ firstName: 'Ada', lastName: 'Tester', email: email(), ...body }).expect(201);

  async function application(id: string): Promise<Record<string, unknown>> {
    return (await t.db.query(`SELECT * FROM application WHERE client_id = $1 AND id = $2`, [tenant.clientId, id]))[0];
  }
  async function person(id: string): Promise<Record<string, unknown> & { profile: { experiences: unknown[]; skills: string[] }; provenance: Record<string, string> }> {
    return (await t.db.query(`SELECT * FROM person WHERE client_id = $1 AND id = $2`, [tenant.clientId, id]))[0];
  }
  /** Polls the stored state until the resume is done (parsed or failed). */
  async function settled(applicationId: string, timeoutMs = 120_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await application(applicationId);
      if (row.resume_status === 'parsed' || row.resume_status === 'failed') return row;
      if (Date.now() > deadline) throw new Error(`resume of ${applicationId} still ${String(row.resume_status)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  describe('files sent with an application', () => {
    it.each(['pdf', 'docx', 'doc', 'png'])('fills the profile from a %s resume', async (ext) => {
      const { bytes, name, truth } = fixture(ext);
      const res = await applyWithFile(bytes, name);
      const app = await settled(res.body.data.id);
      expect(app).toMatchObject({ resume_status: 'parsed', resume_error: null });
      const filled = await person(app.person_id as string);
      expect(filled.profile.experiences.length).toBeGreaterThan(0);
      expect(filled.profile.skills).toEqual(expect.arrayContaining(truth.skills.slice(0, 2)));
      if (truth.phone) expect(filled).toMatchObject({ phone: truth.phone, provenance: expect.objectContaining({ phone: 'resume' }) });
      // The form's identity stays: the resume never overwrites what the form set.
      expect(filled).toMatchObject({ first_name: 'Ada', last_name: 'Tester' });
      const [doc] = await t.db.query(`SELECT status, extracted_text FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, app.document_id]);
      expect(doc.status).toBe('parsed');
      expect(doc.extracted_text.length).toBeGreaterThan(100);
      const activities = await t.db.query(`SELECT summary FROM activity WHERE client_id = $1 AND person_id = $2 AND kind = 'resume.parsed'`, [tenant.clientId, app.person_id]);
      expect(activities).toHaveLength(1);
      expect(activities[0].summary).toMatch(/^Resume parsed: added .*experience/);
      // The worker closed the job's outbox row once the outcome was stored (the reconciler leaves it alone).
      const closed = async () => (await t.db.query(`SELECT finished_at FROM outbox WHERE client_id = $1 AND payload->>'applicationId' = $2`, [tenant.clientId, res.body.data.id]))[0];
      for (let tries = 0; (await closed()).finished_at === null && tries < 40; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await closed()).finished_at).toBeInstanceOf(Date);
    });

    it.each([
      ['a broken PDF', () => Promise.resolve(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage')), 'broken.pdf', /PDF cannot be read/],
      ['a DOCX zip bomb', zipBomb, 'bomb.docx', /Word document/],
    ])('records %s as failed with a reason, and the worker keeps going', async (_label, make, filename, reason) => {
      const res = await applyWithFile(await make(), filename);
      const app = await settled(res.body.data.id);
      expect(app.resume_status).toBe('failed');
      expect(app.resume_error).toMatch(reason);
      const [doc] = await t.db.query(`SELECT status, failure_reason FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, app.document_id]);
      expect(doc).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(reason) });

      const next = await applyWithFile(fixture('docx').bytes, 'cv.docx');
      expect((await settled(next.body.data.id)).resume_status).toBe('parsed');
    });

    it('reads the first 30 pages of a 2,000-page PDF instead of failing it', async () => {
      const app = await settled((await applyWithFile(numberedPagesPdf(2000), 'long.pdf')).body.data.id);
      expect(app.resume_status).toBe('parsed');
      const [doc] = await t.db.query(`SELECT status, extracted_text FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, app.document_id]);
      expect(doc.status).toBe('parsed');
      expect(doc.extracted_text).toContain('Page 30 of the long document');
      expect(doc.extracted_text).not.toContain('Page 31 of');
    });
  });

  describe('profile filling rules', () => {
    async function storedResume(personId: string, bytes: Buffer): Promise<string> {
      return t.db.transaction(async (manager) => {
        const stored = await workerApp.get(DocumentRepository).store(manager, { clientId: tenant.clientId, personId, bytes, mimeType: 'application/pdf', originalName: 'cv.pdf', source: 'upload' });
        return stored.documentId;
      });
    }

    it('does not overwrite a phone set by a recruiter, and still adds the rest', async () => {
      const res = await applyJson();
      const { person_id: personId } = await application(res.body.data.id);
      await t.db.query(`UPDATE person SET phone = '+33140000000', provenance = provenance || '{"phone": "recruiter"}' WHERE client_id = $1 AND id = $2`, [tenant.clientId, personId]);
      const documentId = await storedResume(personId as string, fixture('pdf').bytes);
      const outcome = await workerApp.get(ResumePipelineService).run({ clientId: tenant.clientId, documentId, applicationId: null, resumeUrl: null, personId: personId as string }, { finalAttempt: true });
      expect(outcome).toBe('parsed');
      const filled = await person(personId as string);
      expect(filled).toMatchObject({ phone: '+33140000000', provenance: expect.objectContaining({ phone: 'recruiter' }) });
      expect(filled.profile.experiences.length).toBeGreaterThan(0);
    });

    it('adds nothing when the same resume is processed twice or sent again', async () => {
      const res = await applyJson();
      const { person_id: personId } = await application(res.body.data.id);
      const bytes = fixture('docx').bytes;
      const documentId = await storedResume(personId as string, bytes);
      const pipeline = workerApp.get(ResumePipelineService);
      const payload = { clientId: tenant.clientId, documentId, applicationId: null, resumeUrl: null, personId: personId as string };
      expect(await pipeline.run(payload, { finalAttempt: true })).toBe('parsed');
      const before = await person(personId as string);
      expect(await pipeline.run(payload, { finalAttempt: true })).toBe('already_done');
      expect(await storedResume(personId as string, bytes)).toBe(documentId);
      const after = await person(personId as string);
      expect(after.profile).toEqual(before.profile);
      expect(after.provenance).toEqual(before.provenance);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM activity WHERE client_id = $1 AND person_id = $2 AND kind = 'resume.parsed'`, [tenant.clientId, personId]);
      expect(n).toBe(1);
    });
  });

  describe('resumeUrl', () => {
    it('downloads from a local server reached through the allow-list, and stores it as a document', async () => {
      const res = await applyJson({ resumeUrl: `${filesBase}/cv.pdf` });
      const app = await settled(res.body.data.id);
      expect(app.resume_status).toBe('parsed');
      const [doc] = await t.db.query(`SELECT source, source_url, mime_type, status FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, app.document_id]);
      expect(doc).toMatchObject({ source: 'url', source_url: `${filesBase}/cv.pdf`, mime_type: 'application/pdf', status: 'parsed' });
    });

    it('keeps a file name with a bad percent-escape as sent, and downloads the file once', async () => {
      hits.splice(0);
      const res = await applyJson({ resumeUrl: `${filesBase}/cv%E0.pdf` });
      const app = await settled(res.body.data.id);
      expect(app).toMatchObject({ resume_status: 'parsed', resume_error: null });
      const [doc] = await t.db.query(`SELECT original_name, status FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, app.document_id]);
      expect(doc).toEqual({ original_name: 'cv%E0.pdf', status: 'parsed' });
      expect(hits).toEqual(['/cv%E0.pdf']);
    });

    it('follows no redirect to a private address', async () => {
      hits.splice(0);
      const res = await applyJson({ resumeUrl: `${filesBase}/to-private` });
      const app = await settled(res.body.data.id);
      expect(app).toMatchObject({ resume_status: 'failed', resume_error: expect.stringMatching(/private or reserved/) });
      expect(hits).toEqual(['/to-private']);
    });

    it.each([
      ['HTML declared as a PDF', '/page.pdf', /not a PDF, Word document or image/],
      ['a gzip bomb (Content-Encoding: gzip of 100 MB of zeros, never inflated)', '/bomb.pdf', /not a PDF, Word document or image/],
    ])('fails %s with a readable reason, and the worker keeps going', async (_label, file, reason) => {
      const res = await applyJson({ resumeUrl: `${filesBase}${file}` });
      const app = await settled(res.body.data.id, 30_000);
      expect(app).toMatchObject({ resume_status: 'failed', resume_error: expect.stringMatching(reason), document_id: null });
      const next = await applyJson({ resumeUrl: `${filesBase}/cv.pdf` });
      expect((await settled(next.body.data.id, 30_000)).resume_status).toBe('parsed');
    });

    it('reads a PNG declared as a PDF as the image it is (the bytes decide, not the declared type)', async () => {
      const res = await applyJson({ resumeUrl: `${filesBase}/scan.pdf` });
      const app = await settled(res.body.data.id);
      expect(app.resume_status).toBe('parsed');
      const [doc] = await t.db.query(`SELECT mime_type FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, app.document_id]);
      expect(doc.mime_type).toBe('image/png');
    });

    it('gives up on a host that drips its body at the download time limit, and holds one worker slot only meanwhile', async () => {
      // Through the queue: one of the worker's two slots waits on the drip; an upload sent just after is parsed meanwhile.
      const dripping = await applyJson({ resumeUrl: `${filesBase}/drip.pdf` });
      const started = Date.now();
      const upload = await applyWithFile(fixture('pdf').bytes, 'cv.pdf');
      expect((await settled(upload.body.data.id, 30_000)).resume_status).toBe('parsed');
      // On its last attempt the same drip fails the application, within the time limit (3 s here) and a margin.
      const app = await application(dripping.body.data.id);
      const lastAttempt = Date.now();
      const outcome = await workerApp.get(ResumePipelineService).run(
        { clientId: tenant.clientId, documentId: null, applicationId: app.id as string, resumeUrl: `${filesBase}/drip.pdf`, personId: app.person_id as string },
        { finalAttempt: true },
      );
      expect(outcome).toBe('failed');
      expect(Date.now() - lastAttempt).toBeLessThan(3000 + 1500);
      expect(await application(app.id as string)).toMatchObject({ resume_status: 'failed', resume_error: 'The resume URL did not answer in time' });
      expect(Date.now() - started).toBeLessThan(60_000);
    });

    it.each([
      ['127.0.0.1 (the local server)', () => `${filesBase}/cv.pdf`],
      ['10.0.0.1', () => 'http://10.0.0.1/cv.pdf'],
      ['the metadata address 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
      ['[::1]', () => `http://[::1]:${new URL(filesBase).port}/cv.pdf`],
      ['the IPv4-compatible [::127.0.0.1]', () => `http://[::127.0.0.1]:${new URL(filesBase).port}/cv.pdf`],
      ['a host name resolving to loopback', () => `http://localhost:${new URL(filesBase).port}/cv.pdf`],
      ['the decimal form 2130706433', () => 'http://2130706433/cv.pdf'],
    ])('without the allow-list, refuses %s before any request and records why', async (_label, url) => {
      hits.splice(0);
      const res = await applyJson();
      const app = await application(res.body.data.id);
      const outcome = await strictApp.get(ResumePipelineService).run(
        { clientId: tenant.clientId, documentId: null, applicationId: app.id as string, resumeUrl: url(), personId: app.person_id as string },
        { finalAttempt: false },
      );
      expect(outcome).toBe('failed');
      expect(await application(app.id as string)).toMatchObject({ resume_status: 'failed', resume_error: expect.stringMatching(/private or reserved/) });
      expect(hits).toEqual([]);
    });
  });

  describe('a worker killed in the middle of a job', () => {
    const children: ChildProcess[] = [];
    afterAll(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    });

    /** A real worker process (dist/) with short locks, so a dead worker's job comes back in seconds. */
    function startWorker(): Promise<ChildProcess> {
      const script = `
        require('reflect-metadata');
        const { NestFactory } = require('@nestjs/core');
        const { WorkerModule } = require(${JSON.stringify(join(DIST, 'worker.module.js'))});
        const { loadEnv } = require(${JSON.stringify(join(DIST, 'config/env.js'))});
        const { ResumeProcessor } = require(${JSON.stringify(join(DIST, 'modules/resumes/resume.processor.js'))});
        const { createResumeWorker } = require(${JSON.stringify(join(DIST, 'modules/resumes/resume.worker.js'))});
        (async () => {
          const env = { ...loadEnv(process.env), logLevel: 'silent', workerConcurrency: 1 };
          const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { logger: false });
          const worker = createResumeWorker(env, app.get(ResumeProcessor), { lockDurationMs: 3000, stalledIntervalMs: 1500 });
          await worker.waitUntilReady();
          process.stdout.write('ready\\n');
        })();`;
      const child = spawn(process.execPath, ['-e', script], { cwd: join(__dirname, '../..'), env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(child);
      return new Promise((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
        child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
    }

    it('leaves the job to another worker, which completes it', async () => {
      // Only the child workers may take this job.
      await worker.close();
      const first = await startWorker();
      const res = await applyWithFile(fixture('png').bytes, 'scan.png');
      const deadline = Date.now() + 60_000;
      while ((await application(res.body.data.id)).resume_status !== 'processing') {
        if (Date.now() > deadline) throw new Error('the job never started');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect((await application(res.body.data.id)).resume_status).toBe('processing');

      await startWorker();
      const app = await settled(res.body.data.id, 120_000);
      expect(app.resume_status).toBe('parsed');
    });
  });
});

async function zipBomb(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

