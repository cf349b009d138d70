import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** SQL of processes: a person attached to a project at a stage, at most one per person and project. */
@Injectable()
export class ProcessRepository {
  /**
   * Attaches the person to the project at the stage, or returns the existing process (its stage
   * unchanged). Safe under concurrency: a unique constraint decides.
   */
  async attach(manager: EntityManager, clientId: string, personId: string, projectId: string, stageId: string): Promise<{ processId: string; created: boolean }> {
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO process (client_id, person_id, project_id, stage_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (client_id, person_id, project_id) DO NOTHING RETURNING id`,
      [clientId, personId, projectId, stageId],
    );
    if (inserted.length > 0) return { processId: inserted[0].id, created: true };
    return { processId: (await this.findId(manager, clientId, personId, projectId)) as string, created: false };
  }

  async findId(manager: EntityManager, clientId: string, personId: string, projectId: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM process WHERE client_id = $1 AND person_id = $2 AND project_id = $3`,
      [clientId, personId, projectId],
    );
    return rows[0]?.id ?? null;
  }
}
