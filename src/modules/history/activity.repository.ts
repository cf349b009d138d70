import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** One entry of the history a recruiter reads on a person, a company or a project. */
export interface ActivityEntry {
  personId?: string | null;
  companyId?: string | null;
  projectId?: string | null;
  kind: string;
  summary: string;
  data?: Record<string, unknown>;
}

const COLUMNS = 6;

/** SQL of the history (activity table). */
@Injectable()
export class ActivityRepository {
  /** Records the entries, in one statement. */
  async record(manager: EntityManager, clientId: string, ...entries: ActivityEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((_, i) => `($1, ${Array.from({ length: COLUMNS }, (__, j) => `$${2 + i * COLUMNS + j}`).join(', ')})`);
    const params = entries.flatMap((entry) => [entry.personId ?? null, entry.companyId ?? null, entry.projectId ?? null, entry.kind, entry.summary, entry.data ?? {}]);
    await manager.query(`INSERT INTO activity (client_id, person_id, company_id, project_id, kind, summary, data) VALUES ${rows.join(', ')}`, [clientId, ...params]);
  }
}
