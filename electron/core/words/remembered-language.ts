import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../../shared/language-hint';
import type { Language } from '../../../shared/schemas/app';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-file';

/**
 * The language the console was last shown in, kept in the data folder. A page keeps a person's
 * choice in its own storage, but that storage belongs to an address: the browser host picks a
 * new port on each launch, and a page on a new address would start in the system's language,
 * English on most machines, after someone had chosen Spanish. Main hands this to a page that
 * has no choice of its own (see `withLanguageHint`).
 */
export class RememberedLanguage {
  private readonly file: string;
  private last: Language | undefined;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'language.json');
    const read = readJsonFile(this.file);
    // An unreadable file only costs the hint: the page then follows the system, as before.
    // Zod-free: the browser host reads this before it listens, ahead of the schemas.
    const said =
      read.kind === 'ok' ? (read.value as { language?: unknown } | null)?.language : undefined;
    this.last = LANGUAGE_CODES.find((code) => code === said);
  }

  current(): Language | undefined {
    return this.last;
  }

  remember(language: Language): void {
    if (language === this.last) return;
    this.last = language;
    try {
      writeFileAtomic(this.file, `${JSON.stringify({ language })}\n`);
    } catch {
      // A read-only or full disk loses the hint for the next launch, never the call that said it.
    }
  }
}
