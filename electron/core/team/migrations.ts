import type pg from 'pg';

/**
 * The team store's schema, one step per version, applied in order inside a transaction each.
 * Append only: a shipped console may meet a store migrated by a newer one, and the reverse.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'audit_records',
    sql: `
      CREATE TABLE audit_records (
        console_id uuid NOT NULL,
        -- The record's place in its console's journal (month and byte offset): the same on
        -- every resend, so the primary key makes a resend a no-op.
        seq bigint NOT NULL,
        console_name text NOT NULL,
        type text NOT NULL,
        operation_id text NOT NULL,
        at timestamptz NOT NULL,
        operator text,
        profile_id text,
        operation text,
        outcome text,
        -- Every id the record names (operation, idempotency key, payment, transaction, …).
        ids text[] NOT NULL DEFAULT '{}',
        record jsonb NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (console_id, seq)
      );
      CREATE INDEX audit_records_operation ON audit_records (console_id, operation_id, type, seq);
      -- No pending list: a search right after a burst of shipping stays an index lookup.
      CREATE INDEX audit_records_ids ON audit_records USING gin (ids) WITH (fastupdate = off);
      CREATE INDEX audit_records_begins ON audit_records (at DESC, console_id, seq DESC)
        WHERE type = 'begin';
      CREATE INDEX audit_records_operator ON audit_records (operator, at DESC) WHERE type = 'begin';
      CREATE INDEX audit_records_console ON audit_records (console_name, at DESC)
        WHERE type = 'begin';
    `,
  },
  {
    version: 2,
    name: 'rows_bound_to_roles',
    sql: `
      -- Who stored each row, set by the server: a till cannot write it as another.
      ALTER TABLE audit_records ADD COLUMN inserted_by name;
      ALTER TABLE audit_records ALTER COLUMN inserted_by SET DEFAULT session_user;
      -- Which database role ships for which console: the first to claim an id keeps it, so an
      -- insert-only till can neither forge nor pre-empt another console's records.
      CREATE TABLE console_claims (
        console_id uuid PRIMARY KEY,
        role name NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX console_claims_role ON console_claims (role);
      CREATE FUNCTION audit_claim_console(console uuid)
        RETURNS TABLE (owner name, others int)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
      BEGIN
        INSERT INTO console_claims (console_id, role) VALUES (console, session_user)
          ON CONFLICT DO NOTHING;
        RETURN QUERY
          SELECT c.role,
                 (SELECT count(*)::int FROM console_claims o
                   WHERE o.role = session_user AND o.console_id <> console)
          FROM console_claims c WHERE c.console_id = console;
      END $fn$;
      REVOKE ALL ON FUNCTION audit_claim_console(uuid) FROM PUBLIC;
      -- Only the caller's own consoles: nothing another till could use.
      CREATE FUNCTION audit_consoles_of_caller() RETURNS uuid[]
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
        SELECT coalesce(array_agg(console_id), '{}') FROM console_claims WHERE role = session_user
      $fn$;
      DO $do$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'console_writer') THEN
          GRANT EXECUTE ON FUNCTION audit_claim_console(uuid) TO console_writer;
        END IF;
      END $do$;
      ALTER TABLE audit_records ENABLE ROW LEVEL SECURITY;
      CREATE POLICY audit_records_read ON audit_records FOR SELECT USING (true);
      -- The subquery is an InitPlan: the caller's consoles are read once per INSERT, not per row.
      CREATE POLICY audit_records_own_console ON audit_records FOR INSERT
        WITH CHECK (inserted_by = session_user
                    AND console_id = ANY ((SELECT audit_consoles_of_caller())::uuid[]));
    `,
  },
  {
    version: 3,
    name: 'team_activity_filters',
    sql: `
      -- Team Activity's filters by operation and by profile, newest first: without them a
      -- filtered page walked every begin in time order looking for its fifty.
      CREATE INDEX audit_records_operation_kind ON audit_records (operation, at DESC)
        WHERE type = 'begin';
      CREATE INDEX audit_records_profile ON audit_records (profile_id, at DESC)
        WHERE type = 'begin';
    `,
  },
  {
    version: 4,
    name: 'ids_pending_list',
    sql: `
      -- Inserting each id straight into the GIN tree was 40% of the store's work while shipping
      -- (below 20,000 records/s at 1,000,000). New ids now wait in a pending list of at most
      -- 1 MB, merged in bulk; a search reads that list too, a millisecond or two at its fullest.
      ALTER INDEX audit_records_ids SET (fastupdate = on, gin_pending_list_limit = 1024);
    `,
  },
  {
    version: 5,
    name: 'definer_functions_search_temp_last',
    sql: `
      -- A SECURITY DEFINER function whose search_path does not name pg_temp searches the
      -- caller's temporary schema FIRST: a till created a temp table console_claims naming
      -- another console as its own, and row-level security then let it write that console's
      -- rows. The functions now name the table with its schema and search pg_temp last.
      CREATE OR REPLACE FUNCTION audit_claim_console(console uuid)
        RETURNS TABLE (owner name, others int)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $fn$
      BEGIN
        INSERT INTO public.console_claims (console_id, role) VALUES (console, session_user)
          ON CONFLICT DO NOTHING;
        RETURN QUERY
          SELECT c.role,
                 (SELECT count(*)::int FROM public.console_claims o
                   WHERE o.role = session_user AND o.console_id <> console)
          FROM public.console_claims c WHERE c.console_id = console;
      END $fn$;
      CREATE OR REPLACE FUNCTION audit_consoles_of_caller() RETURNS uuid[]
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $fn$
        SELECT coalesce(array_agg(console_id), '{}') FROM public.console_claims
        WHERE role = session_user
      $fn$;
    `,
  },
  {
    version: 6,
    name: 'first_claim_proves_console_id',
    sql: `
      -- A till that read an unshipped console's id (an export's console_id column) could claim
      -- it first, and that console was then refused for good. A console's id is now the hash of
      -- a secret in its data folder: an id no role holds yet is claimed only with that secret.
      -- An id already claimed answers its owner as before, so shipping consoles need nothing.
      CREATE FUNCTION audit_claim_console(console uuid, proof text)
        RETURNS TABLE (owner name, others int)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $fn$
      DECLARE
        c text := replace(console::text, '-', '');
        h text := encode(sha256(convert_to(coalesce(proof, ''), 'UTF8')), 'hex');
      BEGIN
        -- The UUID's version (13th) and variant (17th) digits are not the hash's.
        IF NOT EXISTS (SELECT 1 FROM public.console_claims WHERE console_id = console)
           AND (proof IS NULL OR substr(h, 1, 12) <> substr(c, 1, 12)
                OR substr(h, 14, 3) <> substr(c, 14, 3) OR substr(h, 18, 15) <> substr(c, 18, 15))
        THEN
          RAISE EXCEPTION 'console id % is not proven by this claim', console
            USING ERRCODE = 'PC001';
        END IF;
        INSERT INTO public.console_claims (console_id, role) VALUES (console, session_user)
          ON CONFLICT DO NOTHING;
        RETURN QUERY
          SELECT c2.role,
                 (SELECT count(*)::int FROM public.console_claims o
                   WHERE o.role = session_user AND o.console_id <> console)
          FROM public.console_claims c2 WHERE c2.console_id = console;
      END $fn$;
      REVOKE ALL ON FUNCTION audit_claim_console(uuid, text) FROM PUBLIC;
      DO $do$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'console_writer') THEN
          GRANT EXECUTE ON FUNCTION audit_claim_console(uuid, text) TO console_writer;
        END IF;
      END $do$;
      -- The claim without a proof is what a till used: gone, with its grants.
      DROP FUNCTION audit_claim_console(uuid);
    `,
  },
  {
    version: 7,
    name: 'approval_requests',
    sql: `
      -- Four-eyes approvals: a production money operation above its profile's threshold waits
      -- here, exact body and all, until a supervisor on another console decides. Consoles may
      -- add a pending request and read them; every change of state goes through the functions
      -- below, each one conditional UPDATE, so two supervisors cannot both decide and a request
      -- cannot be sent twice.
      CREATE TABLE approval_requests (
        id uuid PRIMARY KEY,
        requester jsonb NOT NULL,
        -- Who asked, as compared with the approver: the provider's issuer and subject, or a
        -- local operator's console (nothing else tells two local operators apart).
        requester_key text NOT NULL,
        requester_console uuid NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        profile jsonb NOT NULL,
        operation text NOT NULL,
        path text NOT NULL,
        targets jsonb NOT NULL,
        amount jsonb,
        -- The exact bytes that will be sent, and their SHA-256 as the requester computed it.
        body text NOT NULL,
        body_sha256 text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        state text NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'approved', 'rejected', 'sending', 'sent')),
        approver jsonb,
        approver_console uuid,
        decided_at timestamptz,
        note text,
        sent_at timestamptz,
        inserted_by name NOT NULL DEFAULT session_user
      );
      CREATE INDEX approval_requests_pending ON approval_requests (requested_at)
        WHERE state = 'pending';
      CREATE INDEX approval_requests_console ON approval_requests (requester_console, state);
      ALTER TABLE approval_requests ENABLE ROW LEVEL SECURITY;
      CREATE POLICY approval_requests_read ON approval_requests FOR SELECT USING (true);
      -- A console adds only an undecided request in its own name: a decision is never inserted.
      CREATE POLICY approval_requests_ask ON approval_requests FOR INSERT
        WITH CHECK (inserted_by = session_user AND state = 'pending' AND approver IS NULL
                    AND decided_at IS NULL AND sent_at IS NULL AND expires_at > now());
      CREATE FUNCTION approval_decide(request uuid, approve boolean, who jsonb, who_key text,
                                      who_console uuid, why text)
        RETURNS TABLE (state text, decided_at timestamptz)
        LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $fn$
        UPDATE public.approval_requests a
           SET state = CASE WHEN approve THEN 'approved' ELSE 'rejected' END,
               approver = who, approver_console = who_console, decided_at = now(), note = why
         WHERE a.id = request AND a.state = 'pending' AND a.expires_at > now()
           AND a.requester_key <> who_key
        RETURNING a.state, a.decided_at
      $fn$;
      -- Only the requesting console may take an approved request to send it, and only once.
      CREATE FUNCTION approval_claim_send(request uuid, console uuid)
        RETURNS TABLE (body text, body_sha256 text)
        LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $fn$
        UPDATE public.approval_requests a SET state = 'sending'
         WHERE a.id = request AND a.state = 'approved' AND a.requester_console = console
        RETURNING a.body, a.body_sha256
      $fn$;
      CREATE FUNCTION approval_mark_sent(request uuid, console uuid) RETURNS boolean
        LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $fn$
        WITH done AS (
          UPDATE public.approval_requests a SET state = 'sent', sent_at = now()
           WHERE a.id = request AND a.state = 'sending' AND a.requester_console = console
          RETURNING 1)
        SELECT EXISTS (SELECT 1 FROM done)
      $fn$;
      REVOKE ALL ON FUNCTION approval_decide(uuid, boolean, jsonb, text, uuid, text) FROM PUBLIC;
      REVOKE ALL ON FUNCTION approval_claim_send(uuid, uuid) FROM PUBLIC;
      REVOKE ALL ON FUNCTION approval_mark_sent(uuid, uuid) FROM PUBLIC;
      DO $do$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'console_writer') THEN
          GRANT SELECT, INSERT ON approval_requests TO console_writer;
          GRANT EXECUTE ON FUNCTION approval_decide(uuid, boolean, jsonb, text, uuid, text),
            approval_claim_send(uuid, uuid), approval_mark_sent(uuid, uuid) TO console_writer;
        END IF;
      END $do$;
    `,
  },
  {
    version: 8,
    name: 'operator_identity',
    sql: `
      -- Who made an operation as the provider said it: the subject at its issuer is the part
      -- no one can rename, so Team Activity finds a person by it whatever their display name
      -- was that day. Null for a local operator (nothing verified) and for older records.
      ALTER TABLE audit_records ADD COLUMN operator_issuer text, ADD COLUMN operator_subject text;
      CREATE INDEX audit_records_operator_subject ON audit_records (operator_subject, at DESC)
        WHERE type = 'begin' AND operator_subject IS NOT NULL;
    `,
  },
  {
    version: 9,
    name: 'approval_plan',
    sql: `
      -- A cancel-or-refund (or a reversal of whatever is left) names no amount: the API decides
      -- from the payment's state when it is sent, and the supervisor approved blind. The
      -- requester's console now reads the payment as it asks and keeps what the request would
      -- do then (action, amount, the moment read). Null when the body names its own amount, or
      -- when the payment could not be read: a screen then says it is not known, never a guess.
      -- The table's grants and its insert policy cover the new column: a console asks with it
      -- as before, and every console reads it.
      ALTER TABLE approval_requests ADD COLUMN plan jsonb
        CHECK (plan IS NULL OR jsonb_typeof(plan) = 'object');
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** Serialises consoles that meet an unmigrated store at the same moment. */
const MIGRATION_LOCK = 0x7061796d; // "paym"

/** The version the store is at: 0 when it has no schema yet. */
export async function schemaVersion(client: pg.ClientBase): Promise<number> {
  const table = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!table.rows[0]?.exists) return 0;
  const result = await client.query<{ version: number | null }>(
    'SELECT max(version)::int AS version FROM schema_migrations',
  );
  return result.rows[0]?.version ?? 0;
}

/** Applies every migration the store lacks; returns the version it is now at. */
export async function migrate(client: pg.ClientBase): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version int PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const current = await schemaVersion(client);
    for (const step of MIGRATIONS) {
      if (step.version <= current) continue;
      await client.query(step.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return schemaVersion(client);
}

/**
 * Why a console that may not migrate a store that is behind will not ship, as the reason the
 * page says in the person's language and what it names: the versions and the owner's command.
 */
export function behindWords(
  current: number,
  ownerHint = 'postgres://owner@…',
): { reason: 'store_schema_missing' | 'store_schema_behind'; params: Record<string, string> } {
  const params = {
    needs: String(SCHEMA_VERSION),
    command: `npm run team:migrate -- ${ownerHint}`,
  };
  return current === 0
    ? { reason: 'store_schema_missing', params }
    : { reason: 'store_schema_behind', params: { ...params, current: String(current) } };
}
