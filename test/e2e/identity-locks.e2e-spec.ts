import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

/** The bricks share one identity lock: simultaneous submissions for a new e-mail create one person. */
describe('one person per e-mail across bricks', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100_000, rateLimitPartnerPerMinute: 100_000 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  it('creates a single person when an application, a contact request and a partner candidate arrive at once', async () => {
    const email = `same.${Date.now()}@cross.example`;
    const identity = { firstName: 'Sam', lastName: 'Same', email };
    const calls = [];
    for (let i = 0; i < 4; i += 1) {
      calls.push(t.http.post(`/v1/public/careers/${tenant.slug}/apply`).set('X-Service-Public-Key', tenant.keys.careers).send(identity));
      calls.push(t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set('X-Service-Public-Key', tenant.keys.contacts)
        .send({ ...identity, kind: 'individual', topic: `topic ${i}` }));
      calls.push(t.http.post('/v1/partner/candidates').set('X-Service-Public-Key', tenant.keys.partner)
        .send({ ...identity, projectId: tenant.openProject.id, externalId: `ext-${i}` }));
    }
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const persons = await t.db.query(`SELECT id, is_candidate, is_contact FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, email]);
    expect(persons).toEqual([{ id: expect.any(String), is_candidate: true, is_contact: true }]);
  });
});
