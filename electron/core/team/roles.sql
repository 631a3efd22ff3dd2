-- Run in the team store's database as its administrator (e.g. postgres) after
-- `npm run team:migrate`. console_writer holds what a console may do: add audit records, never
-- change or remove one. Each console logs in as its OWN role, a member of console_writer: the
-- store binds every console id to the role that first shipped it, so one till can neither
-- forge nor pre-empt another's records (a role shared by two consoles would let each write as
-- the other). Supervisors and auditors connect as audit_reader: they may read and never write.
CREATE ROLE console_writer NOLOGIN;
CREATE ROLE audit_reader LOGIN;
GRANT SELECT ON schema_migrations TO console_writer, audit_reader;
GRANT INSERT ON audit_records TO console_writer;
GRANT EXECUTE ON FUNCTION audit_claim_console(uuid, text) TO console_writer;
GRANT SELECT ON audit_records TO audit_reader;
-- Four-eyes approvals: a console asks (INSERT) and reads requests; deciding, taking an
-- approved request to send and marking it sent go only through these conditional functions.
GRANT SELECT, INSERT ON approval_requests TO console_writer;
GRANT EXECUTE ON FUNCTION approval_decide(uuid, boolean, jsonb, text, uuid, text),
  approval_claim_send(uuid, uuid), approval_mark_sent(uuid, uuid) TO console_writer;
-- Then, per console, a login of its own, and its password set in psql:
--   CREATE ROLE till_main_st LOGIN IN ROLE console_writer;
--   \password till_main_st
-- and `\password audit_reader`. A supervisor's console that decides approvals needs
-- console_writer's functions as well as audit_reader's reading, in a login of its own:
--   CREATE ROLE sup_sam LOGIN IN ROLE console_writer, audit_reader;
