import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InputOf } from '../../../../shared/contract';
import { fail, ok } from '../../../../shared/result';
import { appInfo, installFakeApi, instrument, page } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { AuthorizationPage } from '../authorizations/AuthorizationPage';
import { profiles, report } from './testing';

const prompt = {
  summary: {
    operation: 'Payment authorization',
    profile: 'Acquirer (production)',
    base_url: 'https://api.acquirer.example',
    amount: { value: 25.5, currency: 'USD' },
    target: 'merchant mer-1',
    last_four: '1111',
  },
  expires_at: '2025-12-12T10:02:00.000Z',
  tries_left: 3,
};

/** Main as the browser host answers: the summary and a wait for the code it printed. */
const codeRequired = (message = 'Type the code printed in the terminal where the console runs') =>
  fail('forbidden', message, { apiCode: 'confirmation_required', confirmation: prompt });

function production(authorize: (input: InputOf<'payments:authorize'>) => ReturnType<typeof ok>) {
  return installFakeApi({
    'app:info': () => ok(appInfo({ name: 'Acquirer (production)', production: true })),
    'profiles:list': () =>
      profiles({ name: 'Acquirer (production)', production: true, allowRawCards: false }),
    'instruments:list': () => page([instrument('ins-visa', { last4: '1111' })]),
    'payments:authorize': authorize as never,
    'outcomes:unresolved': () => ok([]),
  });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Merchant id'), 'mer-1');
  await screen.findByRole('option', { name: /ins-visa/ });
  await user.selectOptions(screen.getByLabelText('Instrument'), 'ins-visa');
  await user.type(screen.getByLabelText('Amount'), '25.50');
  await user.click(screen.getByRole('button', { name: 'Authorize payment' }));
}

describe('useMoneyOperation on a production profile in the browser host', () => {
  it("shows main's summary with a code field, and re-sends the same operation with the typed code", async () => {
    const fake = production((input) =>
      input.confirmation === '482913' ? ok(report()) : codeRequired(),
    );
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm on profile “Acquirer (production)”',
    });
    expect(
      within(dialog).getByText(/Payment authorization: USD 25\.50 on the card ending 1111\?/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('merchant mer-1')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Acquirer (production) (https://api.acquirer.example)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorize payment' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Code printed in the terminal'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Approved');
    const [first, second] = fake.inputsOf('payments:authorize') as Array<Record<string, unknown>>;
    expect(first).not.toHaveProperty('confirmation');
    expect(second).toEqual({ ...first, confirmation: '482913' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with main’s reason when the code is wrong, then sends the right one', async () => {
    const fake = production((input) =>
      input.confirmation === '482913'
        ? ok(report())
        : input.confirmation
          ? fail('forbidden', 'That is not the code printed for this operation: 2 tries left.', {
              apiCode: 'confirmation_code_wrong',
              confirmation: { ...prompt, tries_left: 2 },
            })
          : codeRequired(),
    );
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    const field = await screen.findByLabelText('Code printed in the terminal');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Type the six digits printed in the terminal')).toBeVisible();
    expect(fake.inputsOf('payments:authorize')).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 tries left');
    await user.type(screen.getByLabelText('Code printed in the terminal'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Approved');
    expect(fake.inputsOf('payments:authorize')).toHaveLength(3);
  });

  it('sends nothing more when the person cancels, and the form is usable again', async () => {
    const fake = production(() => codeRequired());
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.inputsOf('payments:authorize')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Authorize payment' })).toBeEnabled();
    expect(screen.getByLabelText('Amount')).toHaveValue('25.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why when main refuses outright (host started without --allow-production)', async () => {
    production(() =>
      fail('forbidden', 'This browser host was started without --allow-production.', {
        apiCode: 'production_not_allowed',
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    const block = await screen.findByRole('alert', { name: 'Nothing was sent' });
    expect(block).toHaveTextContent('production_not_allowed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useMoneyOperation in Electron, where main shows its own dialog', () => {
  it('asks nothing in the page: the answer is the report once the person confirmed in main', async () => {
    const fake = production(() => ok(report()));
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    await screen.findByText('Approved');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.inputsOf('payments:authorize')).toHaveLength(1);
  });

  it('treats "declined in main’s dialog" as cancelled: no error, the form usable again', async () => {
    const fake = production(() =>
      fail('forbidden', 'Not confirmed: nothing was sent.', { apiCode: 'confirmation_declined' }),
    );
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Authorize payment' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.inputsOf('payments:authorize')).toHaveLength(1);
  });
});
