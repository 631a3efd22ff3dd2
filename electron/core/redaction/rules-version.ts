/**
 * Which redaction rules a journal line was written under, stamped on the line beside the record
 * (readers' schemas drop it). The journal redacts every record before the disk; the team
 * store's shipper redacts again only a line written under other rules, since the same rules a
 * second time change nothing and that pass was a third of its time. A test pins this number to
 * the rules' sources: change a rule and it asks for the next number, so an older line is never
 * taken as redacted by rules it did not meet.
 */
export const REDACTION_RULES = 4;

/** The key the stamp is written under, first on the line. */
export const REDACTED_BY = 'redacted_by';
