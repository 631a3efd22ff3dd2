import type { Language } from '../../../shared/schemas/app';
import type { RememberedLanguage } from './remembered-language';

/** Who called main: one Electron window (`window:<webContents id>`), or the browser host's page. */
export type Caller = string;

export const BROWSER_CALLER: Caller = 'browser';
export const windowCaller = (webContentsId: number): Caller => `window:${webContentsId}`;

/**
 * The language each window (or the browser host's page) last said it shows, so that main's own
 * words reach a person in the language they chose. A caller that never said is read in the
 * language last shown, or English.
 */
export class PersonLanguages {
  private readonly chosen = new Map<Caller, Language>();

  /** `memory` keeps the last language said across launches, for pages on a new address. */
  constructor(private readonly memory?: RememberedLanguage) {}

  set(caller: Caller, language: Language): void {
    this.chosen.set(caller, language);
    this.memory?.remember(language);
  }

  /** The language the console was last shown in, this launch or an earlier one. */
  remembered(): Language | undefined {
    return this.memory?.current();
  }

  /** Before a page has said, the language the console was last shown in, else English. */
  of(caller: Caller | undefined): Language {
    return (caller !== undefined && this.chosen.get(caller)) || this.memory?.current() || 'en';
  }
}
