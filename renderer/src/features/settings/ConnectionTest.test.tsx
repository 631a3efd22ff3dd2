import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { ConnectionReport } from '../../../../shared/schemas/profile';
import type { Language } from '../../i18n/messages';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { ConnectionTest } from './ConnectionTest';

const TOKEN_URL = 'https://auth.staging.example/oauth/token';

/** Main's English sentence: present in every report, and never on the screen. */
const MAIN_SENTENCE = 'Main said this in English and the screen must not repeat it.';

/** Words only an English sentence has; a Spanish screen with one of them leaks English. */
const ENGLISH = /\b(the|and|was|with|not|could|check|answered|failed|refused|enter|again)\b/i;

type Case = [string, ConnectionReport, Record<Language, Array<string>>];

const cases: Array<Case> = [
  [
    'a token was issued',
    {
      ok: true,
      stage: 'ok',
      message: MAIN_SENTENCE,
      host: 'auth.staging.example',
      url: TOKEN_URL,
      clientId: 'client-1',
      status: 200,
      latencyMs: 42,
      expiresInSeconds: 3600,
    },
    {
      en: [
        'Connection works, token issued in 42 ms, token valid for 1 h.',
        `${TOKEN_URL} issued a token to the client id “client-1”.`,
      ],
      es: [
        'La conexión funciona, token emitido en 42 ms, token válido por 1 h.',
        `${TOKEN_URL} emitió un token para el ID de cliente «client-1».`,
      ],
    },
  ],
  [
    'no secret was ever set',
    { ok: false, stage: 'no_secret', message: MAIN_SENTENCE, missing: 'not_set' },
    {
      en: [
        'Failed before connecting: there is no client secret.',
        'This profile has no client secret yet: enter it, then test again.',
      ],
      es: [
        'Falló antes de conectar: no hay secreto del cliente.',
        'Este perfil todavía no tiene secreto del cliente: ingréselo y vuelva a probar.',
      ],
    },
  ],
  [
    'the saved secret no longer decrypts',
    { ok: false, stage: 'no_secret', message: MAIN_SENTENCE, missing: 'needs_reentry' },
    {
      en: [
        'Failed before connecting: there is no client secret.',
        'The saved client secret can no longer be read on this machine: enter it again, then test again.',
      ],
      es: [
        'Falló antes de conectar: no hay secreto del cliente.',
        'El secreto del cliente guardado ya no se puede leer en este equipo: ingréselo de nuevo y vuelva a probar.',
      ],
    },
  ],
  [
    'the token URL answered 404',
    {
      ok: false,
      stage: 'token_url',
      problem: 'not_found',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      status: 404,
      latencyMs: 7,
    },
    {
      en: [
        'Failed finding the token endpoint.',
        `${TOKEN_URL} answered HTTP 404: there is no token endpoint there. Check the token URL (by default it is the base URL followed by /oauth/token).`,
        'The token endpoint answered in 7 ms.',
      ],
      es: [
        'Falló al buscar el servicio de tokens.',
        `${TOKEN_URL} respondió HTTP 404: ahí no hay un servicio de tokens. Revise la URL del token (por defecto es la URL base seguida de /oauth/token).`,
        'El servicio de tokens respondió en 7 ms.',
      ],
    },
  ],
  [
    'the token URL redirects',
    {
      ok: false,
      stage: 'token_url',
      problem: 'redirect',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      host: 'auth.staging.example',
    },
    {
      en: [
        'Failed finding the token endpoint.',
        `${TOKEN_URL} sends the request elsewhere, and the console does not follow a redirect with credentials. Enter the final address as the token URL.`,
      ],
      es: [
        'Falló al buscar el servicio de tokens.',
        `${TOKEN_URL} envía la solicitud a otro lugar, y la consola no sigue una redirección con credenciales. Ingrese la dirección final como URL del token.`,
      ],
    },
  ],
  [
    'the client id or secret was refused',
    {
      ok: false,
      stage: 'credentials',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      clientId: 'client-1',
      status: 401,
      latencyMs: 12,
      serverCode: 'invalid_client',
      serverText: 'Unknown client or wrong client secret',
    },
    {
      en: [
        'Failed checking the client id and secret (credentials refused).',
        'The token endpoint refused the client id “client-1” or its secret (HTTP 401). Check the client id and enter the secret again.',
        'The token endpoint’s own words: invalid_client, “Unknown client or wrong client secret”',
        'The token endpoint answered in 12 ms.',
      ],
      es: [
        'Falló al verificar el ID y el secreto del cliente (credenciales rechazadas).',
        'El servicio de tokens rechazó el ID de cliente «client-1» o su secreto (HTTP 401). Revise el ID de cliente e ingrese el secreto de nuevo.',
        'Palabras del propio servicio de tokens: invalid_client, «Unknown client or wrong client secret»',
        'El servicio de tokens respondió en 12 ms.',
      ],
    },
  ],
  [
    'a 2xx that is not JSON',
    {
      ok: false,
      stage: 'answer',
      problem: 'not_json',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      status: 200,
      latencyMs: 5,
    },
    {
      en: [
        'Failed reading the token endpoint’s answer.',
        `${TOKEN_URL} answered HTTP 200, but not with a token in JSON: is this really the token URL?`,
        'The token endpoint answered in 5 ms.',
      ],
      es: [
        'Falló al leer la respuesta del servicio de tokens.',
        `${TOKEN_URL} respondió HTTP 200, pero no con un token en JSON: ¿es realmente la URL del token?`,
        'El servicio de tokens respondió en 5 ms.',
      ],
    },
  ],
  [
    'a 2xx without an access token',
    {
      ok: false,
      stage: 'answer',
      problem: 'no_token',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      status: 200,
      latencyMs: 5,
    },
    {
      en: [
        'Failed reading the token endpoint’s answer.',
        `${TOKEN_URL} answered HTTP 200 without an access token.`,
        'The token endpoint answered in 5 ms.',
      ],
      es: [
        'Falló al leer la respuesta del servicio de tokens.',
        `${TOKEN_URL} respondió HTTP 200 sin un token de acceso.`,
        'El servicio de tokens respondió en 5 ms.',
      ],
    },
  ],
  [
    'the server failed',
    {
      ok: false,
      stage: 'answer',
      problem: 'server_failed',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      status: 503,
      latencyMs: 30,
      serverCode: 'unavailable',
    },
    {
      en: [
        'Failed reading the token endpoint’s answer.',
        'The token endpoint failed (HTTP 503): try again later, or ask the API’s operators.',
        'The token endpoint’s own words: unavailable',
        'The token endpoint answered in 30 ms.',
      ],
      es: [
        'Falló al leer la respuesta del servicio de tokens.',
        'El servicio de tokens falló (HTTP 503): vuelva a intentarlo más tarde o consulte a quienes operan la API.',
        'Palabras del propio servicio de tokens: unavailable',
        'El servicio de tokens respondió en 30 ms.',
      ],
    },
  ],
  [
    'another status',
    {
      ok: false,
      stage: 'answer',
      problem: 'unexpected',
      message: MAIN_SENTENCE,
      url: TOKEN_URL,
      status: 400,
      latencyMs: 9,
      serverText: 'grant_type must be client_credentials',
    },
    {
      en: [
        'Failed reading the token endpoint’s answer.',
        'The token endpoint answered HTTP 400 instead of a token.',
        'The token endpoint’s own words: “grant_type must be client_credentials”',
        'The token endpoint answered in 9 ms.',
      ],
      es: [
        'Falló al leer la respuesta del servicio de tokens.',
        'El servicio de tokens respondió HTTP 400 en lugar de un token.',
        'Palabras del propio servicio de tokens: «grant_type must be client_credentials»',
        'El servicio de tokens respondió en 9 ms.',
      ],
    },
  ],
];

