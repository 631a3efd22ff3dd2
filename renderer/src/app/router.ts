import type { RegisteredRouter, ToOptions } from '@tanstack/react-router';

/*
 * Links and navigation are built by the router the route tree makes (`routes.tsx`), which binds
 * it here: the screens the tree shows link with `hrefOf`, so this module cannot import the tree
 * without every screen importing itself through it.
 */
let bound: RegisteredRouter | undefined;

export function bindRouter(router: RegisteredRouter): void {
  bound = router;
}

function theRouter(): RegisteredRouter {
  if (bound === undefined) throw new Error('Links need the route tree (routes.tsx) loaded first');
  return bound;
}

/*
 * The console is loaded from a file (Electron) or from the browser host's one page, so the
 * path lives in the hash: `#/payments/pay-1`. Search params keep the plain `a=1&a=2` shape the
 * e2e suite and older links use (TanStack's default would write JSON): a repeated key is a
 * list, every value a string, and each route's `validateSearch` reads them with the contract's
 * schemas.
 */

export function parseSearch(searchStr: string): Record<string, string | string[]> {
  const params = new URLSearchParams(searchStr.replace(/^\?/, ''));
  const search: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    search[key] = values.length === 1 ? values[0]! : values;
  }
  return search;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A link's address, checked against the route tree: `hrefOf({ to: '/payments/$id', params:
 * { id } })` is `#/payments/pay-1`, and a path or param the tree does not have is a type error.
 * For plain anchors (lists, tables, messages); components that navigate use `<Link>`.
 */
export function hrefOf<const TTo extends string | undefined>(
  to: ToOptions<RegisteredRouter, '/', TTo>,
): string {
  const router = theRouter();
  return router.history.createHref(
    router.buildLocation(to as Parameters<typeof router.buildLocation>[0]).href,
  );
}

/**
 * Navigates outside a component's render (after a save, from a keyboard shortcut). Through the
 * history, which the router follows, so it works the same whether or not the frame is mounted.
 */
export function go<const TTo extends string | undefined>(
  to: ToOptions<RegisteredRouter, '/', TTo>,
): void {
  follow(hrefOf(to));
}

/** As `go`, in place of the address shown: Back does not return to a page that moved on. */
export function goInstead<const TTo extends string | undefined>(
  to: ToOptions<RegisteredRouter, '/', TTo>,
): void {
  theRouter().history.replace(hrefOf(to).replace(/^#/, ''));
}

/** Follows an address built by `hrefOf` (a search result, say) as a click on it would. */
export function follow(href: string): void {
  theRouter().history.push(href.replace(/^#/, ''));
}
