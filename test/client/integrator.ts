/**
 * What an integrator writes: a client generated from the service's OpenAPI document (openapi-typescript
 * types in ./generated/schema.d.ts, made by test/e2e/openapi-client.e2e-spec.ts) and openapi-fetch.
 * Type-checked with `tsc --strict` against the generated types (test/client/tsconfig.json), then run
 * against the service listening on a port.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import type { IntegratorInput, IntegratorResult } from './scenario';

type CandidateError = NonNullable<Awaited<ReturnType<ReturnType<typeof createClient<paths>>['POST']>>['error']>;
/** Fails to compile when the generated client types the error as `never` (no error answer declared). */
type NotNever<T> = [T] extends [never] ? 'the error type is never' : T;

export async function runIntegratorScenario(input: IntegratorInput): Promise<IntegratorResult> {
  const partner = createClient<paths>({ baseUrl: input.baseUrl, headers: { 'X-Service-Public-Key': input.partnerKey } });
  const careers = createClient<paths>({ baseUrl: input.baseUrl, headers: { 'X-Service-Public-Key': input.careersKey } });

  // 1. Open projects and stages.
  const listed = await partner.GET('/v1/partner/projects');
  if (!listed.data) throw new Error(`projects: ${listed.response.status}`);
  const projectId = listed.data.projects[0].projectId;

  // 2. A candidate with a resume, as multipart/form-data (the file goes in field cv).
  const fields = { firstName: 'Ines', lastName: 'Client', email: input.email, projectId, externalId: `client-${input.email}` };
  const created = await partner.POST('/v1/partner/candidates', {
    body: fields,
    bodySerializer: (body) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body ?? {})) if (typeof value === 'string') form.append(name, value);
      form.append('cv', new Blob([new Uint8Array(input.resume)], { type: 'application/pdf' }), 'resume.pdf');
      return form;
    },
  });
  if (!created.data) throw new Error(`candidate: ${created.response.status} ${JSON.stringify(created.error)}`);

  // 3. A typed 400: neither email nor linkedinUrl.
  const refused = await partner.POST('/v1/partner/candidates', { body: { firstName: 'No', lastName: 'Contact', projectId } });
  const error: NotNever<CandidateError> | undefined = refused.error;
  if (!error) throw new Error(`expected an error, got ${refused.response.status}`);
  const code: 'validation_error' | 'invalid_stage' | 'unsupported_file_type' | 'unauthorized' | 'insufficient_scope' | 'project_not_found'
    | 'payload_too_large' | 'unsupported_media_type' | 'missing_required_field' | 'rate_limited' | 'internal_error' | 'service_unavailable' = error.error.code;

  // 4. An application to a job: {slug} and {job_id} are path parameters.
  const applied = await careers.POST('/v1/public/careers/{slug}/jobs/{job_id}/apply', {
    params: { path: { slug: input.slug, job_id: input.jobId } },
    body: { firstName: 'Ines', lastName: 'Client', email: input.email },
  });
  if (!applied.data) throw new Error(`apply: ${applied.response.status} ${JSON.stringify(applied.error)}`);

  return {
    projectIds: listed.data.projects.map((p) => p.projectId),
    stageKeys: listed.data.stages.map((s) => s.key),
    candidate: { status: created.response.status, ...created.data },
    invalid: { status: refused.response.status, code, field: error.error.field },
    application: { status: applied.response.status, id: applied.data.data.id, url: applied.response.url },
  };
}
