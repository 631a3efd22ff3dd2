import { describe, expect, it } from 'vitest';
import { describeStoreError, parseStoreUrl, storeError } from './connection';
import { storeErrorText } from './store-error-text';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return describeStoreError(error);
  }
  throw new Error('expected a refusal');
};

describe('a team store failure said on a terminal', () => {
  it('is Spanish by its reason, the socket code kept after it', () => {
    const down = describeStoreError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }));
    expect(storeErrorText(down, 'es')).toBe(
      'No se puede conectar con el almacén del equipo (ECONNREFUSED)',
    );
    expect(storeErrorText(down, 'en')).toBe('The team store cannot be reached (ECONNREFUSED)');
  });

  it('says a refused URL’s field reason in Spanish too, not its English', () => {
    const refused = refusalOf(() => parseStoreUrl('postgres://owner@db.example.com/team'));
    const said = storeErrorText(refused, 'es');
    expect(said).toMatch(/^No se usa la URL del almacén del equipo: El almacén del equipo en/);
    expect(said).not.toMatch(/not on this machine|Add \?sslmode/);
  });

  it('keeps PostgreSQL’s own words, quoted, inside the Spanish', () => {
    const said = storeErrorText(
      storeError('server', 'store_answered', { params: { message: 'disk full' } }),
      'es',
    );
    expect(said).toBe('El almacén del equipo respondió: «disk full»');
  });
});
