import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAreas, type LazyArea } from '../i18n/catalogs';

/*
 * Apart from the route tree, so that the frame (which the tree shows) can preload the screens
 * without importing the tree back.
 */

const loaders: (() => Promise<unknown>)[] = [];

/**
 * Every screen but the instrument list (the first one) is its own chunk, fetched when it is
 * first shown. A screen names the message areas it speaks beyond the first screen's; they are
 * fetched with its chunk and the screen renders when both are here, so its Suspense fallback
 * covers the words too (screens.test.ts checks the names against the code). `preloadScreens`
 * fetches them all once the first screen is up, so a click rarely sees the fallback.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  areas: readonly LazyArea[],
): LazyExoticComponent<ComponentType<P>> {
  const loadDefault = () =>
    Promise.all([load(), loadAreas(areas)]).then(([module]) => ({
      default: module[name] as ComponentType<P>,
    }));
  loaders.push(loadDefault);
  return lazy(loadDefault);
}

/** Fetches every screen's chunk; a failure here is retried by the screen when it is shown. */
export function preloadScreens(): Promise<unknown> {
  return Promise.allSettled(loaders.map((load) => load()));
}
