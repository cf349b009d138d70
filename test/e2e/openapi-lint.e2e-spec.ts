import { createTestApp, TestApp } from '../support/create-test-app';
import { describeFindings, lintOpenApi } from '../support/openapi-lint';

describe('OpenAPI document linted by Spectral (spectral:oas)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('has no error and no warning', async () => {
    const document = (await t.http.get('/openapi.json').expect(200)).body;
    const findings = await lintOpenApi(document);
    const blocking = findings.filter((f) => f.severity <= 1);
    expect(describeFindings(blocking)).toEqual([]);
  });
});
