import { appendFileSync } from 'node:fs';

/** One request of a load: when it was sent and answered, its status (0: no answer in time, or the connection failed). */
export interface Outcome {
  index: number;
  sentAt: number;
  answeredAt: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * `concurrency` loops each sending one request after another (`send(i)`, i counting every request
 * of the load) from start() until stop(); stop() waits for the requests in flight and returns
 * every outcome. For faults under load: start, inject the fault, stop, then check the outcomes
 * against what the database holds.
 */
export class Load {
  private readonly outcomes: Outcome[] = [];
  private running = false;
  private loops: Array<Promise<void>> = [];
  private next = 0;

  constructor(
    private readonly concurrency: number,
    private readonly send: (index: number) => Promise<{ status: number; body: unknown; retryAfter: string | null }>,
  ) {}

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, () => this.loop());
  }

  async stop(): Promise<Outcome[]> {
    this.running = false;
    await Promise.all(this.loops);
    return [...this.outcomes].sort((a, b) => a.index - b.index);
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const index = this.next++;
      const sentAt = Date.now();
      const answer = await this.send(index).catch(() => ({ status: 0, body: null, retryAfter: null }));
      this.outcomes.push({ index, sentAt, answeredAt: Date.now(), ...answer });
    }
  }
}

/** A JSON request with fetch, bounded by timeoutMs (status 0 if no answer by then). */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

/** Appends a JSON line of figures to the file named by RELIABILITY_REPORT (nothing when unset). */
export function reportFigures(test: string, figures: Record<string, unknown>): void {
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ test, ...figures })}\n`);
}
