import { useEffect, useState } from 'react';
import { router } from '../../app/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import type { ConnectionReport, Profile } from '../../../../shared/schemas/profile';
import { ProfileIndicator } from '../../app/ProfileIndicator';
import { createQueryClient, queryKeys } from '../../lib/query';
import { SHOWN, appInfo, installFakeApi, teamStatus } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { SettingsPage } from './SettingsPage';
import { remote, simulator } from './test-fixtures';

const staging = remote('prf-staging1', {
  secret: { state: 'session_only', reason: 'This system has no secure keyring' },
});
const live = remote('prf-live0001', {
  name: 'Acme live',
  production: true,
  secret: { state: 'needs_reentry', reason: 'The keyring was reset' },
});

/** The header and the page, re-rendered on navigation as in the app. */
function Harness() {
  const [, moved] = useState(0);
  useEffect(() => router.history.subscribe(() => moved((n) => n + 1)), []);
  return (
    <>
      <ProfileIndicator />
      <SettingsPage />
    </>
  );
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('SettingsPage', () => {
  it('lists the simulator first, marks the active profile and says each secret state', async () => {
    installFakeApi({
      'team:status': () => ok(teamStatus()),
      'app:info': () => ok(appInfo()),
      'profiles:list': () => ok({ profiles: [live, simulator, staging], activeId: 'prf-staging1' }),
    });
    renderWithClient(<SettingsPage />);

    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Simulator',
      'Acme live Production',
      'Staging Active',
    ]);
    expect(within(card(/Simulator/)).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(card(/Simulator/)).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(card(/Staging/)).toHaveTextContent(
      'Set for this session only. This system has no secure keyring',
    );
    expect(within(card(/Staging/)).queryByRole('button', { name: /Activate/ })).toBeNull();
    expect(card(/Acme live/)).toHaveTextContent('Needs to be re-entered. The keyring was reset');
    expect(screen.getByRole('alert')).toHaveTextContent('Some profiles need attention');
  });

  it('says on a profile’s card that approved requests wait for its secret', async () => {
    installFakeApi({
      'team:status': () => ok(teamStatus()),
      'app:info': () => ok(appInfo()),
      'profiles:list': () =>
        ok({
          profiles: [simulator, { ...live, secret: { state: 'not_set' }, approvedWaiting: 2 }],
          activeId: 'prf-live0001',
        }),
    });
    renderWithClient(<SettingsPage />);
    await screen.findAllByRole('article');
    expect(card(/Acme live/)).toHaveTextContent(
      '2 requests a supervisor approved wait for this secret',
    );
    expect(card(/Simulator/)).not.toHaveTextContent('supervisor');
  });

  it('speaks Spanish, and shows the simulator’s default merchant', async () => {
    installFakeApi({
      'app:info': () => ok(appInfo()),
      'profiles:list': () =>
        ok({
          profiles: [{ ...simulator, defaultMerchantId: 'mer-seed-store-1' }, staging],
          activeId: 'simulator',
        }),
    });
    renderWithClient(<SettingsPage />, { language: 'es' });

    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(card(/Simulator/)).toHaveTextContent('Comercio predeterminado');
    expect(card(/Simulator/)).toHaveTextContent('mer-seed-store-1');
    expect(card(/Staging/)).toHaveTextContent('Configurado solo para esta sesión');
    expect(within(card(/Staging/)).getByRole('button', { name: /Activar/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Mostrar la consola en')).toHaveValue('system');
  });

  it('shows a profiles file that could not be read', async () => {
    installFakeApi({
      'team:status': () => ok(teamStatus()),
      'app:info': () => ok(appInfo()),
      'profiles:list': () =>
        ok({
          profiles: [simulator],
          activeId: 'simulator',
          problem: 'profiles.json could not be read. Only the simulator is available.',
        }),
    });
    renderWithClient(<SettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'profiles.json could not be read. Only the simulator is available.',
    );
  });

  it('activating a profile clears every cached answer, refetches the profile and opens instruments', async () => {
    let active: Profile = simulator;
    const fake = installFakeApi({
      'app:info': () => ok(appInfo({ id: active.id, name: active.name, kind: active.kind })),
      'profiles:list': () => ok({ profiles: [simulator, staging], activeId: active.id }),
      'profiles:activate': ({ id }) => {
        active = id === staging.id ? staging : simulator;
        return ok(active);
      },
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.instruments.list(), { pages: [], pageParams: [] });
    client.setQueryData(queryKeys.payments.detail('pay-1'), { id: 'pay-1' });
    window.location.hash = '#/settings';
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
    const header = await screen.findByRole('group', { name: 'Active profile' });
    expect(header).toHaveTextContent('Simulator');

    await user.click(await screen.findByRole('button', { name: 'Activate Staging' }));

    await waitFor(() => expect(window.location.hash).toBe('#/instruments'));
    expect(fake.inputsOf('profiles:activate')).toEqual([
      // What the header showed at the click: the simulator.
      { id: 'prf-staging1', shownProfile: { id: 'simulator', revision: 0 } },
    ]);
    expect(client.getQueryData(queryKeys.instruments.list())).toBeUndefined();
    expect(client.getQueryData(queryKeys.payments.detail('pay-1'))).toBeUndefined();
    expect(fake.inputsOf('app:info')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Active profile' })).toHaveTextContent('Staging'),
    );
  });

  it('tests a connection and says in words where it failed', async () => {
    const fake = installFakeApi({
      'app:info': () => ok(appInfo()),
      'profiles:list': () => ok({ profiles: [simulator, staging], activeId: 'simulator' }),
      'profiles:testConnection': () =>
        ok({
          ok: false,
          stage: 'credentials',
          message: 'The token endpoint refused the client id "client-1" or its secret (HTTP 401).',
          url: 'https://api.staging.example/oauth/token',
          clientId: 'client-1',
          status: 401,
          latencyMs: 12,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Test connection of Staging' }));

    const result = await within(card(/Staging/)).findByText(/Failed checking the client id/);
    expect(result).toHaveTextContent(
      'Failed checking the client id and secret (credentials refused).',
    );
    expect(card(/Staging/)).toHaveTextContent('refused the client id “client-1” or its secret');
    expect(fake.inputsOf('profiles:testConnection')).toEqual([{ id: 'prf-staging1' }]);
  });

  it.each([
    [
      'en' as const,
      {
        ok: false,
        stage: 'dns',
        reason: 'dns',
        host: 'api.staging.example',
        detail: 'ENOTFOUND',
        message: 'The host name api.staging.example could not be resolved: check the URL.',
      } satisfies ConnectionReport,
      'Failed looking up the host name (DNS).',
      'The API’s address could not be found; nothing was sent. Check the spelling of api.staging.example and this machine’s network or DNS.',
      'Technical detail, in the system’s words: “ENOTFOUND”',
    ],
    [
      'es' as const,
      {
        ok: false,
        stage: 'connect',
        reason: 'refused',
        host: 'api.staging.example',
        detail: 'ECONNREFUSED',
        message: 'Nothing accepts connections at api.staging.example: check the host and port.',
      } satisfies ConnectionReport,
      'Falló al conectar con el servidor.',
      'Nada respondió en la dirección de la API; no se envió nada. Revise el servidor y el puerto (api.staging.example) y que el servicio esté en marcha.',
      'Detalle técnico, en palabras del sistema: «ECONNREFUSED»',
    ],
    [
      'en' as const,
      {
        ok: false,
        stage: 'tls',
        reason: 'tls',
        host: 'api.staging.example',
        detail: 'CERT_HAS_EXPIRED',
        message: 'api.staging.example was reached, but its TLS certificate has expired.',
      } satisfies ConnectionReport,
      'Failed setting up the secure connection (TLS).',
      'The API’s security certificate could not be trusted; nothing was sent. api.staging.example was reached, but its certificate has expired.',
      'Technical detail, in the system’s words: “CERT_HAS_EXPIRED”',
    ],
  ])(
    '%s: a failure on the way to the server reads in the screens’ words, its code only as the detail',
    async (language, report, summary, words, technical) => {
      installFakeApi({
        'app:info': () => ok(appInfo()),
        'profiles:list': () => ok({ profiles: [simulator, staging], activeId: 'simulator' }),
        'profiles:testConnection': () => ok(report),
      });
      const user = userEvent.setup();
      renderWithClient(<SettingsPage />, { language });
      const name =
        language === 'es' ? 'Probar la conexión de Staging' : 'Test connection of Staging';
      await user.click(await screen.findByRole('button', { name }));

      const result = await within(card(/Staging/)).findByText(summary);
      const notice = result.closest('.notice') as HTMLElement;
      const lines = Array.from(notice.querySelectorAll('p'), (p) => p.textContent);
      expect(lines).toEqual([summary, words, technical]);
      // The raw code is on the detail line and nowhere else.
      expect(notice.textContent!.split(report.detail)).toHaveLength(2);
    },
  );

  it('removes a profile only after confirming', async () => {
    let profiles = [simulator, staging];
    const fake = installFakeApi({
      'app:info': () => ok(appInfo()),
      'profiles:list': () => ok({ profiles, activeId: 'simulator' }),
      'profiles:remove': ({ id }) => {
        profiles = profiles.filter((p) => p.id !== id);
        return ok({ id });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Staging' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove profile “Staging”?' });
    expect(fake.inputsOf('profiles:remove')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove profile' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: /Staging/ })).toBeNull());
    expect(fake.inputsOf('profiles:remove')).toEqual([{ id: 'prf-staging1', shownProfile: SHOWN }]);
  });
});

describe('the Simulator profile’s dialect', () => {
  it('shows how the simulator answers and switches it, reading the profiles again', async () => {
    let dialect: 'friendly' | 'reference' = 'friendly';
    const fake = installFakeApi({
      'app:info': () => ok(appInfo()),
      'profiles:list': () =>
        ok({ profiles: [{ ...simulator, simulatorDialect: dialect }], activeId: 'simulator' }),
      'profiles:setSimulatorDialect': (input) => {
        dialect = input.dialect;
        return ok({ ...simulator, simulatorDialect: dialect });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<SettingsPage />);

    const friendly = await screen.findByRole('radio', { name: /Friendly/ });
    expect(friendly).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Like the reference' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Like the reference' })).toBeChecked(),
    );
    expect(fake.inputsOf('profiles:setSimulatorDialect')).toEqual([
      { dialect: 'reference', shownProfile: SHOWN },
    ]);
    expect(fake.inputsOf('profiles:list')).toHaveLength(2);
  });
});

describe('the Simulator profile’s dialect, refused', () => {
  it('goes back to what main has and says why', async () => {
    installFakeApi({
      'team:status': () => ok(teamStatus()),
      'app:info': () => ok(appInfo()),
      'profiles:list': () => ok({ profiles: [simulator], activeId: 'simulator' }),
      'profiles:setSimulatorDialect': () => fail('internal', 'The profiles could not be saved'),
    });
    const user = userEvent.setup();
    renderWithClient(<SettingsPage />);
    await user.click(await screen.findByRole('radio', { name: 'Like the reference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The profiles could not be saved');
    expect(screen.getByRole('radio', { name: /Friendly/ })).toBeChecked();
  });
});
