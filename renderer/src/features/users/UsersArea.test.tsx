import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { PaymentsArea } from '../payments/PaymentsArea';
import { SettingsArea } from '../settings/SettingsArea';
import { userView } from './test-fixtures';
import { UsersArea } from './UsersArea';

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('users, payments and settings routes', () => {
  it('route each sub-path to its page', async () => {
    installFakeApi({ 'users:get': ({ user_id }) => ok(userView(user_id, [])) });
    const cases: Array<[ReactElement, string]> = [
      [<UsersArea rest={[]} />, 'Users'],
      [<UsersArea rest={['usr-1']} />, 'User usr-1'],
      [<UsersArea rest={['new']} />, 'New user'],
      [<UsersArea rest={['new', 'usr-2']} />, 'New user'],
      [<PaymentsArea rest={[]} />, 'Payments'],
      [<PaymentsArea rest={['pay-1']} />, 'Payment pay-1'],
      [<SettingsArea rest={[]} />, 'Settings'],
      [<SettingsArea rest={['new']} />, 'New profile'],
    ];
    for (const [element, title] of cases) {
      const view = renderWithClient(element);
      expect(h1()).toHaveTextContent(title);
      view.unmount();
    }
    renderWithClient(<UsersArea rest={['new', 'usr-2']} />);
    expect(screen.getByLabelText('User id')).toHaveValue('usr-2');
  });

  it('shows not-found for ids with characters an id cannot have, and for extra segments', () => {
    for (const element of [
      <UsersArea rest={['..%2Fadmin']} />,
      <UsersArea rest={['usr-1', 'extra']} />,
      <PaymentsArea rest={['pay 1']} />,
      <SettingsArea rest={['prf-1', 'x']} />,
    ]) {
      const view = renderWithClient(element);
      expect(h1()).toHaveTextContent('Page not found');
      view.unmount();
    }
  });
});
