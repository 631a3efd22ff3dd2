import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import type { MirrorStatus } from '../../../shared/schemas/payment-search';
import { installFakeApi } from '../testing/fake-api';
import { renderWithClient } from '../testing/render';
import { MirrorFreshness } from './MirrorFreshness';
import './routes';

const status = (changes: Partial<MirrorStatus>): MirrorStatus => ({
  profileId: 'sim',
  state: { kind: 'caught_up' },
  mirrored: 1200,
  apiTotal: 1200,
  lastSyncedAt: null,
  ...changes,
});

describe('the header’s word on the payments mirror', () => {
  it('reads the status once, then follows main’s push', async () => {
    const fake = installFakeApi({
      'finder:status': () => ok(status({ state: { kind: 'syncing' }, mirrored: 300 })),
    });
    renderWithClient(<MirrorFreshness />);
    const link = await screen.findByRole('link', {
      name: 'Copying the API’s payments for search: 300 of 1,200',
    });
    expect(link).toHaveTextContent('300 copied');
    const bar = within(link).getByRole('progressbar', { name: 'Payments copied for search' });
    expect(bar).toHaveAttribute('aria-valuenow', '300');
    expect(bar).toHaveAttribute('aria-valuemax', '1200');
    expect(bar).toHaveAttribute('aria-valuetext', '300 of 1,200');
    expect(fake.inputsOf('finder:status')).toHaveLength(1);

    act(() =>
      fake.push(
        'finder:changed',
        status({ state: { kind: 'error', reason: 'refused' }, mirrored: 640 }),
      ),
    );
    expect(
      await screen.findByRole('link', {
        name: 'The API refused to list the payments; the copy waits and tries again later. (640 copied so far)',
      }),
    ).toHaveTextContent(/^Sync stopped · 640 copied$/);
    expect(fake.inputsOf('finder:status')).toHaveLength(1);
  });

  it('says a new run of the built-in simulator is why the copy starts over, in both languages', async () => {
    installFakeApi({
      'finder:status': () =>
        ok(
          status({
            state: { kind: 'syncing' },
            mirrored: 40,
            apiTotal: null,
            startedOver: 'new_simulator_run',
          }),
        ),
    });
    const { unmount } = renderWithClient(<MirrorFreshness />);
    const link = await screen.findByRole('link', {
      name: 'New simulator run: the built-in simulator was seeded for another day or with another payment count, so its payments are copied again (40 so far)',
    });
    expect(link).toHaveTextContent(/^New run · 40 copied$/);
    unmount();
    renderWithClient(<MirrorFreshness />, { language: 'es' });
    expect(
      await screen.findByRole('link', { name: /^Nueva ejecución del simulador: el simulador/ }),
    ).toHaveTextContent(/^Nueva ejecución · 40 copiados$/);
  });

  it('says a relaunch on the same seed resumed the copy, with the count it had, in both languages', async () => {
    installFakeApi({
      'finder:status': () =>
        ok(
          status({
            state: { kind: 'syncing' },
            mirrored: 246_000,
            apiTotal: null,
            resumed: 'same_simulator_seed',
          }),
        ),
    });
    const { unmount } = renderWithClient(<MirrorFreshness />);
    const link = await screen.findByRole('link', { name: /^Copy resumed: the built-in simulator/ });
    expect(link).toHaveTextContent(/^Resumed · 246,000 copied$/);
    expect(link.getAttribute('aria-label')).toMatch(/\(246,000 so far\)$/);
    unmount();
    renderWithClient(<MirrorFreshness />, { language: 'es' });
    expect(
      await screen.findByRole('link', { name: /^Copia reanudada: el simulador integrado/ }),
    ).toHaveTextContent(/^Reanudada · 246\.000 copiados$/);
  });

  it('says how many are copied in Spanish, with the bar only once the API has named a total', async () => {
    const fake = installFakeApi({
      'finder:status': () =>
        ok(status({ state: { kind: 'syncing' }, mirrored: 12_345, apiTotal: null })),
    });
    renderWithClient(<MirrorFreshness />, { language: 'es' });
    const link = await screen.findByRole('link', {
      name: 'Copiando los pagos de la API para buscar: 12.345 hasta ahora',
    });
    expect(link).toHaveTextContent(/^12\.345 copiados$/);
    expect(within(link).queryByRole('progressbar')).toBeNull();

    act(() =>
      fake.push(
        'finder:changed',
        status({ state: { kind: 'syncing' }, mirrored: 12_500, apiTotal: 1_000_000 }),
      ),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Pagos copiados para buscar' });
    expect(bar).toHaveAttribute('aria-valuenow', '12500');
    expect(bar).toHaveAttribute('aria-valuetext', '12.500 de 1.000.000');
    expect(screen.getByRole('link')).toHaveTextContent(/^12\.500 copiados$/);
  });

  it('says nothing before the sync has started', async () => {
    const fake = installFakeApi({ 'finder:status': () => ok(status({ state: { kind: 'idle' } })) });
    const { container } = renderWithClient(<MirrorFreshness />);
    await waitFor(() => expect(fake.inputsOf('finder:status')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('says waiting out the API in Spanish figures', async () => {
    installFakeApi({
      'finder:status': () =>
        ok(status({ state: { kind: 'backing_off', until: Date.now() }, mirrored: 12_000 })),
    });
    renderWithClient(<MirrorFreshness />, { language: 'es' });
    expect(
      await screen.findByRole('link', {
        name: /^La API pidió esperar: .*\(12\.000 hasta ahora\)$/,
      }),
    ).toHaveTextContent(/^En espera hasta /);
  });

  it('says the time as each language does, the hour without a leading zero', async () => {
    const at = new Date(2026, 10, 26, 19, 33).getTime();
    installFakeApi({ 'finder:status': () => ok(status({ lastSyncedAt: at })) });
    const { unmount } = renderWithClient(<MirrorFreshness />);
    expect(
      await screen.findByRole('link', { name: /were up to date at 7:33\sPM$/ }),
    ).toHaveTextContent(/^Synced 7:33\sPM$/);
    unmount();
    renderWithClient(<MirrorFreshness />, { language: 'es' });
    expect(
      await screen.findByRole('link', { name: /estaban al día a las 7:33\sp\.\s?m\.$/ }),
    ).toHaveTextContent(/^Al día 7:33\sp\.\s?m\.$/);
  });
});
