import { DataSource } from 'typeorm';
import { reportFigures } from './faults';
import { rowCounts } from './stored';

/** What an attempt got: a status and a parsed body (JSON when it was JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

/** One hostile input and what the service documents for it. */
export interface Attempt {
  name: string;
  send: () => Promise<Answer>;
  /** `field`: the error's field (undefined: not checked; null: must be absent). */
  expect: { status: number; code?: string; field?: string | null };
}

export interface CampaignResult {
  category: string;
  tried: number;
  byStatus: Record<number, number>;
  /** Attempts that did not get what is documented (empty when all held). */
  mismatches: Array<{ name: string; expected: Attempt['expect']; got: { status: number; body: unknown } }>;
}

function envelopeOf(body: unknown): { code: string; message: string; field?: string } | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (!error || typeof error !== 'object' || Object.keys(body).length !== 1) return null;
  const { code, message, field, ...rest } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string' || Object.keys(rest).length > 0) return null;
  if (field !== undefined && typeof field !== 'string') return null;
  return { code, message, ...(field !== undefined ? { field } : {}) };
}

/**
 * Sends every attempt of a category, one after another, and checks each: never a 5xx; an error in
 * the envelope `{ error: { code, message, field? } }`; the documented status, code and field; and,
 * for a refused request, nothing stored for the client (row counts of every submission table of
 * `clientId` unchanged). Returns the figures (also appended to $RELIABILITY_REPORT) and the attempts
 * that did not hold, for one assertion listing them all.
 */
export async function runCampaign(category: string, db: DataSource, clientId: string, attempts: Attempt[]): Promise<CampaignResult> {
  const result: CampaignResult = { category, tried: 0, byStatus: {}, mismatches: [] };
  for (const attempt of attempts) {
    const before = await rowCounts(db, clientId);
    const answer = await attempt.send();
    const after = await rowCounts(db, clientId);
    result.tried += 1;
    result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1;
    const envelope = answer.status >= 400 ? envelopeOf(answer.body) : null;
    const problems: string[] = [];
    if (answer.status >= 500) problems.push('5xx');
    if (answer.status !== attempt.expect.status) problems.push('status');
    if (answer.status >= 400 && !envelope) problems.push('no envelope');
    if (envelope && attempt.expect.code !== undefined && envelope.code !== attempt.expect.code) problems.push('code');
    if (envelope && attempt.expect.field !== undefined && (envelope.field ?? null) !== attempt.expect.field) problems.push('field');
    if (answer.status >= 400 && JSON.stringify(before) !== JSON.stringify(after)) problems.push(`stored ${JSON.stringify(after)} after ${JSON.stringify(before)}`);
    if (problems.length > 0) result.mismatches.push({ name: `${attempt.name} [${problems.join(', ')}]`, expected: attempt.expect, got: { status: answer.status, body: truncate(answer.body) } });
  }
  reportFigures(`bad-input:${category}`, { tried: result.tried, byStatus: result.byStatus, held: result.tried - result.mismatches.length });
  return result;
}

function truncate(body: unknown): unknown {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text !== undefined && text.length > 300 ? `${text.slice(0, 300)}...` : body;
}

/** Adapts a supertest response. */
export const answerOf = (res: { status: number; body: unknown; text?: string }): Answer => ({ status: res.status, body: res.body && typeof res.body === 'object' && Object.keys(res.body).length ? res.body : safeJson(res.text) });

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}
