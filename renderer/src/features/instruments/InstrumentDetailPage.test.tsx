import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { Instrument } from '../../../../shared/schemas/instrument';
import { installFakeApi, instrument, referenceInstrument } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { InstrumentDetailPage } from './InstrumentDetailPage';

describe('InstrumentDetailPage', () => {
  it('shows typed fields and the raw JSON, including fields the console does not know', async () => {
    const fake = installFakeApi({
      'instruments:get': ({ id }) =>
        ok(
          instrument(
            id,
            { brand: 'Visa', bin: '400000', last4: '0002' },
            { risk_score: 'surprise-42', fingerprint: 'fp-abc' },
          ),
        ),
    });
    renderWithClient(<InstrumentDetailPage id="ins-1" />);

    const raw = await screen.findByText(/"risk_score": "surprise-42"/);
    expect(raw.tagName).toBe('PRE');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instrument ins-1');
    const term = screen.getByText('Card', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('Visa •••• 0002');
    const bin = screen.getByText('BIN', { selector: 'dt' });
    expect(bin.nextElementSibling).toHaveTextContent('400000');
    expect(screen.getByText('fp-abc', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('12/2030', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '#/instruments/ins-1/edit',
    );
    expect(fake.inputsOf('instruments:get')).toEqual([{ id: 'ins-1' }]);
  });

  it('links the card’s user, as its copied payments name them, in both languages', async () => {
    installFakeApi({
      'instruments:get': ({ id }) => ok(instrument(id, { brand: 'Visa', last4: '0002' })),
      'finder:search': (input) =>
        ok({
          rows:
            input.instrumentId === 'ins-1'
              ? [
                  {
                    seq: 1,
                    id: 'pay-1',
                    traceId: null,
                    merchantId: 'mer-1',
                    status: 'CAPTURED',
                    amountMinor: 1000,
                    currency: 'USD',
                    cardBrand: 'VISA',
                    bin: null,
                    lastFour: '0002',
                    userId: 'usr-maria',
                    instrumentId: 'ins-1',
                    createdAt: 1,
                    updatedAt: null,
                  },
                ]
              : [],
          next: null,
        }),
    });
    const { unmount } = renderWithClient(<InstrumentDetailPage id="ins-1" />);
    const user = await screen.findByText('User', { selector: 'dt' });
    expect(user.nextElementSibling?.querySelector('a')).toHaveAttribute(
      'href',
      '#/users/usr-maria',
    );
    unmount();
    renderWithClient(<InstrumentDetailPage id="ins-1" />, { language: 'es' });
    expect(await screen.findByText('Usuario', { selector: 'dt' })).toBeInTheDocument();
  });

  it('names no user while none of the card’s payments does', async () => {
    installFakeApi({
      'instruments:get': ({ id }) => ok(instrument(id, { brand: 'Visa', last4: '0002' })),
      'finder:search': () => ok({ rows: [], next: null }),
    });
    renderWithClient(<InstrumentDetailPage id="ins-1" />);
    await screen.findByText('Card', { selector: 'dt' });
    expect(await screen.findByText(/^No payment with this card/)).toBeInTheDocument();
    expect(screen.queryByText('User', { selector: 'dt' })).toBeNull();
  });

  it('masks a full card number should the API ever echo one in the raw JSON', async () => {
    installFakeApi({
      'instruments:get': ({ id }) => ok(instrument(id, {}, { card_number: '4111111111111111' })),
    });
    renderWithClient(<InstrumentDetailPage id="ins-1" />);

    const raw = await screen.findByText(/"card_number"/);
    expect(raw.textContent).not.toContain('4111111111111111');
    expect(raw.textContent).toContain('411111••••••1111');
  });

  it('says plainly when no instrument has that id', async () => {
    installFakeApi({
      'instruments:get': () =>
        fail('not_found', 'Not found', { status: 404, apiCode: 'instrument_not_found' }),
    });
    renderWithClient(<InstrumentDetailPage id="ins-missing" />);

    // Its status and the API's code too, as on every load-error line.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No instrument with id ins-missing (HTTP 404, error code instrument_not_found)',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('InstrumentDetailPage on a reference-shaped answer', () => {
  it('shows a misfit field as sent with a mark, and the raw JSON exactly as sent', async () => {
    installFakeApi({ 'instruments:get': () => ok(Instrument.parse(referenceInstrument)) });
    renderWithClient(<InstrumentDetailPage id={referenceInstrument.id} />);

    const address = await screen.findByText('Billing address', { selector: 'dt' });
    expect(address.nextElementSibling).toHaveTextContent('Calle 1, 742 unexpected shape, COL');
    const created = screen.getByText('Created', { selector: 'dt' }).nextElementSibling;
    expect(created?.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(1762134994 * 1000).toISOString(),
    );
    expect(
      screen.getByText('Fingerprint', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('—');
    expect(screen.getByText('12/2030', { selector: 'dd' })).toBeInTheDocument();
    const raw = screen.getByText(/"billing_address"/);
    expect(JSON.parse(raw.textContent ?? '')).toEqual(referenceInstrument);
  });
});

describe('InstrumentDetailPage dates', () => {
  it('says a recent change as "… ago" in Spanish, with the exact time on hover', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    installFakeApi({
      'instruments:get': () =>
        ok(Instrument.parse({ ...referenceInstrument, updated_at: fiveMinutesAgo })),
    });
    renderWithClient(<InstrumentDetailPage id={referenceInstrument.id} />, { language: 'es' });
    const updated = (await screen.findByText('Actualizado', { selector: 'dt' })).nextElementSibling;
    const time = updated?.querySelector('time');
    expect(time).toHaveTextContent('hace 5 min');
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d/));
  });
});
