import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DemoSeedAdminService } from '../../src/modules/admin/demo-seed.admin-service';
import { createTestApp, TestApp } from '../support/create-test-app';

const KEY = 'X-Service-Public-Key';
const GUIDE = join(__dirname, '../../docs/recruiters-database-guide.md');
const VIEWS = ['recruiter_applications', 'recruiter_quarantine', 'recruiter_contact_requests', 'recruiter_candidates'];

/** Every ```sql block of the guide, in order. */
function sqlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1].trim());
}

/** docs/recruiters-database-guide.md: every query runs against a seeded database and finds what was seeded. */
describe('recruiters database guide', () => {
  let t: TestApp;
  const marker = `guide-${randomBytes(4).toString('hex')}`;
  const form = `guide-form-${randomBytes(4).toString('hex')}`;
  const email = `guide.${randomBytes(4).toString('hex')}@people.example`;
  let quarantined = '';

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100_000, rateLimitPartnerPerMinute: 100_000 });
    const demo = await t.app.get(DemoSeedAdminService).seed();
    const [careers, partner] = (demo.keys as Array<{ key: string }>).map((k) => k.key);
    const [job] = (demo.jobs as Array<{ jobid: string; status: string }>).filter((j) => j.status === 'published');
    const apply = () => t.http.post(`/v1/public/careers/demo/jobs/${job.jobid}/apply`).set(KEY, careers)
      .send({ firstName: 'Guide', lastName: 'Reader', email, utm_source: marker }).expect(201);
    await apply();
    quarantined = (await apply()).body.data.id;
    await t.http.post('/v1/public/crm/demo/contact-requests').set(KEY, careers)
      .send({ kind: 'company', firstName: 'Guide', lastName: 'Contact', email: `c.${email}`, companyName: `Guide Co ${marker}`, formName: form }).expect(201);
    const [project] = (await t.http.get('/v1/partner/projects').set(KEY, partner).expect(200)).body.projects as Array<{ projectId: string }>;
    await t.http.post('/v1/partner/candidates').set(KEY, partner).send({ firstName: 'Guide', lastName: 'Partner', email: `p.${email}`, projectId: project.projectId }).expect(201);
  });
  afterAll(() => t.close());

  it('has a description on each view', async () => {
    for (const view of VIEWS) {
      const [{ comment }] = await t.db.query(`SELECT obj_description($1::regclass, 'pg_class') AS comment`, [view]);
      expect({ view, described: typeof comment === 'string' && comment.length > 20 }).toEqual({ view, described: true });
    }
  });

  it('runs every query of the guide', async () => {
    const blocks = sqlBlocks(readFileSync(GUIDE, 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    for (const sql of blocks) {
      // Read-only, as the guide promises: each query in a transaction that is rolled back.
      const runner = t.db.createQueryRunner();
      await runner.connect();
      try {
        await runner.query('BEGIN READ ONLY');
        await expect(runner.query(sql)).resolves.toEqual(expect.any(Array));
      } finally {
        await runner.query('ROLLBACK');
        await runner.release();
      }
    }
  });

  it('finds what was seeded: applications by source, the quarantine, requests by form, candidates by stage', async () => {
    const [bySource, , quarantine, , byForm, , byStage] = sqlBlocks(readFileSync(GUIDE, 'utf8'));
    expect(await t.db.query(bySource)).toContainEqual({ source: marker, applications: '2' });
    expect(await t.db.query(quarantine)).toContainEqual(expect.objectContaining({ application_id: quarantined, email, duplicate_of: expect.any(String) }));
    expect(await t.db.query(byForm)).toContainEqual(expect.objectContaining({ form, kind: 'company', requests: '1' }));
    const stages: Array<{ project_title: string; stage_label: string; candidates: string }> = await t.db.query(byStage);
    expect(stages.some((row) => row.stage_label === 'New' && Number(row.candidates) >= 2)).toBe(true);
  });
});
