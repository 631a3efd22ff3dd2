import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { appInfo, installFakeApi, instrument, page } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { AuthorizationPage } from '../authorizations/AuthorizationPage';
import { profiles, report } from './testing';

const confirmation = {
  code: 'cnf-one-time-1',
  expires_at: '2025-12-12T10:05:00.000Z',
  summary: {
    operation: 'payments:authorize' as const,
    amount: { value: 25.5, currency: 'USD' },
    target: 'merchant mer-1',
    last_four: '1111',
    profile: 'Acquirer (production)',
  },
};

function production() {
  return installFakeApi({
    'app:info': () => ok(appInfo({ name: 'Acquirer (production)', production: true })),
    'profiles:list': () =>
      profiles({ name: 'Acquirer (production)', production: true, allowRawCards: false }),
    'instruments:list': () => page([instrument('ins-visa', { last4: '1111' })]),
    'operations:confirm': () => ok(confirmation),
    'payments:authorize': () => ok(report()),
    'operations:unresolved': () => ok([]),
  });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Merchant id'), 'mer-1');
  await screen.findByRole('option', { name: /ins-visa/ });
  await user.selectOptions(screen.getByLabelText('Instrument'), 'ins-visa');
  await user.type(screen.getByLabelText('Amount'), '25.50');
  await user.click(screen.getByRole('button', { name: 'Authorize payment' }));
}

describe('useMoneyOperation on a production profile', () => {
  it("asks main for a confirmation, shows main's summary, and sends with the code only after Confirm", async () => {
    const fake = production();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm on profile “Acquirer (production)”',
    });
    expect(within(dialog).getByText(/USD 25\.50 on the card ending 1111\?/)).toBeInTheDocument();
    expect(within(dialog).getByText('Card ending 1111')).toBeInTheDocument();
    expect(within(dialog).getByText('merchant mer-1')).toBeInTheDocument();
    expect(fake.inputsOf('operations:confirm')).toEqual([
      {
        channel: 'payments:authorize',
        input: expect.objectContaining({ merchant_id: 'mer-1', amount: '25.50' }),
      },
    ]);
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Authorize payment' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Approved');
    expect(fake.inputsOf('payments:authorize')).toEqual([
      expect.objectContaining({ merchant_id: 'mer-1', confirmation: 'cnf-one-time-1' }),
    ]);
    const channels = fake.calls.map((c) => c.channel).filter((c) => c !== 'operations:unresolved');
    expect(channels.indexOf('operations:confirm')).toBeLessThan(
      channels.indexOf('payments:authorize'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled, and the form is usable again', async () => {
    const fake = production();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Authorize payment' })).toBeEnabled();
    expect(screen.getByLabelText('Amount')).toHaveValue('25.50');
  });

  it('shows why when main refuses to mint a confirmation, and sends nothing', async () => {
    const fake = installFakeApi({
      'app:info': () => ok(appInfo({ production: true })),
      'profiles:list': () => profiles({ production: true }),
      'instruments:list': () => page([instrument('ins-visa', { last4: '1111' })]),
      'operations:confirm': () =>
        fail('forbidden', 'Profile does not allow additional JSON fields.', {
          apiCode: 'extra_fields_not_allowed',
        }),
      'payments:authorize': () => ok(report()),
      'operations:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    const block = await screen.findByRole('alert', { name: 'Nothing was sent' });
    expect(block).toHaveTextContent('extra_fields_not_allowed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);
  });
});
