/** What the integrator scenario (integrator.ts) takes and gives back; apart so that the e2e test needs no generated type. */
export interface IntegratorInput {
  baseUrl: string;
  partnerKey: string;
  careersKey: string;
  slug: string;
  jobId: string;
  email: string;
  resume: Uint8Array;
}

export interface IntegratorResult {
  projectIds: string[];
  stageKeys: string[];
  candidate: { status: number; personId: string; documentId: string | null; created: boolean; deduped: boolean };
  invalid: { status: number; code: string; field: string | undefined };
  application: { status: number; id: string; url: string };
}

export type RunIntegratorScenario = (input: IntegratorInput) => Promise<IntegratorResult>;
