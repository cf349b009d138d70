import type { NestRoute } from './routes';

/**
 * The route's path with its parameters filled from `values` (`:slug` -> values.slug). A route with a
 * parameter no test knows yet fails loudly: add its value (and, for tenant isolation, what another
 * client's value must answer) where the tests build `values`.
 */
export function concretePath(route: Pick<NestRoute, 'path' | 'method'>, values: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no test value for :${name}`);
    return encodeURIComponent(value);
  });
}
