import type { Journaled } from './descriptor';
import type { ChangePresentation } from './presentation';
import { CONSOLE_CHANGE_DESCRIPTORS, OPERATIONS, type Operations } from './registry';

/*
 * What the registry says of each operation that is plain data: whether it moves money or
 * changes the back office, its journal code and area, and its words. The catalog and the
 * screens' words derive from this, not from the registry itself: a page needs the names and the
 * words on its first screen, and the registry brings every operation's schemas. So the page's
 * build writes this module's value in place of its code (vite.config.ts), and only the screens
 * that send an operation load its module.
 *
 * Nothing the registry loads may import this module at run time: it would run before the
 * registry it derives from.
 */

type CatalogEntry<D> =
  D extends Journaled<{ money: true }, infer A>
    ? { money: true; journalCode: number; area: A }
    : D extends Journaled<{ change: object }, infer A>
      ? { money: false; change: true; journalCode: number; area: A }
      : { money: false };

type Catalog = { readonly [K in keyof Operations]: CatalogEntry<Operations[K]> };

export const API_OPERATIONS = Object.fromEntries(
  Object.entries(OPERATIONS).map(([name, d]) => {
    if ('journalCode' in d) {
      const facts = { journalCode: d.journalCode, area: d.area };
      return [name, d.money ? { money: true, ...facts } : { money: false, change: true, ...facts }];
    }
    return [name, { money: false }];
  }),
) as Catalog;

/** Each API operation's words and CSV type, as its module gives them. */
export const PRESENTATIONS = Object.fromEntries(
  Object.entries(OPERATIONS).map(([name, d]) => [name, d.present]),
) as { readonly [K in keyof Operations]: Operations[K]['present'] };

/** The console's own journaled changes' words, as an API change has them. */
export const CONSOLE_CHANGE_PRESENTATIONS = Object.fromEntries(
  Object.entries(CONSOLE_CHANGE_DESCRIPTORS).map(([name, d]) => [name, d.present]),
) as { readonly [K in keyof typeof CONSOLE_CHANGE_DESCRIPTORS]: ChangePresentation };
