import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { SHOWN, installFakeApi, instrument } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { EditInstrumentPage } from './EditInstrumentPage';
import { InstrumentDetailPage } from './InstrumentDetailPage';

const loaded = instrument('ins-7', { holder: 'Jane Doe' });

describe('EditInstrumentPage', () => {
  it('prefills from the instrument and sends only the changed field', async () => {
    const fake = installFakeApi({
      'instruments:get': () => ok(loaded),
      'instruments:update': ({ id }) => ok(instrument(id, { holder: 'Jane Q Doe' })),
    });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    const holder = await screen.findByLabelText('Cardholder name');
    expect(holder).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Expiry month')).toHaveValue('12');
    expect(screen.getByLabelText('Expiry year')).toHaveValue('2030');

    await user.clear(holder);
    await user.type(holder, 'Jane Q Doe');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(window.location.hash).toBe('#/instruments/ins-7'));
    // Strict: a key present with `undefined` would still reach main and the API.
    expect(fake.inputsOf('instruments:update')).toStrictEqual([
      { id: 'ins-7', changes: { holder_name: 'Jane Q Doe' }, shownProfile: SHOWN },
    ]);
  });

  it('sends month and year together when only the month changed', async () => {
    const fake = installFakeApi({
      'instruments:get': () => ok(loaded),
      'instruments:update': ({ id }) => ok(instrument(id)),
    });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    const month = await screen.findByLabelText('Expiry month');
    await user.clear(month);
    await user.type(month, '6');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(fake.inputsOf('instruments:update')).toHaveLength(1));
    expect(fake.inputsOf('instruments:update')[0]).toStrictEqual({
      id: 'ins-7',
      changes: { expiration_month: '06', expiration_year: '2030' },
      shownProfile: SHOWN,
    });
  });

  it('does not call the API when nothing changed', async () => {
    const fake = installFakeApi({ 'instruments:get': () => ok(loaded) });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing to save: no field was changed.')).toBeInTheDocument();
    expect(fake.inputsOf('instruments:update')).toHaveLength(0);
  });

  it('shows an API error next to the form and keeps the edits', async () => {
    installFakeApi({
      'instruments:get': () => ok(loaded),
      'instruments:update': () =>
        fail('conflict', 'Instrument is locked', { status: 409, apiCode: 'instrument_locked' }),
    });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    const holder = await screen.findByLabelText('Cardholder name');
    await user.clear(holder);
    await user.type(holder, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const block = await screen.findByRole('alert', { name: 'Could not save the instrument' });
    expect(block).toHaveTextContent('409');
    expect(block).toHaveTextContent('instrument_locked');
    expect(block).toHaveTextContent('Instrument is locked');
    expect(holder).toHaveValue('Someone Else');
  });

  it('clears a field error while the fix is typed, so the first click on Save sends', async () => {
    // The error used to stay until the field lost focus: pressing Save blurred it, the message
    // vanished, the button moved up under the pointer and the click landed on nothing.
    const fake = installFakeApi({
      'instruments:get': () => ok(loaded),
      'instruments:update': ({ id }) => ok(instrument(id)),
    });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    const month = await screen.findByLabelText('Expiry month');
    await user.clear(month);
    await user.type(month, '13');
    await user.tab();
    expect(await screen.findByText('Month is 1 to 12')).toBeInTheDocument();

    await user.click(month);
    await user.clear(month);
    await user.type(month, '6');
    expect(month).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Month is 1 to 12')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.inputsOf('instruments:update')).toHaveLength(1));
  });

  it('clears a service code the card had when the field is emptied, sending null', async () => {
    const withCodes = instrument('ins-7', {}, { service_code: '201', sequence_number: '01' });
    const fake = installFakeApi({
      'instruments:get': () => ok(withCodes),
      'instruments:update': ({ id }) => ok(instrument(id)),
    });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    const code = await screen.findByLabelText('Service code');
    expect(code).toHaveValue('201');
    await user.clear(code);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(fake.inputsOf('instruments:update')).toHaveLength(1));
    expect(fake.inputsOf('instruments:update')[0]).toStrictEqual({
      id: 'ins-7',
      changes: { service_code: null },
      shownProfile: SHOWN,
    });
  });

  it('keeps every character typed in a code field and says what is wrong with it', async () => {
    const fake = installFakeApi({ 'instruments:get': () => ok(loaded) });
    const user = userEvent.setup();
    renderWithClient(<EditInstrumentPage id="ins-7" />);

    const sequence = await screen.findByLabelText('Sequence number');
    await user.type(sequence, '1234');
    const code = screen.getByLabelText('Service code');
    await user.type(code, '20a1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(sequence).toHaveValue('1234');
    expect(code).toHaveValue('20a1');
    expect(await screen.findByText('The sequence number is 1 to 3 digits')).toBeInTheDocument();
    expect(screen.getByText('The service code is 3 digits')).toBeInTheDocument();
    expect(fake.inputsOf('instruments:update')).toHaveLength(0);
  });

  it('says the changes were saved on the instrument page it opens, once', async () => {
    installFakeApi({
      'instruments:get': () => ok(loaded),
      'instruments:update': ({ id }) => ok(instrument(id, { holder: 'Jane Q Doe' })),
    });
    const user = userEvent.setup();
    const edit = renderWithClient(<EditInstrumentPage id="ins-7" />);

    const holder = await screen.findByLabelText('Cardholder name');
    await user.clear(holder);
    await user.type(holder, 'Jane Q Doe');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(window.location.hash).toBe('#/instruments/ins-7'));
    edit.unmount();

    const detail = renderWithClient(<InstrumentDetailPage id="ins-7" />);
    expect(screen.getByText(/Changes saved/)).toHaveAttribute('role', 'status');
    detail.unmount();
    renderWithClient(<InstrumentDetailPage id="ins-7" />);
    expect(screen.queryByText(/Changes saved/)).not.toBeInTheDocument();
  });
});
