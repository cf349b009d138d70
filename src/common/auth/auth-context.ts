import { Scope } from './scopes';

/** Who is calling: resolved from the API key by ApiKeyGuard, the first argument of every service call. */
export interface AuthContext {
  keyId: string;
  clientId: string;
  clientSlug: string;
  connector: string | null;
  scopes: ReadonlySet<Scope>;
}

export interface AuthenticatedRequest {
  auth?: AuthContext;
}
