import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysService } from './api-keys.service';
import { AuthContext } from './auth-context';
import { Public, RequireScope } from './require-scope.decorator';
import { Scope } from './scopes';

class Routes {
  undeclared(): void {}
  @Public() open(): void {}
  @RequireScope(Scope.ContactsWrite, { slugMismatch: 'not_found' }) contacts(): void {}
  @RequireScope(Scope.CareersApply, { slugMismatch: 'job_not_found' }) apply(): void {}
}

const auth: AuthContext = { keyId: 'k', clientId: 'c', clientSlug: 'acme', connector: null, scopes: new Set([Scope.ContactsWrite]) };

function contextFor(handler: keyof Routes, request: Record<string, unknown>): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('ApiKeyGuard', () => {
  const keys = { authenticate: jest.fn(async () => auth) } as unknown as ApiKeysService;
  const guard = new ApiKeyGuard(new Reflector(), keys);
  const request = (params: Record<string, string> = {}) => ({ headers: { 'x-service-public-key': 'rk_x' }, params });

  it('refuses a route that declares neither a scope nor @Public', async () => {
    await expect(guard.canActivate(contextFor('undeclared', request()))).rejects.toMatchObject({ code: 'insufficient_scope' });
  });

  it('opens a @Public route without a key', async () => {
    await expect(guard.canActivate(contextFor('open', { headers: {}, params: {} }))).resolves.toBe(true);
  });

  it('attaches the caller to the request when the scope is granted and the slug is the key\'s', async () => {
    const req = request({ slug: 'acme' });
    await expect(guard.canActivate(contextFor('contacts', req))).resolves.toBe(true);
    expect(req).toHaveProperty('auth', auth);
  });

  it('answers another client\'s slug with the route\'s 404 code', async () => {
    await expect(guard.canActivate(contextFor('contacts', request({ slug: 'other' })))).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('checks the scope before the slug (403 insufficient_scope)', async () => {
    await expect(guard.canActivate(contextFor('apply', request({ slug: 'other' })))).rejects.toMatchObject({ code: 'insufficient_scope', status: 403 });
  });
});
