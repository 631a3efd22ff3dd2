import type pg from 'pg';
import type { ErrorReason } from '../../../shared/errors';
import { reasonText } from '../../../shared/error-words';
import type { StoreWords } from '../../../shared/schemas/team';
import { GRANT_POWER_WORDS, type GrantPower } from '../../../shared/team-grant-words';
import type { GrantFit } from './team-store-service';

export interface Grants {
  canShip: boolean;
  canReadTeam: boolean;
  grants: GrantFit;
  /** Main's English, for the log; the page says `grantsWhy` in the person's language. */
  grantsNote?: string;
  grantsWhy?: StoreWords;
  /** Whether this role may apply migrations (it owns the schema, or is a superuser). */
  canMigrate: boolean;
}

interface PrivilegeRow {
  exists: boolean;
  superuser: boolean;
  owner: boolean;
  can_create: boolean;
  insert: boolean;
  select: boolean;
  update: boolean;
  delete: boolean;
  truncate: boolean;
}

/**
 * What the connecting role may do to the audit trail, against what a console needs: INSERT to
 * ship, SELECT to read the team's activity, and nothing that could alter or erase a record
 * (PCI DSS 10.3.2: audit logs protected from modification).
 */
export async function readGrants(client: pg.ClientBase): Promise<Grants> {
  const result = await client.query<PrivilegeRow>(`
    SELECT
      t.oid IS NOT NULL AS exists,
      r.rolsuper AS superuser,
      coalesce(pg_has_role(t.relowner, 'USAGE'), false) AS owner,
      has_schema_privilege('public', 'CREATE') AS can_create,
      coalesce(has_table_privilege(t.oid, 'INSERT'), false) AS insert,
      coalesce(has_table_privilege(t.oid, 'SELECT'), false) AS select,
      coalesce(has_table_privilege(t.oid, 'UPDATE'), false) AS update,
      coalesce(has_table_privilege(t.oid, 'DELETE'), false) AS delete,
      coalesce(has_table_privilege(t.oid, 'TRUNCATE'), false) AS truncate
    FROM pg_roles r
    LEFT JOIN pg_class t ON t.oid = to_regclass('audit_records')
    WHERE r.rolname = current_user`);
  const row = result.rows[0];
  if (!row) return { canShip: false, canReadTeam: false, grants: 'unknown', canMigrate: false };
  return judge(row);
}

export function judge(row: PrivilegeRow): Grants {
  const canMigrate = row.superuser || row.owner || (!row.exists && row.can_create);
  const canShip = row.insert;
  const canReadTeam = row.select;
  const extra = [
    row.superuser && 'superuser',
    !row.superuser && row.owner && 'owner',
    !row.superuser && !row.owner && row.update && 'update',
    !row.superuser && !row.owner && row.delete && 'delete',
    !row.superuser && !row.owner && row.truncate && 'truncate',
  ].filter((x): x is GrantPower => typeof x === 'string');
  if (extra.length > 0) {
    return {
      canShip,
      canReadTeam,
      canMigrate,
      grants: 'more',
      // The codes go too, so the page lists the powers in the person's language.
      ...note('store_role_may_alter', {
        powers: extra.map((power) => GRANT_POWER_WORDS.en[power]).join(', '),
        powerCodes: extra.join(','),
      }),
    };
  }
  if (!canShip && !canReadTeam) {
    return {
      canShip,
      canReadTeam,
      canMigrate,
      grants: 'less',
      ...note(row.exists ? 'store_role_may_neither' : 'store_no_audit_table'),
    };
  }
  return { canShip, canReadTeam, canMigrate, grants: 'exact' };
}

function note(
  reason: ErrorReason,
  params?: Record<string, string>,
): Pick<Grants, 'grantsNote' | 'grantsWhy'> {
  return {
    grantsNote: reasonText(reason, params),
    grantsWhy: { reason, ...(params ? { params } : {}) },
  };
}
