import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppError } from '../errors/app-error';
import { ApiKeysService } from './api-keys.service';
import { AuthenticatedRequest } from './auth-context';
import { PUBLIC_METADATA, SCOPE_METADATA, ScopeRequirement } from './require-scope.decorator';

/**
 * Global guard: every route needs @RequireScope or @Public. Resolves the key (401), checks the
 * scope (403), then that a `:slug` in the path is the key's own client (the 404 of SPEC 7.1).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly logger = new Logger(ApiKeyGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_METADATA, targets)) return true;
    const requirement = this.reflector.getAllAndOverride<ScopeRequirement | undefined>(SCOPE_METADATA, targets);
    if (!requirement) {
      this.logger.error({ handler: context.getHandler().name }, 'Route declares neither @RequireScope nor @Public: refused');
      throw new AppError('insufficient_scope', 'This route is not open to API keys');
    }
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const header = request.headers['x-service-public-key'];
    const auth = await this.keys.authenticate(Array.isArray(header) ? header[0] : header);
    const accepted = [requirement.scope, ...(requirement.alsoAccepted ?? [])];
    if (!accepted.some((scope) => auth.scopes.has(scope))) {
      throw new AppError('insufficient_scope', accepted.length === 1 ? `This key lacks the scope ${accepted[0]}` : `This key has none of the scopes ${accepted.join(', ')}`);
    }
    const slug = request.params?.slug;
    if (requirement.slugMismatch && slug !== undefined && slug !== auth.clientSlug) {
      throw new AppError(requirement.slugMismatch, requirement.slugMismatch === 'job_not_found' ? 'No such job' : 'No such client');
    }
    request.auth = auth;
    return true;
  }
}
