import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKey } from '../../database/entities';
import { AppError } from '../errors/app-error';
import { generateKey, parseKey, secretMatches } from './api-key-format';
import { AuthContext } from './auth-context';
import { effectiveScopes, isScope, Scope } from './scopes';

export interface CreatedKey {
  id: string;
  key: string;
  scopes: string[];
  connector: string | null;
  label: string | null;
}

export interface KeySummary {
  id: string;
  prefix: string;
  label: string | null;
  scopes: string[];
  connector: string | null;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

interface KeyRow {
  id: string;
  client_id: string;
  slug: string;
  secret_hash: Buffer;
  scopes: string[];
  connector: string | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const LAST_USED_RESOLUTION_MS = 60_000;

function invalidKey(): AppError {
  return new AppError('unauthorized', 'Invalid API key');
}

@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(clientId: string, scopes: string[], options: { label?: string | null; connector?: string | null } = {}): Promise<CreatedKey> {
    const unknown = scopes.filter((scope) => !isScope(scope));
    if (scopes.length === 0 || unknown.length > 0) {
      throw new AppError('validation_error', unknown.length ? `Unknown scope: ${unknown.join(', ')}` : 'At least one scope is required', 'scopes');
    }
    const connector = options.connector?.trim() || null;
    if (connector !== null && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(connector)) {
      throw new AppError('validation_error', 'A connector name is 1-64 letters, digits, dot, dash or underscore', 'connector');
    }
    const generated = generateKey();
    const row = await this.db.getRepository(ApiKey).save({
      clientId,
      publicId: generated.publicId,
      secretHash: generated.secretHash,
      scopes: [...new Set(scopes)],
      connector,
      label: options.label ?? null,
    });
    return { id: row.id, key: generated.key, scopes: row.scopes, connector: row.connector, label: row.label };
  }

  async revoke(keyId: string): Promise<{ id: string; revokedAt: Date }> {
    // TypeORM returns [rows, affected] for an UPDATE ... RETURNING.
    const [rows]: [Array<{ id: string; revoked_at: Date }>, number] = await this.db.query(
      `UPDATE api_key SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING id, revoked_at`,
      [keyId],
    );
    if (rows.length === 0) throw new AppError('not_found', 'No such key');
    return { id: rows[0].id, revokedAt: rows[0].revoked_at };
  }

  async list(clientId: string): Promise<KeySummary[]> {
    const keys = await this.db.getRepository(ApiKey).find({ where: { clientId }, order: { createdAt: 'ASC' } });
    return keys.map((key) => ({
      id: key.id,
      prefix: `rk_${key.publicId}_`,
      label: key.label,
      scopes: key.scopes,
      connector: key.connector,
      createdAt: key.createdAt,
      revokedAt: key.revokedAt,
      lastUsedAt: key.lastUsedAt,
    }));
  }

  /** Resolves a presented key to its context, or throws 401. A malformed key never reaches the database. */
  async authenticate(presented: string | undefined): Promise<AuthContext> {
    const parsed = parseKey(presented);
    if (!parsed) throw new AppError('unauthorized', presented ? 'Malformed API key' : 'Missing API key header X-Service-Public-Key');
    const rows: KeyRow[] = await this.db.query(
      `SELECT k.id, k.client_id, c.slug, k.secret_hash, k.scopes, k.connector, k.revoked_at, k.last_used_at
         FROM api_key k JOIN client c ON c.id = k.client_id
        WHERE k.public_id = $1`,
      [parsed.publicId],
    );
    const row = rows[0];
    // Unknown and revoked keys get the same answer (a caller learns nothing about a key it does
    // not own); the log line tells them apart, with the key's row id, never the key.
    if (!row || !secretMatches(parsed.secret, row.secret_hash)) {
      this.logger.warn({ reason: 'unknown' }, 'API key refused');
      throw invalidKey();
    }
    if (row.revoked_at) {
      this.logger.warn({ reason: 'revoked', keyId: row.id, clientId: row.client_id }, 'API key refused');
      throw invalidKey();
    }
    this.touch(row);
    return {
      keyId: row.id,
      clientId: row.client_id,
      clientSlug: row.slug,
      connector: row.connector,
      scopes: effectiveScopes(row.scopes, row.connector),
    };
  }

  /** Records last use at most once a minute per key, off the request's critical path. */
  private touch(row: KeyRow): void {
    if (row.last_used_at && Date.now() - row.last_used_at.getTime() < LAST_USED_RESOLUTION_MS) return;
    this.db
      .query(`UPDATE api_key SET last_used_at = now() WHERE id = $1`, [row.id])
      .catch((error: unknown) => this.logger.warn({ keyId: row.id, err: error }, 'Could not record key use'));
  }

  static hasScope(auth: AuthContext, scope: Scope): boolean {
    return auth.scopes.has(scope);
  }
}
