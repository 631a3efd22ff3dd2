import { describe, expect, it } from 'vitest';
import { REFUSAL_REASON_WORDS } from '../../../shared/refusal-reason-words';
import { judge } from './grants';

const NONE = {
  exists: true,
  superuser: false,
  owner: false,
  can_create: false,
  insert: false,
  select: false,
  update: false,
  delete: false,
  truncate: false,
};

describe('what a role may do, said by reason', () => {
  it('lists the powers beyond a console’s needs as codes beside main’s English', () => {
    const grants = judge({ ...NONE, insert: true, update: true, delete: true });
    expect(grants.grants).toBe('more');
    expect(grants.grantsNote).toMatch(/^This role may UPDATE, may DELETE: it could alter or erase/);
    // The page lists the same powers in the person's language from the codes.
    expect(grants.grantsWhy).toEqual({
      reason: 'store_role_may_alter',
      params: { powers: 'may UPDATE, may DELETE', powerCodes: 'update,delete' },
    });
  });

  it.each([
    [{ ...NONE }, 'store_role_may_neither'],
    [{ ...NONE, exists: false }, 'store_no_audit_table'],
  ] as const)('gives a role that may do nothing its reason (%#)', (row, reason) => {
    const grants = judge(row);
    expect(grants.grants).toBe('less');
    expect(grants.grantsWhy).toEqual({ reason });
    expect(grants.grantsNote).toBe(REFUSAL_REASON_WORDS.en[reason]);
  });

  it('says nothing of a role that fits', () => {
    const grants = judge({ ...NONE, insert: true });
    expect(grants).toEqual({
      canShip: true,
      canReadTeam: false,
      canMigrate: false,
      grants: 'exact',
    });
  });
});
