import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { RecordsAdminService } from '../../src/modules/admin/records.admin-service';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

const KEY_HEADER = 'X-Service-Public-Key';
const exec = promisify(execFile);
const CLI = join(__dirname, '../../dist/cli.js');

/** Runs the built admin CLI (`recruit`) against the run's database, as a recruiter would. */
async function recruit(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  try {
    const { stdout } = await exec(process.execPath, [CLI, ...args], { env: { ...process.env }, timeout: 30_000 });
    return { code: 0, json: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, json: JSON.parse(failed.stderr) };
  }
}

function pdf(): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomBytes(6).toString('hex')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

const externalId = (prefix = 'ext') => `${prefix}-${randomBytes(5).toString('hex')}`;

describe('reading back partner candidates', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  /** A second connector of the same client. */
  let otherConnector: string;
  /** Two keys without connector: each is its own namespace (key:<id>). */
  let plainKey: string;
  let plainKey2: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100_000, rateLimitPartnerPerMinute: 100_000 });
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
    const keys = t.app.get(ApiKeysService);
    const scopes = [Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite];
    otherConnector = (await keys.create(tenant.clientId, scopes, { connector: `other-${tenant.slug}` })).key;
    plainKey = (await keys.create(tenant.clientId, scopes)).key;
    plainKey2 = (await keys.create(tenant.clientId, scopes)).key;
  });
  afterAll(() => t.close());

  const submit = (key: string, id: string, extra: Record<string, string> = {}) =>
    t.http.post('/v1/partner/candidates').set(KEY_HEADER, key)
      .send({ firstName: 'Jane', lastName: 'Doe', email: `${randomBytes(5).toString('hex')}@partner-read.example`, projectId: tenant.openProject.id, externalId: id, ...extra })
      .expect(201);
  const read = (key: string, id: string) => t.http.get(`/v1/partner/candidates/${encodeURIComponent(id)}`).set(KEY_HEADER, key);
  const changes = (key: string, query = '') => t.http.get(`/v1/partner/candidates${query}`).set(KEY_HEADER, key);

  describe('GET /v1/partner/candidates/{externalId}', () => {
    it('gives the candidate\'s identifiers, stage and resume status to the connector that submitted it', async () => {
      const id = externalId();
      const created = (await submit(tenant.keys.partnerConnector, id, { stage: 'screening' })).body;
      const res = await read(tenant.keys.partnerConnector, id).expect(200);
      expect(res.body).toEqual({
        externalId: id,
        personId: created.personId,
        processId: created.processId,
        projectId: tenant.openProject.id,
        stage: { key: 'screening', label: 'Screening' },
        documentId: null,
        resumeStatus: 'none',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [stored] = await t.db.query(`SELECT created_at, updated_at FROM partner_submission WHERE client_id = $1 AND external_id = $2`, [tenant.clientId, id]);
      expect(res.body.createdAt).toBe(stored.created_at.toISOString());
      expect(res.body.updatedAt).toBe(stored.updated_at.toISOString());
      expect(res.headers['ratelimit-limit']).toBe('100000');
    });

    it('is read by every key of the connector, and by the key itself for a key without connector', async () => {
      const id = externalId('shared');
      await submit(tenant.keys.partnerConnector, id);
      const sameConnector = (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerCandidatesWrite], { connector: `connector-${tenant.slug}` })).key;
      await read(sameConnector, id).expect(200);

      const own = externalId('plain');
      await submit(plainKey, own);
      await read(plainKey, own).expect(200);
      expect((await read(plainKey2, own).expect(404)).body.error.code).toBe('not_found');
    });

    it('answers 404 not_found for another connector\'s externalId, another client\'s, and one never submitted', async () => {
      const id = externalId('theirs');
      await submit(otherConnector, id);
      const otherClientsId = externalId('other-client');
      await t.http.post('/v1/partner/candidates').set(KEY_HEADER, other.keys.partnerConnector)
        .send({ firstName: 'O', lastName: 'C', email: `${otherClientsId}@x.example`, projectId: other.openProject.id, externalId: otherClientsId }).expect(201);

      for (const [key, unknown] of [[tenant.keys.partnerConnector, id], [plainKey, id], [tenant.keys.partnerConnector, otherClientsId], [tenant.keys.partnerConnector, 'never-sent'], [tenant.keys.partnerConnector, 'x'.repeat(300)]]) {
        const res = await read(key, unknown).expect(404);
        expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      }
      // The same externalId under two connectors: each reads its own candidate.
      const mine = (await submit(tenant.keys.partnerConnector, id, { email: `mine-${id}@x.example` })).body;
      expect((await read(tenant.keys.partnerConnector, id).expect(200)).body.personId).toBe(mine.personId);
      expect((await read(otherConnector, id).expect(200)).body.personId).not.toBe(mine.personId);
    });

    it('reads an externalId with characters that need escaping in a path', async () => {
      const id = `ats/48213 é?#%`;
      await submit(tenant.keys.partnerConnector, id);
      expect((await read(tenant.keys.partnerConnector, id).expect(200)).body.externalId).toBe(id);
    });

    it('follows the resume: pending while waiting or parsing, then parsed or failed (no text counts as failed)', async () => {
      const id = externalId('cv');
      const res = await t.http.post('/v1/partner/candidates').set(KEY_HEADER, tenant.keys.partnerConnector)
        .field('firstName', 'Cv').field('lastName', 'Owner').field('email', `${id}@x.example`).field('projectId', tenant.openProject.id).field('externalId', id)
        .attach('cv', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' }).expect(201);
      const documentId = res.body.documentId as string;
      const status = async () => (await read(tenant.keys.partnerConnector, id).expect(200)).body;
      const setDocument = (value: string) => t.db.query(`UPDATE document SET status = $3 WHERE client_id = $1 AND id = $2`, [tenant.clientId, documentId, value]);

      const pending = await status();
      expect(pending).toMatchObject({ documentId, resumeStatus: 'pending' });
      await setDocument('processing');
      const processing = await status();
      expect(processing).toMatchObject({ resumeStatus: 'pending', updatedAt: pending.updatedAt });
      await setDocument('parsed');
      const parsed = await status();
      expect(parsed.resumeStatus).toBe('parsed');
      expect(Date.parse(parsed.updatedAt)).toBeGreaterThan(Date.parse(pending.updatedAt));
      for (const [stored, shown] of [['failed', 'failed'], ['no_text', 'failed'], ['pending', 'pending']]) {
        await setDocument(stored);
        expect((await status()).resumeStatus).toBe(shown);
      }
    });

    it('moves updatedAt when a replay attaches the resume, and when a merge moves the candidate to another person', async () => {
      const id = externalId('later');
      const first = (await submit(tenant.keys.partnerConnector, id)).body;
      const before = (await read(tenant.keys.partnerConnector, id).expect(200)).body;
      const replay = await t.http.post('/v1/partner/candidates').set(KEY_HEADER, tenant.keys.partnerConnector)
        .field('firstName', 'Jane').field('lastName', 'Doe').field('email', 'unused@x.example').field('projectId', tenant.openProject.id).field('externalId', id)
        .attach('cv', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' }).expect(200);
      const withResume = (await read(tenant.keys.partnerConnector, id).expect(200)).body;
      expect(withResume).toMatchObject({ documentId: replay.body.documentId, resumeStatus: 'pending' });
      expect(Date.parse(withResume.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

      const survivor = (await submit(tenant.keys.partnerConnector, externalId('survivor'))).body;
      await t.app.get(RecordsAdminService).mergePersons(tenant.slug, survivor.personId, first.personId);
      const merged = (await read(tenant.keys.partnerConnector, id).expect(200)).body;
      expect(merged.personId).toBe(survivor.personId);
      expect(Date.parse(merged.updatedAt)).toBeGreaterThan(Date.parse(withResume.updatedAt));
    });

    it.each([
      ['a key without partner:candidates:write', () => tenant.keys.partnerReadOnly],
      ['a careers key', () => tenant.keys.careers],
    ])('answers 403 insufficient_scope to %s', async (_case, key) => {
      expect((await read(key(), 'anything').expect(403)).body.error.code).toBe('insufficient_scope');
      expect((await changes(key()).expect(403)).body.error.code).toBe('insufficient_scope');
    });

    it('answers 401 without a key', async () => {
      expect((await t.http.get('/v1/partner/candidates/x').expect(401)).body.error.code).toBe('unauthorized');
      expect((await t.http.get('/v1/partner/candidates').expect(401)).body.error.code).toBe('unauthorized');
    });
  });

  describe('GET /v1/partner/candidates?updatedSince=', () => {
    it('shows a stage change made by a recruiter (recruit process set-stage), oldest change first, to its connector only', async () => {
      const key = (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerCandidatesWrite], { connector: `poller-${tenant.slug}` })).key;
      const ids = [externalId('a'), externalId('b'), externalId('c')];
      const submitted = [];
      for (const id of ids) submitted.push((await submit(key, id)).body);
      const all = (await changes(key).expect(200)).body;
      expect(all.data.map((c: { externalId: string }) => c.externalId)).toEqual(ids);
      expect(all.nextCursor).toBeNull();
      const watermark = all.data[2].updatedAt as string;

      const moved = await recruit('process', 'set-stage', '--client', tenant.slug, '--id', submitted[0].processId, '--stage', 'interview');
      expect(moved).toEqual({
        code: 0,
        json: {
          id: submitted[0].processId, personId: submitted[0].personId, projectId: tenant.openProject.id,
          stage: { key: 'interview', label: 'Interview' }, previousStage: { key: 'new', label: 'New' }, changed: true,
        },
      });
      const since = (await changes(key, `?updatedSince=${encodeURIComponent(watermark)}`).expect(200)).body;
      // updatedSince is inclusive: the last one seen comes again, then the moved one.
      expect(since.data.map((c: { externalId: string; stage: { key: string } }) => [c.externalId, c.stage.key])).toEqual([[ids[2], 'new'], [ids[0], 'interview']]);
      expect(Date.parse(since.data[1].updatedAt)).toBeGreaterThan(Date.parse(watermark));
      expect((await read(key, ids[0]).expect(200)).body.stage).toEqual({ key: 'interview', label: 'Interview' });

      const history = await t.db.query(`SELECT kind, data FROM activity WHERE client_id = $1 AND person_id = $2 ORDER BY created_at, id`, [tenant.clientId, submitted[0].personId]);
      expect(history.at(-1)).toEqual({ kind: 'process.stage_changed', data: { processId: submitted[0].processId, from: 'new', to: 'interview' } });

      // Other connectors of the client see none of these.
      const theirs = (await changes(tenant.keys.partnerConnector).expect(200)).body.data.map((c: { externalId: string }) => c.externalId);
      expect(theirs.some((id: string) => ids.includes(id))).toBe(false);
    });

    it('pages with a cursor: every candidate once, in order of change', async () => {
      const key = (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerCandidatesWrite], { connector: `pager-${tenant.slug}` })).key;
      const ids = [];
      for (let i = 0; i < 7; i++) {
        ids.push(externalId(`p${i}`));
        await submit(key, ids[i]);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const suffix: string = cursor ? `&cursor=${cursor}` : '';
        const res = await changes(key, `?updatedSince=2020-01-01&limit=3${suffix}`).expect(200);
        seen.push(...res.body.data.map((c: { externalId: string }) => c.externalId));
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(ids);
      expect((await changes(key, '?updatedSince=2999-01-01T00:00:00Z').expect(200)).body).toEqual({ data: [], nextCursor: null });
      const cursorFor2020 = (await changes(key, '?updatedSince=2020-01-01&limit=3').expect(200)).body.nextCursor;
      expect((await changes(key, `?updatedSince=2021-01-01&limit=3&cursor=${cursorFor2020}`).expect(400)).body.error.field).toBe('cursor');
    });

    it.each([
      ['?updatedSince=yesterday', 'updatedSince'], ['?updatedSince=2026-02-30', 'updatedSince'], ['?updatedSince=2026-01-01T10:00:00', 'updatedSince'],
      ['?limit=0', 'limit'], ['?limit=500', 'limit'], ['?cursor=garbage', 'cursor'], ['?since=2026-01-01', 'since'], ['?limit=1&limit=2', 'limit'],
    ])('answers 400 validation_error naming the parameter for %s', async (query, field) => {
      const res = await changes(tenant.keys.partnerConnector, query).expect(400);
      expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field } });
    });
  });

  describe('recruit process set-stage', () => {
    it('refuses an unknown stage or process, and changes nothing for the current stage', async () => {
      const id = externalId('cli');
      const { processId } = (await submit(tenant.keys.partnerConnector, id)).body;
      const before = (await read(tenant.keys.partnerConnector, id).expect(200)).body;
      expect(await recruit('process', 'set-stage', '--client', tenant.slug, '--id', processId, '--stage', 'nope')).toMatchObject({ code: 1, json: { error: { code: 'invalid_stage' } } });
      expect(await recruit('process', 'set-stage', '--client', tenant.slug, '--id', '00000000-0000-4000-8000-000000000000', '--stage', 'new')).toMatchObject({ code: 1, json: { error: { code: 'not_found' } } });
      expect(await recruit('process', 'set-stage', '--client', other.slug, '--id', processId, '--stage', 'new')).toMatchObject({ code: 1, json: { error: { code: 'not_found' } } });
      expect(await recruit('process', 'set-stage', '--client', tenant.slug, '--id', processId, '--stage', 'new')).toMatchObject({ code: 0, json: { changed: false } });
      expect((await read(tenant.keys.partnerConnector, id).expect(200)).body).toEqual(before);
    });
  });
});
