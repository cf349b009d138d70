import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** SQL of a client's settings. */
@Injectable()
export class ClientRepository {
  /** The application fields the client requires on top of firstName, lastName and email. */
  async requiredApplicationFields(manager: EntityManager, clientId: string): Promise<string[]> {
    const rows: Array<{ fields: string[] }> = await manager.query(`SELECT required_application_fields AS fields FROM client WHERE id = $1`, [clientId]);
    return rows[0]?.fields ?? [];
  }
}
