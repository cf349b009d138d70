import { AuthContext } from '../../common/auth/auth-context';

/**
 * Whose externalIds a key shares: its connector's (two keys of one connector share them), or the
 * key's own (`key:<key id>`) for a key without connector. Submissions are stored and read under it.
 */
export function connectorKeyOf(auth: Pick<AuthContext, 'connector' | 'keyId'>): string {
  return auth.connector ?? `key:${auth.keyId}`;
}
