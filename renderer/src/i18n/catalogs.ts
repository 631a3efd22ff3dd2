import * as common from './areas/common';
import * as frame from './areas/frame';
import * as instruments from './areas/instruments';
import * as validation from './areas/validation';
import { LANGUAGES, type Language, type Messages } from './messages';

/**
 * Which messages are in memory. The first screen (the frame and the instrument list) ships
 * with its own areas' messages; every other area's messages are a chunk of their own, fetched
 * with the screen that shows them (`lazyScreen` waits for both), so no screen renders before
 * its words are here and the first screen does not carry them.
 * An area's file holds both languages, so switching language never waits for a fetch.
 */
export type Area = keyof Messages;
type AreaCatalog<A extends Area> = Record<Language, Messages[A]>;

// Validation's words are the shared schemas' reasons, which any form and main's refusals use.
const firstScreen = { common, frame, instruments, validation } satisfies {
  [A in Area]?: AreaCatalog<A>;
};

export type FirstScreenArea = keyof typeof firstScreen;
export type LazyArea = Exclude<Area, FirstScreenArea>;
export const FIRST_SCREEN_AREAS = Object.keys(firstScreen) as FirstScreenArea[];

const lazyAreas: { [A in LazyArea]: () => Promise<AreaCatalog<A>> } = {
  activity: () => import('./areas/activity'),
  authorizations: () => import('./areas/authorizations'),
  finder: () => import('./areas/finder'),
  money: () => import('./areas/money'),
  unknownOutcomes: () => import('./areas/unknown-outcomes'),
  payments: () => import('./areas/payments'),
  pos: () => import('./areas/pos'),
  scenarios: () => import('./areas/scenarios'),
  settings: () => import('./areas/settings'),
  simulator: () => import('./areas/simulator'),
  team: () => import('./areas/team'),
  transactions: () => import('./areas/transactions'),
  users: () => import('./areas/users'),
};
export const LAZY_AREAS = Object.keys(lazyAreas) as LazyArea[];

type Loaded = { area: Area; catalog: AreaCatalog<Area> };
const loaded: Loaded[] = Object.entries(firstScreen).map(([area, catalog]) => ({
  area: area as Area,
  catalog,
}));
const pending = new Map<LazyArea, Promise<void>>();
const listeners = new Set<(added: Loaded) => void>();

/** Every message loaded so far, in i18next's resources shape. */
export function loadedResources() {
  const resources = {} as Record<Language, { translation: Partial<Messages> }>;
  for (const language of LANGUAGES) {
    resources[language] = {
      translation: Object.fromEntries(loaded.map(({ area, catalog }) => [area, catalog[language]])),
    };
  }
  return resources;
}

/** Calls `listener` with each area loaded from now on; returns the unsubscribe. */
export function onAreaLoaded(listener: (added: Loaded) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches these areas' messages once; a failed fetch is tried again by the next call. */
export function loadAreas(areas: readonly LazyArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let load = pending.get(area);
      if (!load) {
        load = lazyAreas[area]().then(
          (catalog) => {
            const added = { area, catalog: { en: catalog.en, es: catalog.es } } as Loaded;
            loaded.push(added);
            for (const listener of listeners) listener(added);
          },
          (error: unknown) => {
            pending.delete(area);
            throw error;
          },
        );
        pending.set(area, load);
      }
      return load;
    }),
  ).then(() => undefined);
}
