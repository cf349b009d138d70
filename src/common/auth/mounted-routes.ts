import { Injectable } from '@nestjs/common';

/**
 * How a path served outside Nest's controllers is opened (mounted on Express directly: the OpenAPI
 * document and UI, the queue dashboard): the same two answers a controller gives with `@Public()` or
 * `@OwnCredential()`. The API-key guard never sees these paths, so each mount declares itself here,
 * beside the code that mounts it; the route-enumeration test fails on a mount that did not.
 */
export type RouteAccess = { kind: 'public'; reason: string } | { kind: 'own-credential'; credential: string };

export interface MountedRoute {
  /** The mount path (`/docs`); everything under it is served by the mount. */
  path: string;
  access: RouteAccess;
}

@Injectable()
export class MountedRoutes {
  private readonly routes: MountedRoute[] = [];

  declare(route: MountedRoute): void {
    this.routes.push(route);
  }

  list(): readonly MountedRoute[] {
    return this.routes;
  }
}
