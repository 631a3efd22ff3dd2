-- Run in the team store's database as its administrator (e.g. postgres) after
-- `npm run team:migrate`. Consoles connect as
-- console_writer: they may add audit records and never change or remove one. Supervisors and
-- auditors connect as audit_reader: they may read and never write. Give each a password with
-- `\password console_writer` and `\password audit_reader` in psql.
CREATE ROLE console_writer LOGIN;
CREATE ROLE audit_reader LOGIN;
GRANT SELECT ON schema_migrations TO console_writer, audit_reader;
GRANT INSERT ON audit_records TO console_writer;
GRANT SELECT ON audit_records TO audit_reader;
