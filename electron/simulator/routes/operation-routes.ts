import type { ApiOperationName } from '../../../shared/operations/catalog';
import type { Handler, Router } from '../http';

/** The endpoint the simulator answers one API operation at. */
export interface OperationRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path pattern such as `/v1/instruments/:id`. */
  path: string;
  handler: Handler;
}

/**
 * An API area's routes, by operation: the area's file does not compile until every `<area>:*`
 * operation of the catalog has its endpoint here, so a new operation is never a 404 the
 * examples discover only when they replay.
 */
export type AreaRoutes<A extends string> = Record<
  Extract<ApiOperationName, `${A}:${string}`>,
  OperationRoute
>;

/** Every operation's route: where an operation of a new area without a file of routes shows. */
export type OperationRoutes = Record<ApiOperationName, OperationRoute>;

export const route = (
  method: OperationRoute['method'],
  path: string,
  handler: Handler,
): OperationRoute => ({ method, path, handler });

/**
 * Adds each endpoint once, in the table's order (the order 405's `Allow` lists methods in).
 * Two operations may share one endpoint (creating a user is adding its first card), but only
 * with the same handler: a different one would never be reached.
 */
export function addOperationRoutes(router: Router, routes: OperationRoutes): void {
  const added = new Map<string, Handler>();
  for (const [name, { method, path, handler }] of Object.entries<OperationRoute>(routes)) {
    const endpoint = `${method} ${path}`;
    const earlier = added.get(endpoint);
    if (earlier === handler) continue;
    if (earlier) throw new Error(`${name}: ${endpoint} already has another operation's handler`);
    added.set(endpoint, handler);
    router.add(method, path, handler);
  }
}
