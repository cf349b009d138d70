import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { lockUntilCommit } from '../../common/database/advisory-lock';
import { foldName } from '../../common/text/normalize';

export interface CompanyByName {
  /** The company linked, or null when several companies of the client carry the name. */
  id: string | null;
  created: boolean;
}

/** SQL of CRM companies. Every method takes the caller's transaction manager and the client id. */
@Injectable()
export class CompanyRepository {
  /**
   * The one company-by-name rule (SPEC 4.4 rule 1), for contact requests and project creation:
   * the client's companies with that name, case, accents and spaces folded. One: it is linked (and
   * takes `website` if it has none). None: it is created with the client's default status. Several:
   * none is linked, the recruiter decides. An advisory lock on (client, folded name) until commit
   * makes simultaneous callers create one company.
   */
  async findOrCreateByName(manager: EntityManager, clientId: string, name: string, options: { website?: string | null } = {}): Promise<CompanyByName> {
    const nameKey = foldName(name);
    const website = options.website ?? null;
    await lockUntilCommit(manager, 'company-name', clientId, nameKey);
    const found: Array<{ id: string; website: string | null }> = await manager.query(
      `SELECT id, website FROM company WHERE client_id = $1 AND name_key = $2 LIMIT 2`,
      [clientId, nameKey],
    );
    if (found.length > 1) return { id: null, created: false };
    if (found.length === 1) {
      if (website && !found[0].website) {
        await manager.query(`UPDATE company SET website = $3 WHERE client_id = $1 AND id = $2 AND website IS NULL`, [clientId, found[0].id, website]);
      }
      return { id: found[0].id, created: false };
    }
    return { id: await this.create(manager, clientId, { name: name.trim(), website }), created: true };
  }

  /** A new company, with the client's default status unless `status` is given. */
  async create(manager: EntityManager, clientId: string, company: { name: string; status?: string | null; website?: string | null }): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO company (client_id, name, name_key, status, website)
       SELECT $1::uuid, $2::text, $3::text, coalesce($4::text, default_company_status), $5::text FROM client WHERE id = $1::uuid RETURNING id`,
      [clientId, company.name, foldName(company.name), company.status ?? null, company.website ?? null],
    );
    return rows[0].id;
  }

  async addManager(manager: EntityManager, clientId: string, companyId: string, userId: string): Promise<void> {
    await manager.query(`INSERT INTO company_manager (client_id, company_id, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [clientId, companyId, userId]);
  }

  /** Deletes a company: its projects lose their company, its contact requests stay on their persons without one (foreign keys). */
  async delete(manager: EntityManager, clientId: string, id: string): Promise<boolean> {
    const [, deleted]: [unknown[], number] = await manager.query(`DELETE FROM company WHERE client_id = $1 AND id = $2`, [clientId, id]);
    return deleted > 0;
  }

  /** The ids among `ids` that are companies of the client, row-locked until commit. */
  async lock(manager: EntityManager, clientId: string, ids: string[]): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(`SELECT id FROM company WHERE client_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`, [clientId, ids]);
    return rows.map((row) => row.id);
  }

  /** Moves everything of `fromId` (contact requests, projects, history, managers) to `intoId` and deletes `fromId`. */
  async merge(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<Record<string, number>> {
    const moved: Record<string, number> = {};
    for (const table of ['contact_request', 'project', 'activity']) {
      const [, count]: [unknown[], number] = await manager.query(`UPDATE ${table} SET company_id = $3 WHERE client_id = $1 AND company_id = $2`, [clientId, fromId, intoId]);
      moved[table] = Number(count);
    }
    await manager.query(
      `INSERT INTO company_manager (client_id, company_id, user_id)
       SELECT client_id, $3, user_id FROM company_manager WHERE client_id = $1 AND company_id = $2 ON CONFLICT DO NOTHING`,
      [clientId, fromId, intoId],
    );
    await manager.query(`DELETE FROM company WHERE client_id = $1 AND id = $2`, [clientId, fromId]);
    return moved;
  }
}
