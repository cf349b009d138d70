import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RunIntegratorScenario } from '../client/scenario';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

const ROOT = join(__dirname, '../..');
const CLIENT_DIR = join(ROOT, 'test/client');
const GENERATED = join(CLIENT_DIR, 'generated');

/** Runs a node script of the project's dependencies; its output is the error when it fails. */
function run(script: string, args: string[]): void {
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules', script), ...args], { cwd: ROOT, stdio: 'pipe', timeout: 120_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${script} failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
}

const pdf = (): Buffer => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomBytes(6).toString('hex')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe('a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t.app);
    // The integrator's steps: fetch the document, generate the types, compile their code in strict mode.
    mkdirSync(GENERATED, { recursive: true });
    writeFileSync(join(GENERATED, 'openapi.json'), JSON.stringify((await t.http.get('/openapi.json').expect(200)).body, null, 2));
    run('openapi-typescript/bin/cli.js', [join(GENERATED, 'openapi.json'), '--output', join(GENERATED, 'schema.d.ts')]);
  }, 180_000);
  afterAll(() => t.close());

  it('compiles with tsc --strict against the generated types (typed errors, path parameters, both body types)', () => {
    run('typescript/bin/tsc', ['-p', join(CLIENT_DIR, 'tsconfig.json')]);
  }, 180_000);

  it('lists projects, creates a candidate with a resume (multipart), reads a typed 400, applies with the real slug in the path', async () => {
    // Loaded after generation; the test itself needs none of the generated types.
    const { runIntegratorScenario } = require(join(CLIENT_DIR, 'integrator')) as { runIntegratorScenario: RunIntegratorScenario };
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const email = `client-${randomBytes(4).toString('hex')}@example.com`;
    const result = await runIntegratorScenario({
      baseUrl: `http://127.0.0.1:${port}`,
      partnerKey: tenant.keys.partner,
      careersKey: tenant.keys.careers,
      slug: tenant.slug,
      jobId: tenant.jobs.published,
      email,
      resume: pdf(),
    });

    expect(result.projectIds).toContain(tenant.openProject.id);
    expect(result.stageKeys).toEqual(['new', 'screening', 'interview']);
    expect(result.candidate).toMatchObject({ status: 201, created: true, deduped: false, documentId: expect.any(String) });
    expect(result.invalid).toEqual({ status: 400, code: 'validation_error', field: 'email' });
    expect(result.application.status).toBe(201);
    expect(new URL(result.application.url).pathname).toBe(`/v1/public/careers/${tenant.slug}/jobs/${encodeURIComponent(tenant.jobs.published)}/apply`);

    const [document] = await t.db.query('SELECT person_id FROM document WHERE client_id = $1 AND id = $2', [tenant.clientId, result.candidate.documentId]);
    expect(document.person_id).toBe(result.candidate.personId);
    const [application] = await t.db.query('SELECT person_id FROM application WHERE client_id = $1 AND id = $2', [tenant.clientId, result.application.id]);
    expect(application.person_id).toBe(result.candidate.personId);
  });
});
