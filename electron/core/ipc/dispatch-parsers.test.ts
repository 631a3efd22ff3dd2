import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../shared/result';
import { dispatch } from './dispatch';
import type { HandlerRegistry } from './index';

/*
 * A file of its own: a schema compiles its parser once per process, so any call made before this
 * one (in another test of the same file) would hide what this one compiles.
 */
describe('a call parsed once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compiles no parser code for its input or its answer', async () => {
    const compiled = vi.spyOn(globalThis, 'Function');
    const handlers = {
      'users:get': vi.fn(async () =>
        ok({ id: 'usr-1', email: 'ana@example.com', name: 'Ana', instruments: [] }),
      ),
    } as unknown as HandlerRegistry;
    const answer = await dispatch(handlers, 'users:get', { user_id: 'usr-1' });
    expect(answer).toMatchObject({ ok: true, value: { id: 'usr-1' } });
    expect(compiled).not.toHaveBeenCalled();
  });
});
