/* The README's roles.sql, read by the tests and the bench so they run exactly what it gives. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROLES_SQL = readFileSync(join(import.meta.dirname, '..', 'roles.sql'), 'utf8');
