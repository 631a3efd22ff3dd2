import { join } from 'node:path';
import { z } from 'zod';
import { moveAside, readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import { newConsoleIdentity } from './console-identity';

const SettingsFile = z.object({
  v: z.literal(1),
  /** Made once per data folder: the console's name in the team store may change, this not. */
  console_id: z.uuid(),
  /** The secret the id is the hash of; absent from a folder made before the store asked it. */
  console_proof: z.string().optional(),
  console_name: z.string().optional(),
  /** Without its password, which is sealed apart like a client secret. */
  url: z.string().optional(),
});
export type TeamSettings = z.infer<typeof SettingsFile>;

/** `team-store.json` in the data folder: this console's id, its name, and where it ships. */
export class TeamSettingsFile {
  private readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'team-store.json');
  }

  /** The saved settings, or fresh ones (written only once this console first connects). */
  read(): { settings: TeamSettings; saved: boolean } {
    const read = readJsonFile(this.path);
    if (read.kind === 'ok') {
      const parsed = SettingsFile.safeParse(read.value);
      if (parsed.success) return { settings: parsed.data, saved: true };
    }
    // Unreadable: kept aside for whoever investigates; this console starts afresh.
    if (read.kind !== 'missing') moveAside(this.path);
    return { settings: { v: 1, ...newConsoleIdentity() }, saved: false };
  }

  write(settings: TeamSettings): void {
    writeFileAtomic(this.path, `${JSON.stringify(settings, null, 2)}\n`);
  }
}
