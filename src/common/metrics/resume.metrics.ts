import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

/** How a resume job ended: its document's state, or `retry` (a transient error: the queue tries again). */
export type ResumeJobOutcome = 'parsed' | 'no_text' | 'already_done' | 'failed' | 'retry';

/** Document types of the label; anything else (not yet known when the job failed) is `unknown`. */
const DOCUMENT_TYPES = new Set(['pdf', 'doc', 'docx', 'jpg', 'png', 'webp', 'gif']);

/**
 * Why a resume ended without a profile, a bounded set: the extraction's reasons, the download's
 * (prefixed `download_`), `no_text` (nothing readable), `rejected` (not a resume type, record or
 * file gone), `internal` (a transient error still there at the last attempt).
 */
export const RESUME_FAILURE_REASONS = [
  'unreadable', 'too_large', 'too_many_pages', 'timeout', 'crashed', 'unsupported',
  'download_invalid_url', 'download_blocked_address', 'download_too_many_redirects', 'download_too_large',
  'download_http_status', 'download_timeout', 'download_network',
  'no_text', 'rejected', 'internal',
] as const;
export type ResumeFailureReason = (typeof RESUME_FAILURE_REASONS)[number];
const FAILURE_REASONS = new Set<string>(RESUME_FAILURE_REASONS);

/** Why an extraction process was replaced: deadline, memory limit, died, or could not be sent the file. */
export const EXTRACTION_RESTART_REASONS = ['timeout', 'too_large', 'crashed', 'unreachable'] as const;
export type ExtractionRestartReason = (typeof EXTRACTION_RESTART_REASONS)[number];

/** One job being timed: the pipeline names the document type once it knows it, then finishes it. */
export interface ResumeJobTimer {
  documentType: string | null;
  finish(outcome: ResumeJobOutcome): void;
}

/** Worker-side series: job duration by document type and outcome, failures by reason, extraction process restarts. */
@Injectable()
export class ResumeMetrics {
  private readonly duration: Histogram<'document_type' | 'outcome'>;
  private readonly failures: Counter<'reason'>;
  private readonly restarts: Counter<'reason'>;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.duration = new Histogram({
      name: `${METRIC_PREFIX}resume_job_duration_seconds`,
      help: 'Duration of one resume job attempt (download, extraction, parsing, profile update), by document type and outcome',
      labelNames: ['document_type', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    });
    this.failures = new Counter({
      name: `${METRIC_PREFIX}resume_failures_total`,
      help: 'Resumes that ended without a parsed profile, by reason',
      labelNames: ['reason'],
      registers,
    });
    this.restarts = new Counter({
      name: `${METRIC_PREFIX}extraction_child_restarts_total`,
      help: 'Extraction processes killed or lost and replaced, by reason (timeout, too_large: memory limit, crashed, unreachable)',
      labelNames: ['reason'],
      registers,
    });
    // Every series of a bounded set exists from the start at 0, so rate() and alerts see the first event.
    for (const reason of RESUME_FAILURE_REASONS) this.failures.inc({ reason }, 0);
    for (const reason of EXTRACTION_RESTART_REASONS) this.restarts.inc({ reason }, 0);
  }

  startJob(): ResumeJobTimer {
    const start = process.hrtime.bigint();
    const observe = (documentType: string | null, outcome: ResumeJobOutcome): void => {
      const type = documentType !== null && DOCUMENT_TYPES.has(documentType) ? documentType : 'unknown';
      this.duration.observe({ document_type: type, outcome }, Number(process.hrtime.bigint() - start) / 1e9);
    };
    return {
      documentType: null,
      finish(outcome: ResumeJobOutcome): void {
        observe(this.documentType, outcome);
      },
    };
  }

  failed(reason: ResumeFailureReason): void {
    this.failures.inc({ reason: FAILURE_REASONS.has(reason) ? reason : 'internal' });
  }

  extractionRestarted(reason: ExtractionRestartReason): void {
    this.restarts.inc({ reason });
  }
}
