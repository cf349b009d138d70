import { randomBytes } from 'node:crypto';
import { createTestApp, TestApp } from '../support/create-test-app';
import { CliError, jsonLines, recruit } from '../support/cli';
import { createTenant, TestTenant } from '../support/factories';


// Each CLI call boots a process: on a loaded machine a test with several of them takes more than jest's default minute.
jest.setTimeout(180_000);
const KEY = 'X-Service-Public-Key';
const hex = () => randomBytes(4).toString('hex');

interface ListedApplication { id: string; status: string; job: { jobid: string; title: string } | null; personId: string; email: string; processId: string | null }

/** The recruiter's workflow in the CLI: lists, the decision on quarantined applications, person lookup, projects. */
describe('recruiter workflow (recruit application|person|job|project)', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const apply = async (email: string, extra: Record<string, unknown> = {}): Promise<string> =>
    (await t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`).set(KEY, tenant.keys.careers)
      .send({ firstName: 'Quinn', lastName: 'Applicant', email, ...extra }).expect(201)).body.data.id;
  const row = async (sql: string, params: unknown[]) => (await t.db.query(sql, params))[0];

  describe('application list and decide', () => {
    const email = `dup.${hex()}@people.example`;
    let first = '';
    let second = '';
    let third = '';

    beforeAll(async () => {
      first = await apply(email);
      second = await apply(email.toUpperCase(), { motivationText: 'Updated motivation' });
      third = await apply(email);
    });

    it('lists applications newest first as JSON lines, filtered by status, job, date and bounded by --limit', async () => {
      const quarantined = await recruit('application', 'list', '--client', tenant.slug, '--status', 'quarantined');
      expect(quarantined.code).toBe(0);
      const rows = jsonLines<ListedApplication>(quarantined.stdout);
      expect(rows.map((r) => r.id)).toEqual([third, second]);
      expect(rows[0]).toMatchObject({ status: 'quarantined', job: { jobid: tenant.jobs.published, title: 'Published job' }, email });

      const byJob = jsonLines<ListedApplication>((await recruit('application', 'list', '--client', tenant.slug, '--job', tenant.jobs.published)).stdout);
      expect(byJob.map((r) => r.id)).toEqual([third, second, first]);
      const limited = await recruit('application', 'list', '--client', tenant.slug, '--limit', '1');
      expect(jsonLines(limited.stdout)).toHaveLength(1);
      const future = await recruit('application', 'list', '--client', tenant.slug, '--since', '2999-01-01');
      expect(future.stdout).toBe('');

      expect((await recruit<CliError>('application', 'list', '--client', tenant.slug, '--status', 'lost')).code).toBe(2);
      expect((await recruit<CliError>('application', 'list', '--client', tenant.slug, '--limit', '0')).json.error.code).toBe('validation_error');
      expect((await recruit<CliError>('application', 'list', '--client', tenant.slug, '--since', 'yesterday')).json.error.code).toBe('validation_error');
      expect((await recruit<CliError>('application', 'list', '--client', tenant.slug, '--job', 'no-such-job')).json.error.code).toBe('not_found');
    });

    it('accepts a quarantined application: received, the process kept, recorded in the history', async () => {
      const [{ process_id: processId, person_id: personId }] = await t.db.query(`SELECT process_id, person_id FROM application WHERE id = $1`, [first]);
      const accepted = await recruit<Record<string, unknown>>('application', 'decide', '--client', tenant.slug, '--id', second, '--accept', '--note', 'New motivation, keep it');
      expect(accepted.code).toBe(0);
      expect(accepted.json).toMatchObject({ id: second, personId, status: 'received', previousStatus: 'quarantined', processId, note: 'New motivation, keep it' });
      expect(await row(`SELECT status, process_id, decision_note, decided_at IS NOT NULL AS decided FROM application WHERE id = $1`, [second]))
        .toEqual({ status: 'received', process_id: processId, decision_note: 'New motivation, keep it', decided: true });
      expect(await row(`SELECT count(*)::int AS n FROM process WHERE person_id = $1`, [personId])).toEqual({ n: 1 });
      const history = await t.db.query(`SELECT kind, data FROM activity WHERE person_id = $1 AND kind = 'application.accepted'`, [personId]);
      expect(history).toEqual([{ kind: 'application.accepted', data: expect.objectContaining({ applicationId: second, note: 'New motivation, keep it' }) }]);

      // Still one active application per job and e-mail for what the career site sends next.
      const fourth = await apply(email);
      expect(await row(`SELECT status FROM application WHERE id = $1`, [fourth])).toEqual({ status: 'quarantined' });
    });

    it('rejects a quarantined application: kept as rejected, recorded; a decided application is not decided again', async () => {
      const rejected = await recruit<Record<string, unknown>>('application', 'decide', '--client', tenant.slug, '--id', third, '--reject');
      expect(rejected.json).toMatchObject({ id: third, status: 'rejected', previousStatus: 'quarantined', note: null });
      expect(await row(`SELECT status FROM application WHERE id = $1`, [third])).toEqual({ status: 'rejected' });
      const [{ person_id: personId }] = await t.db.query(`SELECT person_id FROM application WHERE id = $1`, [third]);
      expect(await row(`SELECT count(*)::int AS n FROM activity WHERE person_id = $1 AND kind = 'application.rejected'`, [personId])).toEqual({ n: 1 });
      const listed = jsonLines<ListedApplication>((await recruit('application', 'list', '--client', tenant.slug, '--status', 'rejected')).stdout);
      expect(listed.map((r) => r.id)).toEqual([third]);

      const again = await recruit<CliError>('application', 'decide', '--client', tenant.slug, '--id', third, '--accept');
      expect(again.code).toBe(1);
      expect(again.json.error.code).toBe('conflict');
      expect((await recruit<CliError>('application', 'decide', '--client', tenant.slug, '--id', first)).code).toBe(2);
      expect((await recruit<CliError>('application', 'decide', '--client', tenant.slug, '--id', '00000000-0000-0000-0000-000000000000', '--reject')).json.error.code).toBe('not_found');
    });

    it('creates the process when an accepted application has none (its process was removed)', async () => {
      const other = `solo.${hex()}@people.example`;
      await apply(other);
      const dup = await apply(other);
      const [{ person_id: personId }] = await t.db.query(`SELECT person_id FROM application WHERE id = $1`, [dup]);
      await t.db.query(`DELETE FROM process WHERE person_id = $1`, [personId]);
      const accepted = await recruit<{ processId: string }>('application', 'decide', '--client', tenant.slug, '--id', dup, '--accept');
      expect(accepted.json.processId).toEqual(expect.any(String));
      expect(await row(`SELECT s.key FROM process p JOIN stage s ON s.id = p.stage_id WHERE p.id = $1`, [accepted.json.processId])).toEqual({ key: 'new' });
    });
  });

  it('finds a person by e-mail (any case) or LinkedIn profile', async () => {
    const email = `Find.${hex()}@People.example`;
    await apply(email, { linkedin: `https://www.linkedin.com/in/find-${hex()}` });
    const [person] = await t.db.query(`SELECT id, linkedin_url FROM person WHERE email = $1`, [email]);
    const byEmail = await recruit<Array<{ id: string; email: string }>>('person', 'find', '--client', tenant.slug, '--email', email.toLowerCase());
    expect(byEmail.json).toEqual([expect.objectContaining({ id: person.id, email })]);
    const byLinkedin = await recruit<Array<{ id: string }>>('person', 'find', '--client', tenant.slug, '--linkedin', `${person.linkedin_url}/?trk=x`);
    expect(byLinkedin.json.map((p) => p.id)).toEqual([person.id]);
    expect((await recruit<unknown[]>('person', 'find', '--client', tenant.slug, '--email', `nobody.${hex()}@people.example`)).json).toEqual([]);
    expect((await recruit<CliError>('person', 'find', '--client', tenant.slug)).code).toBe(2);
    expect((await recruit<CliError>('person', 'find', '--client', tenant.slug, '--linkedin', 'https://example.com/x')).json.error.code).toBe('validation_error');
  });

  it('lists jobs and projects, and closes and reopens a project', async () => {
    const jobs = jsonLines<{ jobid: string; status: string; projectId: string }>((await recruit('job', 'list', '--client', tenant.slug)).stdout);
    expect(jobs.map((j) => j.jobid).sort()).toEqual(Object.values(tenant.jobs).sort());
    const published = jsonLines<{ jobid: string }>((await recruit('job', 'list', '--client', tenant.slug, '--status', 'published')).stdout);
    expect(published.map((j) => j.jobid).sort()).toEqual([tenant.jobs.published, tenant.jobs.closedProject].sort());

    const projects = jsonLines<{ id: string; status: string; companyName: string | null; jobs: number }>((await recruit('project', 'list', '--client', tenant.slug)).stdout);
    expect(projects.find((p) => p.id === tenant.openProject.id)).toMatchObject({ status: 'open', companyName: 'Acme', jobs: 4 });
    expect(projects).toHaveLength(2);

    const closed = await recruit('project', 'set-status', '--client', tenant.slug, '--id', tenant.openProject.id, '--status', 'closed');
    expect(closed.json).toEqual({ id: tenant.openProject.id, status: 'closed', previousStatus: 'open', changed: true });
    expect(await row(`SELECT status FROM project WHERE id = $1`, [tenant.openProject.id])).toEqual({ status: 'closed' });
    await t.http.get('/v1/partner/projects').set(KEY, tenant.keys.partner).expect(200).expect((res) => {
      expect(JSON.stringify(res.body)).not.toContain(tenant.openProject.id);
    });
    const reopened = await recruit('project', 'set-status', '--client', tenant.slug, '--id', tenant.openProject.id, '--status', 'open');
    expect(reopened.json).toMatchObject({ status: 'open', previousStatus: 'closed', changed: true });
    expect((await recruit<CliError>('project', 'set-status', '--client', tenant.slug, '--id', 'nope', '--status', 'open')).json.error.code).toBe('validation_error');
    expect((await recruit<CliError>('project', 'set-status', '--client', tenant.slug, '--id', tenant.openProject.id, '--status', 'paused')).code).toBe(2);
  });
});
