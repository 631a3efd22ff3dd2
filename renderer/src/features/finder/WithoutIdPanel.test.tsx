import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../shared/result';
import type { FoundPayment, MirrorStatus } from '../../../../shared/schemas/payment-search';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { WithoutIdPanel } from './WithoutIdPanel';

const found = (id: string): FoundPayment => ({
  seq: 1,
  id,
  traceId: 'POS7-000481',
  merchantId: 'mer-seed-store-1',
  status: 'CAPTURED',
  amountMinor: 10_000,
  currency: 'USD',
  cardBrand: 'VISA',
  bin: null,
  lastFour: '4242',
  userId: null,
  instrumentId: null,
  createdAt: new Date(2026, 10, 26, 14, 5).getTime(),
  updatedAt: null,
});

const caughtUp: MirrorStatus = {
  profileId: 'sim',
  state: { kind: 'caught_up' },
  mirrored: 1200,
  apiTotal: 1200,
  lastSyncedAt: null,
};

afterEach(() => vi.restoreAllMocks());

describe('WithoutIdPanel', () => {
  it('says nothing matches and that the copy searched may lag the API, as fresh as the header says', async () => {
    installFakeApi({
      'finder:search': () => ok({ rows: [], next: null }),
      'finder:status': () => ok(caughtUp),
    });
    renderWithClient(<WithoutIdPanel onPick={() => {}} prefill={{ trace: 'POS7-000481' }} />, {
      language: 'es',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar candidatos' }));
    // A trace number alone: the advice is about the trace number, not digits and an hour.
    expect(
      await screen.findByText(
        'Ningún pago coincide. Revise el número de traza con el comprobante o la pantalla de la terminal.',
      ),
    ).toBeVisible();
    // Searched from an unknown outcome: it may never have been made, and where to ask.
    expect(screen.getByText(/^Puede que el pago nunca se haya hecho/)).toHaveTextContent(
      '“Revisar el estado”',
    );
    expect(
      await screen.findByText(
        'La búsqueda lee la copia que la consola guarda de los pagos de la API, que puede ir por detrás de la API: un pago de hace unos momentos puede no estar aún. Los 1.200 pagos para buscar están al día.',
      ),
    ).toBeVisible();
  });

  it('ends the lag note in one period where the Spanish time ends in its own (“a.m.”)', async () => {
    installFakeApi({
      'finder:search': () => ok({ rows: [], next: null }),
      'finder:status': () =>
        ok({ ...caughtUp, lastSyncedAt: new Date(2026, 10, 27, 0, 52).getTime() }),
    });
    renderWithClient(<WithoutIdPanel onPick={() => {}} prefill={{ trace: 'POS7-000481' }} />, {
      language: 'es',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar candidatos' }));
    const note = await screen.findByText(/estaban al día a las/);
    expect(note.textContent).toMatch(/m\.$/);
    expect(note.textContent).not.toMatch(/\.\.$/);
  });

  it('brings a second search’s candidates into view once they are its own, without motion where it is unwanted', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    );
    let answer: (rows: FoundPayment[]) => void = () => {};
    installFakeApi({
      'finder:search': () =>
        new Promise((resolve) => {
          answer = (rows) => resolve(ok({ rows, next: null }));
        }),
      'finder:status': () => ok(caughtUp),
    });
    renderWithClient(<WithoutIdPanel onPick={() => {}} prefill={{ trace: 'POS7-000481' }} />);
    const search = screen.getByRole('button', { name: 'Find candidates' });
    await userEvent.click(search);
    await waitFor(() => expect(scrolled).not.toHaveBeenCalled());
    answer([]);
    await screen.findByText(/^No payment matches\./);
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', behavior: 'auto' });

    await userEvent.clear(screen.getByLabelText('Trace number'));
    await userEvent.type(screen.getByLabelText('Trace number'), 'POS7-000482');
    await userEvent.click(search);
    // While the last search's answer stands in, nothing moves: the view waits for this one's.
    expect(scrolled).toHaveBeenCalledTimes(1);
    answer([found('pay-second-1')]);
    await screen.findByRole('button', { name: 'Use payment pay-second-1' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });
  });
});
