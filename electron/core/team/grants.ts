import type pg from 'pg';
import type { GrantFit } from './team-store-service';

export interface Grants {
  canShip: boolean;
  canReadTeam: boolean;
  grants: GrantFit;
  grantsNote?: string;
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
    row.superuser && 'is a superuser',
    !row.superuser && row.owner && 'owns the audit table',
    !row.superuser && !row.owner && row.update && 'may UPDATE',
    !row.superuser && !row.owner && row.delete && 'may DELETE',
    !row.superuser && !row.owner && row.truncate && 'may TRUNCATE',
  ].filter((x): x is string => typeof x === 'string');
  if (extra.length > 0) {
    return {
      canShip,
      canReadTeam,
      canMigrate,
      grants: 'more',
      grantsNote:
        `This role ${extra.join(', ')}: it could alter or erase the audit trail. ` +
        'Connect consoles as a role that may only INSERT (console_writer) and supervisors as one that may only SELECT (audit_reader).',
    };
  }
  if (!canShip && !canReadTeam) {
    return {
      canShip,
      canReadTeam,
      canMigrate,
      grants: 'less',
      grantsNote: row.exists
        ? 'This role may neither INSERT nor SELECT audit records: it can neither ship this console’s journal nor read the team’s activity. Grant INSERT (consoles) or SELECT (supervisors) on audit_records.'
        : 'The team store has no audit table yet and this role may not create it.',
    };
  }
  return { canShip, canReadTeam, canMigrate, grants: 'exact' };
}
