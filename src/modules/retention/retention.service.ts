import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { IdentityService } from '../people/identity.service';
import { RetentionCounts, RetentionRepository, RetentionTrigger } from './retention.repository';

export interface RetentionReport extends RetentionCounts {
  runId: string;
  olderThan: string;
  cutoff: Date;
  dryRun: boolean;
  personIds?: string[];
}

/** A period as typed: `24m` (months), `2y` (years) or `90d` (days). */
const PERIOD = /^([1-9]\d{0,3})([dmy])$/;
const UNIT = { d: 'days', m: 'months', y: 'years' } as const;

/**
 * Retention of candidates' personal data: candidates with no activity for the period are
 * anonymised in place (rows kept, so counts stay true). Run from the CLI (`recruit retention run`)
 * or daily by the worker for clients that set a period (`recruit retention set`). Every run is
 * recorded in retention_run, dry runs included.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly retention: RetentionRepository,
    private readonly identity: IdentityService,
  ) {}

  /** A run for one client: `olderThan` as typed, or the client's period when absent. */
  async run(clientId: string, retentionMonths: number | null, options: { olderThan?: string; dryRun: boolean; verbose?: boolean }): Promise<RetentionReport> {
    const olderThan = options.olderThan ?? (retentionMonths === null ? null : `${retentionMonths}m`);
    if (olderThan === null) throw new AppError('validation_error', 'No retention period: give --older-than (24m, 2y, 90d) or set the client\'s (recruit retention set)', 'older-than');
    const interval = periodInterval(olderThan, 'older-than');
    return this.db.transaction((manager) => this.runLocked(manager, clientId, olderThan, interval, { trigger: 'cli', dryRun: options.dryRun, verbose: options.verbose ?? false }));
  }

  /** Sets (months) or clears (null) the client's period; checked by periodMonths. */
  async setPeriod(clientId: string, period: string): Promise<{ retentionMonths: number | null }> {
    const months = period === 'off' ? null : periodMonths(period);
    await this.retention.setPeriod(this.db.manager, clientId, months);
    return { retentionMonths: months };
  }

  /**
   * The worker's daily pass: each client with a period and no scheduled run for 23 hours, under a
   * per-client lock that only one worker gets (the others skip it). A client's failure does not
   * stop the others. Returns the runs made.
   */
  async runDue(): Promise<RetentionReport[]> {
    const reports: RetentionReport[] = [];
    for (const client of await this.retention.clientsDue(this.db.manager)) {
      try {
        const report = await this.db.transaction(async (manager) => {
          if (!(await this.retention.tryLockClient(manager, client.id))) return null;
          // Checked again under the lock: another worker may have just finished this client's run.
          if (!(await this.retention.clientsDue(manager)).some((due) => due.id === client.id)) return null;
          return this.runLocked(manager, client.id, `${client.months}m`, `${client.months} months`, { trigger: 'schedule', dryRun: false, verbose: false });
        });
        if (report) reports.push(report);
      } catch (error) {
        this.logger.error({ clientId: client.id, err: error instanceof Error ? error.message : String(error) }, 'Scheduled retention run failed');
      }
    }
    return reports;
  }

  private async runLocked(
    manager: EntityManager,
    clientId: string,
    olderThan: string,
    interval: string,
    options: { trigger: RetentionTrigger; dryRun: boolean; verbose: boolean },
  ): Promise<RetentionReport> {
    const cutoff = await this.retention.cutoff(manager, interval);
    let due = await this.retention.due(manager, clientId, cutoff);
    let counts: RetentionCounts;
    if (options.dryRun) {
      counts = await this.retention.countFor(manager, clientId, due);
    } else {
      // The identity locks first (a submission with one of their e-mails waits), then the selection again.
      await this.identity.lockPersons(manager, clientId, due);
      due = await this.retention.due(manager, clientId, cutoff);
      counts = await this.retention.anonymise(manager, clientId, due);
    }
    const runId = await this.retention.recordRun(manager, clientId, { trigger: options.trigger, olderThan, cutoff, dryRun: options.dryRun, counts });
    this.logger.log({ clientId, runId, trigger: options.trigger, dryRun: options.dryRun, ...counts }, 'Retention run');
    return { runId, olderThan, cutoff, dryRun: options.dryRun, ...counts, ...(options.verbose ? { personIds: due } : {}) };
  }
}

function periodInterval(period: string, field: string): string {
  const match = PERIOD.exec(period);
  if (!match) throw new AppError('validation_error', `${field} is a period such as 24m (months), 2y (years) or 90d (days)`, field);
  return `${match[1]} ${UNIT[match[2] as keyof typeof UNIT]}`;
}

/** A client's period, in whole months (`24m`, `2y`), at most 100 years. */
function periodMonths(period: string): number {
  const match = /^([1-9]\d{0,3})([my])$/.exec(period);
  const months = match ? Number(match[1]) * (match[2] === 'y' ? 12 : 1) : 0;
  if (!match || months > 1200) throw new AppError('validation_error', 'The period is whole months or years, such as 24m or 2y (at most 100y), or off', 'period');
  return months;
}
