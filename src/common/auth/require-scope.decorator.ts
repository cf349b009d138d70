import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';
import { ErrorCode } from '../errors/app-error';
import { AuthContext, AuthenticatedRequest } from './auth-context';
import { Scope } from './scopes';

export const SCOPE_METADATA = 'recruit:scope';
export const PUBLIC_METADATA = 'recruit:public';
export const OWN_CREDENTIAL_METADATA = 'recruit:own-credential';
export const API_KEY_HEADER = 'X-Service-Public-Key';
export const API_KEY_SECURITY = 'apiKey';

export interface ScopeRequirement {
  scope: Scope;
  /** Other scopes that open the route as well (any one suffices); the handler decides what each allows. */
  alsoAccepted?: readonly Scope[];
  /** For routes with a `:slug` param: the 404 code returned when the slug is not the key's client (SPEC 7.1). */
  slugMismatch?: Extract<ErrorCode, 'not_found' | 'job_not_found'>;
}

/** The OpenAPI extension that names the scope an operation requires (also written into its description). */
export const REQUIRED_SCOPES_EXTENSION = 'x-required-scopes';

/** Declares the scope a route needs (and its OpenAPI security and `x-required-scopes`) in one place. */
export function RequireScope(scope: Scope, options: Omit<ScopeRequirement, 'scope'> = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(SCOPE_METADATA, { scope, ...options } satisfies ScopeRequirement),
    ApiSecurity(API_KEY_SECURITY),
    ApiExtension(REQUIRED_SCOPES_EXTENSION, [scope]),
  );
}

/**
 * Declares a route that any one of `scopes` opens (and its OpenAPI security): the handler decides
 * what each scope allows (DELETE /v1/public/test-data: each scope its own kind of record).
 */
export function RequireAnyScope(scopes: readonly [Scope, ...Scope[]]): MethodDecorator & ClassDecorator {
  const [scope, ...alsoAccepted] = scopes;
  return applyDecorators(
    SetMetadata(SCOPE_METADATA, { scope, alsoAccepted } satisfies ScopeRequirement),
    ApiSecurity(API_KEY_SECURITY),
    ApiExtension(REQUIRED_SCOPES_EXTENSION, [...scopes]),
  );
}

/** Marks a route as open without a key. Any route with neither decorator is refused. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_METADATA, true);

/**
 * Marks a route that takes no API key because it has a credential of its own, checked by its handler
 * (`/metrics`: the METRICS_TOKEN bearer token). The key guard lets it through like @Public; the
 * metadata names the credential, so the route-enumeration test can check that it is asked for.
 */
export const OwnCredential = (credential: string): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(PUBLIC_METADATA, true), SetMetadata(OWN_CREDENTIAL_METADATA, credential));

export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.auth) throw new Error('CurrentAuth used on a route without RequireScope');
  return request.auth;
});
