import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The version recorded in audit records and shown in the app: package.json's. */
export function appVersion(): string {
  try {
    const pkg = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
