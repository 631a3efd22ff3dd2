import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The version recorded in audit records and shown in the app: package.json's. A bundled host
 * (dist/web) sits elsewhere than this file, so it says where package.json is.
 */
export function appVersion(
  packageJson = resolve(import.meta.dirname, '../../package.json'),
): string {
  try {
    const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
