import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { MountedRoute, MountedRoutes } from '../../src/common/auth/mounted-routes';
import { OWN_CREDENTIAL_METADATA, PUBLIC_METADATA, SCOPE_METADATA, ScopeRequirement } from '../../src/common/auth/require-scope.decorator';

/** How a route is opened, as its decorators say. */
export type Access =
  | { kind: 'scope'; requirement: ScopeRequirement }
  | { kind: 'public' }
  | { kind: 'own-credential'; credential: string }
  | { kind: 'undeclared' };

/** A route of a Nest controller, with its full Express path (`/v1/public/careers/:slug/apply`). */
export interface NestRoute {
  method: string;
  path: string;
  /** Path parameters, in order (`['slug', 'jobId']`). */
  params: string[];
  controller: string;
  handler: string;
  access: Access;
}

const joinPath = (...parts: string[]): string => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter((p) => p !== '').join('/')}`;

function accessOf(handler: object, controller: object): Access {
  const read = <T>(key: string): T | undefined => (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
  const requirement = read<ScopeRequirement>(SCOPE_METADATA);
  const open = read<boolean>(PUBLIC_METADATA) === true;
  const credential = read<string>(OWN_CREDENTIAL_METADATA);
  if (requirement && open) throw new Error('A route is both scoped and public');
  if (requirement) return { kind: 'scope', requirement };
  if (credential !== undefined) return { kind: 'own-credential', credential };
  if (open) return { kind: 'public' };
  return { kind: 'undeclared' };
}

/**
 * Every route handler of every controller registered in the app (Nest's module container, the
 * same metadata its router reads), whatever module brought it: nothing is listed by hand.
 */
export function nestRoutes(app: INestApplication): NestRoute[] {
  const scanner = new MetadataScanner();
  const routes: NestRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined].flat().map((p) => p ?? '');
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
        for (const prefix of prefixes) {
          for (const path of paths) {
            const full = joinPath(prefix, path);
            routes.push({
              method: RequestMethod[method],
              path: full,
              params: [...full.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]),
              controller: controller.name,
              handler: name,
              access: accessOf(handler, controller),
            });
          }
        }
      }
    }
  }
  return routes;
}

/** One layer of Express's router (express 5 / router 2). */
interface Layer {
  name: string;
  slash: boolean;
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

export interface ExpressSurface {
  /** Route layers (method + path), Nest's and those added on Express directly. */
  routes: Array<{ method: string; path: string }>;
  /** Middleware layers mounted on a path (not on `/`), by handler name: something serves under that path. */
  mounts: Layer[];
}

/** What Express itself will answer: its router's route layers and its path-mounted middleware. */
export function expressSurface(app: INestApplication): ExpressSurface {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes: ExpressSurface['routes'] = [];
  const mounts: Layer[] = [];
  for (const layer of express.router.stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: layer.route.path });
    } else if (!layer.slash) mounts.push(layer);
  }
  return { routes, mounts };
}

/** The mounts declared outside Nest's controllers (MountedRoutes). */
export function declaredMounts(app: INestApplication): readonly MountedRoute[] {
  return app.get(MountedRoutes).list();
}

/** The declared mount a path is served by, if any. */
export function mountOf(mounts: readonly MountedRoute[], path: string): MountedRoute | undefined {
  return mounts.find((mount) => path === mount.path || path.startsWith(`${mount.path}/`));
}
