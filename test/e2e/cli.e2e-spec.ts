import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
import { uniqueSlug } from '../support/factories';

const exec = promisify(execFile);

// Each CLI call boots a process (about 5 s on a loaded 2-core machine): a test with a dozen of them outlasts jest's default minute.
jest.setTimeout(180_000);
const CLI = join(__dirname, '../../dist/cli.js');

interface CliResult<T> { code: number; json: T; stderr: string }

/** Runs the built CLI (`recruit`) as a user would, against the run's database. */
async function recruit<T = Record<string, unknown>>(...args: string[]): Promise<CliResult<T>> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [CLI, ...args], { env: { ...process.env }, timeout: 30_000 });
    return { code: 0, json: JSON.parse(stdout) as T, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: JSON.parse(failed.stderr) as T, stderr: failed.stderr };
  }
}

type Err = { error: { code: string; message: string } };

describe('admin CLI (recruit)', () => {
  let db: DataSource;
  const slug = uniqueSlug('cli');

  beforeAll(async () => {
    db = createDataSource({ databaseUrl: process.env.DATABASE_URL! });
    await db.initialize();
  });
  afterAll(() => db.destroy());

  it('creates and updates a client, refusing a duplicate slug and unknown required fields', async () => {
    const created = await recruit<{ id: string; slug: string; requiredApplicationFields: string[] }>(
      'client', 'create', '--slug', slug, '--name', 'CLI Client', '--required-fields', 'phoneNumber');
    expect(created.code).toBe(0);
    expect(created.json).toMatchObject({ slug, requiredApplicationFields: ['phoneNumber'] });

    const duplicate = await recruit<Err>('client', 'create', '--slug', slug, '--name', 'Again');
    expect(duplicate.code).toBe(1);
    expect(duplicate.json.error.code).toBe('conflict');

    const updated = await recruit('client', 'update', '--slug', slug, '--required-fields', 'phoneNumber,linkedin', '--default-company-status', 'lead');
    expect(updated.json).toMatchObject({ requiredApplicationFields: ['phoneNumber', 'linkedin'], defaultCompanyStatus: 'lead' });

    const bad = await recruit<Err>('client', 'update', '--slug', slug, '--required-fields', 'shoeSize');
    expect(bad.code).toBe(1);
    expect(bad.json.error).toEqual({ code: 'validation_error', message: expect.stringContaining('shoeSize') });
  });

  it('prints a JSON usage error and exits 2 on a missing option', async () => {
    const result = await recruit<Err>('client', 'create', '--slug', 'x');
    expect(result.code).toBe(2);
    expect(result.json.error.code).toBe('usage');
  });

  it('sets stages in order and refuses malformed ones', async () => {
    const stages = await recruit<Array<{ key: string; label: string; position: number }>>('stage', 'set', '--client', slug, '--stages', 'new:New,call:Phone call,hired:Hired');
    expect(stages.json.map((s) => [s.key, s.label, s.position])).toEqual([['new', 'New', 0], ['call', 'Phone call', 1], ['hired', 'Hired', 2]]);
    expect((await recruit<Err>('stage', 'set', '--client', slug, '--stages', 'nolabel')).code).toBe(2);
  });

  let adminId = '';
  let recruiterId = '';
  it('creates users and companies with managers', async () => {
    const admin = await recruit<{ id: string; role: string }>('user', 'create', '--client', slug, '--email', 'boss@cli.example', '--name', 'Boss', '--role', 'admin');
    const recruiter = await recruit<{ id: string }>('user', 'create', '--client', slug, '--email', 'rec@cli.example', '--name', 'Rec', '--role', 'recruiter');
    adminId = admin.json.id;
    recruiterId = recruiter.json.id;
    expect(admin.json.role).toBe('admin');
    expect((await recruit<Err>('user', 'create', '--client', slug, '--email', 'x@cli.example', '--name', 'X', '--role', 'god')).code).toBe(2);
    const company = await recruit<{ id: string; managerIds: string[]; status: string }>('company', 'create', '--client', slug, '--name', 'Société Générale', '--manager', recruiterId, '--manager', adminId);
    expect(company.json.managerIds.sort()).toEqual([adminId, recruiterId].sort());
    expect(company.json.status).toBe('lead');
  });

  it('creates projects and jobs, and changes a job status', async () => {
    const project = await recruit<{ id: string; companyId: string | null }>('project', 'create', '--client', slug, '--title', 'Data engineer', '--company-name', 'societe generale');
    const [company] = await db.query(`SELECT c.id FROM company c JOIN client cl ON cl.id = c.client_id WHERE cl.slug = $1`, [slug]);
    expect(project.json.companyId).toBe(company.id);
    const job = await recruit<{ id: string; jobid: string; projectId: string }>('job', 'create', '--client', slug, '--title', 'Data engineer', '--project', project.json.id,
      '--city', 'Lyon', '--country', 'FR', '--remotetype', 'Hybrid remote', '--custom-field', 'Team=Data', '--custom-field', 'Level=Senior');
    expect(job.code).toBe(0);
    expect(job.json.projectId).toBe(project.json.id);
    const [stored] = await db.query(`SELECT status, city, custom_fields FROM job WHERE id = $1`, [job.json.id]);
    expect(stored).toEqual({ status: 'published', city: 'Lyon', custom_fields: [{ name: 'Team', value: 'Data' }, { name: 'Level', value: 'Senior' }] });
    const status = await recruit('job', 'set-status', '--client', slug, '--jobid', job.json.jobid, '--status', 'closed');
    expect(status.json).toEqual({ jobid: job.json.jobid, status: 'closed' });
    expect((await recruit<Err>('job', 'set-status', '--client', slug, '--jobid', 'nope', '--status', 'closed')).json.error.code).toBe('not_found');
    expect((await recruit<Err>('job', 'create', '--client', slug, '--title', 'X', '--remotetype', 'Sometimes')).json.error.code).toBe('validation_error');
  });

  it('creates, lists and revokes keys without ever listing a secret', async () => {
    const key = await recruit<{ id: string; key: string; scopes: string[]; connector: string | null }>('key', 'create', '--client', slug, '--scopes', 'partner:projects:read,partner:candidates:write', '--connector', 'jobboard', '--label', 'JB');
    expect(key.json.key).toMatch(/^rk_/);
    expect(key.json.connector).toBe('jobboard');
    const listed = await recruit<Array<Record<string, unknown>>>('key', 'list', '--client', slug);
    expect(JSON.stringify(listed.json)).not.toContain(key.json.key);
    expect(listed.json[0]).toMatchObject({ id: key.json.id, label: 'JB', revokedAt: null });
    const revoked = await recruit<{ id: string; revokedAt: string }>('key', 'revoke', '--id', key.json.id);
    expect(revoked.json.revokedAt).toEqual(expect.any(String));
    expect((await recruit<Err>('key', 'create', '--client', slug, '--scopes', 'root')).json.error.code).toBe('validation_error');
    expect((await recruit<Err>('key', 'revoke', '--id', '00000000-0000-0000-0000-000000000000')).json.error.code).toBe('not_found');
  });

  it('shows, merges and deletes persons; merges and deletes companies; lists notifications', async () => {
    const [client] = await db.query(`SELECT id FROM client WHERE slug = $1`, [slug]);
    const [a] = await db.query(`INSERT INTO person (client_id, first_name, last_name, email, email_key, is_candidate, provenance) VALUES ($1, 'Ann', 'Lee', 'ann@x.example', 'ann@x.example', true, '{"email":"form"}') RETURNING id`, [client.id]);
    const [b] = await db.query(`INSERT INTO person (client_id, first_name, last_name, phone, is_contact) VALUES ($1, 'Ann', 'Lee', '+33612345678', true) RETURNING id`, [client.id]);
    const shown = await recruit<{ id: string; email: string; provenance: Record<string, string>; history: unknown[] }>('show', 'person', '--id', a.id);
    expect(shown.json).toMatchObject({ id: a.id, email: 'ann@x.example', provenance: { email: 'form' } });

    const merged = await recruit('person', 'merge', '--client', slug, '--into', a.id, '--from', b.id);
    expect(merged.json).toEqual({ id: a.id, mergedFrom: b.id });
    const [survivor] = await db.query(`SELECT phone, is_candidate, is_contact FROM person WHERE id = $1`, [a.id]);
    expect(survivor).toEqual({ phone: '+33612345678', is_candidate: true, is_contact: true });
    expect(await db.query(`SELECT 1 FROM person WHERE id = $1`, [b.id])).toHaveLength(0);

    const c1 = await recruit<{ id: string }>('company', 'create', '--client', slug, '--name', 'Dup Co');
    const c2 = await recruit<{ id: string }>('company', 'create', '--client', slug, '--name', 'Dup Co');
    expect((await recruit('company', 'merge', '--client', slug, '--into', c1.json.id, '--from', c2.json.id)).code).toBe(0);
    expect((await recruit<{ history: Array<{ kind: string }> }>('show', 'company', '--id', c1.json.id)).json.history.map((h) => h.kind)).toContain('company.merged');
    expect((await recruit('company', 'delete', '--client', slug, '--id', c1.json.id)).json).toEqual({ id: c1.json.id, deleted: true });

    expect((await recruit<Err>('person', 'delete', '--client', slug, '--id', a.id)).json.error.code).toBe('validation_error');
    expect((await recruit('person', 'delete', '--client', slug, '--id', a.id, '--permanent')).json).toEqual({ id: a.id, deleted: true });
    expect((await recruit<Err>('show', 'person', '--id', a.id)).json.error.code).toBe('not_found');
    expect((await recruit<Err>('person', 'delete', '--client', slug, '--id', a.id, '--permanent')).json.error.code).toBe('not_found');

    const notifications = await recruit<unknown[]>('notification', 'list', '--client', slug, '--user', adminId);
    expect(notifications.json).toEqual([]);
  }, 180_000); // 12 runs of the built CLI, each a Node start: a minute is too short on a loaded machine

  it.each([
    ['person', 'delete', '--id', 'nope', '--permanent'],
    ['person', 'merge', '--into', 'nope', '--from', '00000000-0000-0000-0000-000000000000'],
    ['company', 'delete', '--id', 'nope'],
    ['company', 'merge', '--into', '00000000-0000-0000-0000-000000000000', '--from', 'nope'],
    ['company', 'create', '--name', 'X', '--manager', 'nope'],
    ['job', 'create', '--title', 'X', '--project', 'nope'],
    ['notification', 'list', '--user', 'nope'],
  ])('answers a malformed id with validation_error, not internal_error (%s %s)', async (group, command, ...rest) => {
    const result = await recruit<Err>(group, command, '--client', slug, ...rest);
    expect(result.code).toBe(1);
    expect(result.json.error.code).toBe('validation_error');
  });

  it.each(['application', 'contact-request', 'process', 'document'])('answers show %s of an unknown id with not_found', async (kind) => {
    const result = await recruit<Err>('show', kind, '--id', '00000000-0000-0000-0000-000000000000');
    expect(result.code).toBe(1);
    expect(result.json.error.code).toBe('not_found');
  });

  describe('demo seed', () => {
    interface Seed {
      created: boolean;
      client: { id: string; slug: string };
      stages: Array<{ key: string }>;
      projects: Array<{ projectId: string; title: string; status: string }>;
      jobs: Array<{ jobid: string; status: string }>;
      keys: Array<{ variable: string; key: string; scopes: string[]; connector: string | null }>;
      revokedKeys: number;
    }
    const demoRows = async (): Promise<Record<string, unknown>> => (await db.query(
      `SELECT (SELECT count(*)::int FROM project WHERE client_id = c.id) AS projects,
              (SELECT count(*)::int FROM company WHERE client_id = c.id) AS companies,
              (SELECT count(*)::int FROM app_user WHERE client_id = c.id) AS users,
              (SELECT json_agg(json_build_object('jobid', public_id, 'status', status, 'updatedAt', updated_at) ORDER BY public_id) FROM job WHERE client_id = c.id) AS jobs,
              (SELECT json_agg(json_build_object('key', key, 'position', position) ORDER BY position) FROM stage WHERE client_id = c.id) AS stages,
              (SELECT count(*)::int FROM api_key WHERE client_id = c.id AND revoked_at IS NULL) AS "activeKeys"
         FROM client c WHERE c.slug = 'demo'`))[0];

    it('gives the fixed slug, stage keys, project ids and job ids, and a key for each scope set', async () => {
      const seed = await recruit<Seed>('demo', 'seed');
      expect(seed.code).toBe(0);
      expect(seed.json.client.slug).toBe('demo');
      expect(seed.json.stages.map((stage) => stage.key)).toEqual(['new', 'screening', 'interview', 'offer', 'hired']);
      expect(seed.json.projects).toEqual([
        { projectId: 'de000000-0000-4000-8000-000000000001', title: 'Backend engineer', status: 'open' },
        { projectId: 'de000000-0000-4000-8000-000000000002', title: 'Account executive', status: 'open' },
        { projectId: 'de000000-0000-4000-8000-000000000003', title: 'Office manager (filled)', status: 'closed' },
      ]);
      expect(seed.json.jobs.map((job) => `${job.jobid}:${job.status}`)).toEqual(['DEMOJOB001:published', 'DEMOJOB002:published', 'DEMOJOB003:unpublished']);
      expect(seed.json.keys.map((key) => [key.variable, key.scopes.join(','), key.connector])).toEqual([
        ['CAREERS_KEY', 'public:careers:read,public:careers:apply,public:contacts:write', null],
        ['PARTNER_KEY', 'partner:projects:read,partner:candidates:write', 'demo-jobboard'],
        ['PARTNER_READONLY_KEY', 'partner:projects:read', null],
      ]);
      const [job] = await db.query(`SELECT j.project_id, j.published_at FROM job j WHERE j.public_id = 'DEMOJOB001' AND j.client_id = $1`, [seed.json.client.id]);
      expect(job).toEqual({ project_id: 'de000000-0000-4000-8000-000000000001', published_at: new Date('2026-01-12T09:00:00Z') });
    });

    it('changes nothing when run again but the keys: the previous ones are revoked, new ones printed', async () => {
      const first = await recruit<Seed>('demo', 'seed');
      const before = await demoRows();
      const second = await recruit<Seed>('demo', 'seed');
      expect(second.code).toBe(0);
      expect(second.json.created).toBe(false);
      expect({ ...second.json, keys: [], revokedKeys: 0 }).toEqual({ ...first.json, created: false, keys: [], revokedKeys: 0 });
      expect(await demoRows()).toEqual(before);
      expect(before).toMatchObject({ projects: 3, companies: 2, users: 2, activeKeys: 3 });
      expect(second.json.revokedKeys).toBe(3);
      expect(second.json.keys.map((key) => key.key)).not.toContain(first.json.keys[0].key);
      const [revoked] = await db.query(
        `SELECT count(*)::int AS count FROM api_key WHERE client_id = $1 AND revoked_at IS NOT NULL AND label LIKE 'demo: %'
            AND public_id = ANY($2)`, [first.json.client.id, first.json.keys.map((key) => key.key.split('_')[1])]);
      expect(revoked.count).toBe(3);
    });

    it('puts back a demo job or project that was changed', async () => {
      await recruit('demo', 'seed');
      expect((await recruit('job', 'set-status', '--client', 'demo', '--jobid', 'DEMOJOB001', '--status', 'closed')).code).toBe(0);
      await db.query(`UPDATE project SET status = 'closed', title = 'Renamed' WHERE id = 'de000000-0000-4000-8000-000000000002'`);
      const seed = await recruit<Seed>('demo', 'seed');
      expect(seed.code).toBe(0);
      const rows = await db.query(`SELECT status FROM job WHERE public_id = 'DEMOJOB001' UNION ALL SELECT status || ':' || title FROM project WHERE id = 'de000000-0000-4000-8000-000000000002'`);
      expect(rows.map((row: { status: string }) => row.status)).toEqual(['published', 'open:Account executive']);
    });

    it('prints export lines a shell can eval with --shell', async () => {
      const { stdout } = await exec(process.execPath, [CLI, 'demo', 'seed', '--shell'], { env: { ...process.env }, timeout: 30_000 });
      expect(stdout.trim().split('\n')).toEqual([
        expect.stringMatching(/^export CAREERS_KEY=rk_[A-Za-z0-9]{12}_[A-Za-z0-9]{38} {3}# career site \(website channel\)$/),
        expect.stringMatching(/^export PARTNER_KEY=rk_[A-Za-z0-9]{12}_[A-Za-z0-9]{38} {3}# partner connector$/),
        expect.stringMatching(/^export PARTNER_READONLY_KEY=rk_[A-Za-z0-9]{12}_[A-Za-z0-9]{38} {3}# partner read-only$/),
      ]);
      const { stdout: echoed } = await exec('bash', ['-c', `${stdout}\necho "$CAREERS_KEY"`]);
      expect(echoed.trim()).toBe(stdout.split('\n')[0].split('=')[1].split(' ')[0]);
    });
  });

  it('refuses a bad DATABASE_URL with one line naming the variable', async () => {
    try {
      await exec(process.execPath, [CLI, 'key', 'list', '--client', 'demo'], { env: { ...process.env, DATABASE_URL: 'nope' } });
      throw new Error('should have failed');
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      expect(failed.code).toBe(78);
      expect(JSON.parse(failed.stderr).error.message).toContain('DATABASE_URL');
    }
  });
});
