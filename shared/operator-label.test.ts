import { describe, expect, it } from 'vitest';
import { operatorLabel } from './operator-label';

describe('operatorLabel', () => {
  it('names a verified operator as the provider said, with the subject at its issuer', () => {
    expect(
      operatorLabel({
        kind: 'verified',
        issuer: 'https://id.example.com',
        subject: 'ana',
        name: 'Ana Store',
        email: 'ana@shop.example',
      }),
    ).toBe('Ana Store <ana@shop.example> (ana at https://id.example.com)');
    expect(
      operatorLabel({ kind: 'verified', issuer: 'https://id.example.com', subject: 'x1' }),
    ).toBe('x1 (x1 at https://id.example.com)');
  });

  it('says a local operator was not verified', () => {
    expect(operatorLabel({ kind: 'local', name: 'root' })).toBe('root (local, not verified)');
  });
});
