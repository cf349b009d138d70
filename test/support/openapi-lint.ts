import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
export const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

/** Runs Spectral's `spectral:oas` ruleset (its recommended rules, as the CLI's `extends: spectral:oas`) on a document. */
export async function lintOpenApi(document: unknown): Promise<ISpectralDiagnostic[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  return spectral.run(new Document(JSON.stringify(document, null, 2), Json));
}

/** One line per finding: `warning operation-description paths./v1/...post  Operation "description" must be present`. */
export function describeFindings(findings: readonly ISpectralDiagnostic[]): string[] {
  return findings.map((f) => `${SEVERITY[f.severity] ?? f.severity} ${String(f.code)} ${f.path.join('.')}  ${f.message}`);
}
