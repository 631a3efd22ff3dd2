import { describe, expect, it } from 'vitest';
import { operatorLabel, recordedOperator } from './operator-label';

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

describe('recordedOperator', () => {
  it('reads the identity a record carries', () => {
    const ana = { kind: 'verified', issuer: 'https://id.example.com', subject: 'ana' } as const;
    expect(recordedOperator('Ana (ana at https://id.example.com)', ana)).toEqual(ana);
  });

  it('reads an older record by its label, as a local operator nothing verified', () => {
    expect(recordedOperator('maria (local, not verified)')).toEqual({
      kind: 'local',
      name: 'maria',
    });
    expect(recordedOperator('qa')).toEqual({ kind: 'local', name: 'qa' });
    // A label that reads like a provider's is still only a label: anyone could have typed it.
    expect(recordedOperator('Ana (ana at https://id.example.com)', { kind: 'verified' })).toEqual({
      kind: 'local',
      name: 'Ana (ana at https://id.example.com)',
    });
  });
});