async function runTest(report: ConnectionReport, language: Language) {
  installFakeApi({ 'profiles:testConnection': () => ok(report) });
  const user = userEvent.setup();
  renderWithClient(
    <ConnectionTest profile={{ id: 'prf-staging1', name: 'Staging', revision: 3 }} />,
    { language },
  );
  const name = language === 'es' ? 'Probar la conexión de Staging' : 'Test connection of Staging';
  await user.click(screen.getByRole('button', { name }));
  const notice = await screen.findByText((_, el) => el?.classList.contains('notice') ?? false);
  return { notice };
}

const lines = (notice: HTMLElement) =>
  Array.from(notice.querySelectorAll('p'), (p) => p.textContent);

describe('the connection test, in the screen’s language for every outcome', () => {
  it.each(
    cases.flatMap(([what, report, words]) => [
      ['en' as Language, what, report, words.en] as const,
      ['es' as Language, what, report, words.es] as const,
    ]),
  )('%s: %s', async (language, _what, report, expected) => {
    const { notice } = await runTest(report, language);

    expect(lines(notice)).toEqual(expected);
    expect(notice.textContent).not.toContain(MAIN_SENTENCE);
    if (language === 'es') {
      // The server's words are its own and may be English; nothing else may be.
      const ours = notice.cloneNode(true) as HTMLElement;
      ours.querySelectorAll('[translate="no"]').forEach((el) => el.remove());
      expect(ours.textContent).not.toMatch(ENGLISH);
      for (const english of cases.find(([, r]) => r === report)![2].en) {
        expect(notice.textContent).not.toContain(english);
      }
    }
  });

  it('shows the server’s words as it sent them, never as a message to interpolate', async () => {
    const { notice } = await runTest(
      {
        ok: false,
        stage: 'credentials',
        message: MAIN_SENTENCE,
        url: TOKEN_URL,
        clientId: 'client-1',
        status: 401,
        latencyMs: 3,
        serverText: 'bad {{clientId}} $t(settings.connection.works)',
      },
      'en',
    );
    expect(notice.querySelector('[translate="no"]')).toHaveTextContent(
      '“bad {{clientId}} $t(settings.connection.works)”',
    );
  });

  it.each([
    ['es', '«Unknown client or [oculto] client secret»', 'Oculto por la consola'],
    ['en', '“Unknown client or [REDACTED] client secret”', 'Hidden by the console'],
  ] as const)(
    'says the redaction marker in the server’s words as the inspector does (%s)',
    async (language, shown, hint) => {
      const { notice } = await runTest(
        {
          ok: false,
          stage: 'credentials',
          message: MAIN_SENTENCE,
          url: TOKEN_URL,
          clientId: 'client-1',
          status: 401,
          latencyMs: 3,
          serverText: 'Unknown client or [REDACTED] client secret',
        },
        language,
      );
      const quoted = notice.querySelector('[translate="no"]')!;
      expect(quoted).toHaveTextContent(shown);
      expect(quoted.querySelector('abbr')).toHaveAttribute('title', expect.stringContaining(hint));
    },
  );

  it('a report without the facts (an older main) shows the translated summary alone', async () => {
    const { notice } = await runTest(
      { ok: false, stage: 'credentials', message: MAIN_SENTENCE },
      'es',
    );
    expect(lines(notice)).toEqual([
      'Falló al verificar el ID y el secreto del cliente (credenciales rechazadas).',
    ]);
  });
});

describe('a connection test’s result', () => {
  it('goes once the profile changes (a secret saved), since it says nothing of the profile now', async () => {
    const report: ConnectionReport = {
      ok: false,
      stage: 'no_secret',
      message: MAIN_SENTENCE,
      missing: 'not_set',
    };
    installFakeApi({ 'profiles:testConnection': () => ok(report) });
    const user = userEvent.setup();
    const profile = { id: 'prf-staging1', name: 'Staging', revision: 3 };
    const view = renderWithClient(<ConnectionTest profile={profile} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Probar la conexión de Staging' }));
    expect(
      await screen.findByText('Falló antes de conectar: no hay secreto del cliente.'),
    ).toBeVisible();

    view.rerender(
      <I18nextProvider i18n={view.i18n}>
        <QueryClientProvider client={view.client}>
          <ConnectionTest profile={{ ...profile, revision: 4 }} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.queryByText(/no hay secreto del cliente/)).not.toBeInTheDocument();
  });
});
