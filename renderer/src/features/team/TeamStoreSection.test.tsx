import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import type { ConfirmationPrompt } from '../../../../shared/schemas/confirmation';
import type { TeamStatus } from '../../../../shared/schemas/team';
import { installFakeApi, teamStatus } from '../../testing/fake-api';
import { formatDateTime } from '../../i18n/format';
import { renderWithClient } from '../../testing/render';
import { AuditLagBadge } from './AuditLagBadge';
import { TeamStoreSection } from './TeamStoreSection';

const PASSWORD = 'pg-do-not-show-me-42';
const connected = (changes: Partial<TeamStatus> = {}) =>
  teamStatus({
    configured: true,
    source: 'settings',
    url: 'postgres://console@db.example.com:5432/team?sslmode=verify-full',
    state: 'caught_up',
    canShip: true,
    canReadTeam: true,
    grants: 'exact',
    ...changes,
  });

describe('Settings → Team store', () => {
  it.each([
    [connected(), 'Connected: every journal record is shipped.'],
    [connected({ behind: 12 }), 'Behind: 12 not yet shipped.'],
    [connected({ state: 'shipping', behind: 300 }), 'Catching up: 300 to ship.'],
    [
      connected({ state: 'refused', lastError: { code: '28P01', message: 'password rejected' } }),
      'Refused: password rejected',
    ],
    [
      // A supervisor's select-only role, as the README sets it up: reading, not a failure.
      connected({
        state: 'refused',
        canShip: false,
        lastError: { code: 'forbidden', message: 'This role may not INSERT audit records.' },
      }),
      'Reading the team’s activity (this connection only reads; it ships nothing)',
    ],
    [teamStatus(), 'Not configured: the journal stays on this machine only.'],
  ])('says the state in words (%#)', async (status, words) => {
    installFakeApi({ 'team:status': () => ok(status) });
    renderWithClient(<TeamStoreSection />);
    expect(await screen.findByText(words)).toBeVisible();
  });

  it.each([
    ['en' as const, 'Last error: The team store cannot be reached (ECONNREFUSED)'],
    ['es' as const, 'Último error: No se puede conectar con el almacén del equipo (ECONNREFUSED)'],
  ])(
    'says the last error in the chosen language, its socket code kept (%s)',
    async (language, words) => {
      // As main sends it: the reason for the page, English for the log, the cause apart.
      const lastError = {
        code: 'network',
        message: 'The team store cannot be reached (ECONNREFUSED)',
        reason: 'store_unreachable' as const,
        detail: 'ECONNREFUSED',
      };
      installFakeApi({ 'team:status': () => ok(connected({ state: 'backing_off', lastError })) });
      renderWithClient(<TeamStoreSection />, { language });
      expect(await screen.findByText(words)).toBeVisible();
    },
  );

  it('says when the store does not answer, and when it tries again', async () => {
    installFakeApi({
      'team:status': () =>
        ok(connected({ state: 'backing_off', behind: 4, retryAt: '2026-11-21T10:15:00Z' })),
    });
    renderWithClient(<TeamStoreSection />);
    expect(await screen.findByText(/The store does not answer; 4 waiting, trying again/)).toBe(
      screen.getByText(/Nov 21, 2026/),
    );
  });

  it('says its retry time in Spanish as every other moment on screen, one full stop after it', async () => {
    const retryAt = '2026-11-21T10:15:00Z';
    installFakeApi({
      'team:status': () => ok(connected({ state: 'backing_off', behind: 4, retryAt })),
    });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    expect(
      await screen.findByText(
        `El almacén no responde; 4 en espera (próximo intento: ${formatDateTime(retryAt, 'es')}).`,
      ),
    ).toBeVisible();
  });

  it.each([
    [
      { grants: 'more' as const, grantsNote: 'This role may DELETE.' },
      /can also delete or change audit records — ask for an insert-only role.*This role may DELETE\./,
    ],
    [
      { grants: 'less' as const, canShip: false, canReadTeam: false },
      /can neither ship nor read: its role may not INSERT/,
    ],
  ])('raises a role that is more or less than the console needs (%#)', async (changes, note) => {
    installFakeApi({ 'team:status': () => ok(connected(changes)) });
    renderWithClient(<TeamStoreSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(note);
  });

  it('says in Spanish why a record was set aside, its limit in the reader’s figures', async () => {
    const reason = 'larger than 16777216 characters';
    installFakeApi({
      'team:status': () =>
        ok(
          connected({
            setAside: {
              count: 2,
              last: {
                operationId: 'op-7f3a',
                seq: 12,
                // As main sends it: English for the log, the reason and its limit for the page.
                reason,
                why: { reason: 'store_record_too_large', params: { max: '16777216' } },
                at: '2026-11-21T10:15:00Z',
              },
            },
          }),
        ),
    });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sin enviar: 2 registro(s) del diario que el almacén no puede guardar (el último, de la operación op-7f3a: más de 16.777.216 caracteres).',
    );
    expect(alert).not.toHaveTextContent(reason);
  });

  it('says in Spanish what an audit_reader-only login lacks for approvals', async () => {
    const approvalsWhy = {
      code: 'forbidden',
      message: 'Approvals are off on this console: its team store login audit_reader may not…',
      reason: 'approvals_not_granted' as const,
      params: { login: 'audit_reader' },
    };
    installFakeApi({
      'team:status': () => ok(connected({ canShip: false, approvalsWhy })),
    });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Las aprobaciones están desactivadas en esta consola: su usuario del almacén del equipo, audit_reader, no puede usar las solicitudes de aprobación',
    );
    expect(alert).toHaveTextContent(
      'un usuario propio que esté en console_writer además de audit_reader',
    );
  });

  it('says in Spanish what the role may do beyond a console’s needs, each power in words', async () => {
    const grantsNote =
      'This role may UPDATE, may DELETE: it could alter or erase the audit trail. Connect consoles as a role that may only INSERT (console_writer) and supervisors as one that may only SELECT (audit_reader).';
    installFakeApi({
      'team:status': () =>
        ok(
          connected({
            grants: 'more',
            grantsNote,
            grantsWhy: {
              reason: 'store_role_may_alter',
              params: { powers: 'may UPDATE, may DELETE', powerCodes: 'update,delete' },
            },
          }),
        ),
    });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este rol puede hacer UPDATE y puede hacer DELETE: podría alterar o borrar el registro de auditoría.',
    );
    expect(alert).not.toHaveTextContent(/may UPDATE|alter or erase/);
  });

  it.each([
    [
      { reason: 'store_schema_missing' as const, params: {} },
      'Rechazado: El almacén del equipo aún no tiene esquema y esta consola necesita la versión 5: pida a su dueño que ejecute `npm run team:migrate -- postgres://owner@…`',
    ],
    [
      { reason: 'store_schema_behind' as const, params: { current: '3' } },
      'Rechazado: El esquema del almacén del equipo está en la versión 3 y esta consola necesita la 5: pida a su dueño que ejecute `npm run team:migrate -- postgres://owner@…`',
    ],
  ])('says in Spanish a store whose schema is behind, and the command (%#)', async (why, words) => {
    const lastError = {
      code: 'conflict',
      message: 'The team store has no schema yet, this console needs version 5: …',
      reason: why.reason,
      params: {
        ...why.params,
        needs: '5',
        command: 'npm run team:migrate -- postgres://owner@…',
      },
    };
    installFakeApi({ 'team:status': () => ok(connected({ state: 'refused', lastError })) });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    expect(await screen.findByText(words)).toBeVisible();
  });

  it('says in Spanish why a saved URL is not used, as its field would', async () => {
    const lastError = {
      code: 'validation',
      message: 'The team store’s URL is not used: The team store at db.example.com is not on…',
      reason: 'store_url_refused' as const,
      params: {
        why: 'The team store at db.example.com is not on this machine: …',
        field: 'validation.teamRemoteNeedsTls {"host":"db.example.com"}',
      },
    };
    installFakeApi({ 'team:status': () => ok(connected({ state: 'refused', lastError })) });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    const said = await screen.findByText(/^Rechazado: No se usa la URL del almacén del equipo: /);
    expect(said).toHaveTextContent('db.example.com');
    expect(said).not.toHaveTextContent(/is not on this machine|not used/);
  });

  it('says its counts in the reader’s figures', async () => {
    installFakeApi({
      'team:status': () =>
        ok(
          connected({
            behind: 12000,
            unstored: { sent: 12000, stored: 11500, at: '2026-11-21T10:16:00Z' },
          }),
        ),
    });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    expect(await screen.findByText('Atrasado: 12.000 sin enviar.')).toBeVisible();
    expect(
      screen.getByText(/el almacén guardó 11\.500 de 12\.000 registros enviados/),
    ).toBeVisible();
  });

  it('says which records the store would not take, and when it took fewer than were sent', async () => {
    installFakeApi({
      'team:status': () =>
        ok(
          connected({
            setAside: {
              count: 2,
              last: {
                operationId: 'op-7f3a',
                seq: 12,
                reason: 'larger than 16777216 characters',
                at: '2026-11-21T10:15:00Z',
              },
            },
            unstored: { sent: 40, stored: 37, at: '2026-11-21T10:16:00Z' },
          }),
        ),
    });
    renderWithClient(<TeamStoreSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not shipped: 2 journal record(s) the store cannot hold (the last, of operation op-7f3a: larger than 16777216 characters).',
    );
    const unstored = screen.getByText(/the store took 37 of 40 records sent/);
    expect(unstored).toHaveTextContent('someone with this console’s own login wrote there first');
    expect(unstored).toHaveClass('notice-warning');
    // Sent is not stored: the state line does not say every record is shipped.
    expect(screen.queryByText('Connected: every journal record is shipped.')).toBeNull();
    expect(
      screen.getByText(/every journal record was sent, but the store did not take them all/),
    ).toBeVisible();
  });

  it('says nothing of the role before it is known', async () => {
    installFakeApi({
      'team:status': () =>
        ok(
          connected({ state: 'connecting', grants: 'unknown', canShip: false, canReadTeam: false }),
        ),
    });
    const { container } = renderWithClient(<TeamStoreSection />);
    expect(await screen.findByText('Connecting…')).toBeVisible();
    expect(container.querySelector('.team-grants')).toBeNull();
  });

  it.each([
    [{ canReadTeam: false }, /^Insert-only: this console ships its journal/],
    [{ canShip: false }, /^Read-only: this console reads the team’s activity/],
  ])(
    'says calmly what a one-sided role (as the README sets up) does (%#)',
    async (changes, note) => {
      installFakeApi({ 'team:status': () => ok(connected(changes)) });
      renderWithClient(<TeamStoreSection />);
      expect(await screen.findByText(note)).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('refuses a plain-text connection to another machine at the URL field, sending nothing', async () => {
    const fake = installFakeApi({ 'team:status': () => ok(teamStatus()) });
    const user = userEvent.setup();
    renderWithClient(<TeamStoreSection />);
    await user.type(
      await screen.findByLabelText('Connection URL'),
      'postgres://c@db.example.com/team',
    );
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    expect(await screen.findByText(/Add \?sslmode=verify-full \(or require\)/)).toBeVisible();
    expect(screen.getByLabelText('Connection URL')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('team:configure')).toEqual([]);
  });

  it('sends the password once and never shows it again', async () => {
    const fake = installFakeApi({
      'team:status': () => ok(teamStatus()),
      'team:configure': () => ok(connected({ consoleName: 'Main St' })),
    });
    const user = userEvent.setup();
    const { container } = renderWithClient(<TeamStoreSection />);
    const url = 'postgres://console@127.0.0.1:5432/team';
    await user.type(await screen.findByLabelText('Connection URL'), url);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, PASSWORD);
    await user.type(screen.getByLabelText('Console name'), 'Main St');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));

    expect(await screen.findByText(/^Saved\./)).toBeVisible();
    expect(fake.inputsOf('team:configure')).toEqual([
      { url, password: PASSWORD, consoleName: 'Main St' },
    ]);
    expect(password).toHaveValue('');
    expect(container.innerHTML).not.toContain(PASSWORD);
    expect(screen.getByText(/^A password is saved\./)).toBeVisible();
  });

  it('shows main’s refusal of the URL at the field', async () => {
    installFakeApi({
      'team:status': () => ok(teamStatus()),
      'team:configure': () =>
        fail('validation', 'role “console” does not exist', {
          fields: { url: 'role “console” does not exist' },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<TeamStoreSection />);
    await user.type(
      await screen.findByLabelText('Connection URL'),
      'postgres://console@localhost/t',
    );
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Connection URL')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(/role “console” does not exist/).length).toBeGreaterThan(0);
  });

  it('forgets the store', async () => {
    const fake = installFakeApi({
      'team:status': () => ok(connected()),
      'team:forget': () => ok(teamStatus()),
    });
    const user = userEvent.setup();
    renderWithClient(<TeamStoreSection />);
    await user.click(await screen.findByRole('button', { name: 'Forget the team store' }));
    expect(await screen.findByText(/^Forgotten:/)).toBeVisible();
    expect(fake.inputsOf('team:forget')).toHaveLength(1);
    expect(screen.getByLabelText('Connection URL')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Forget the team store' })).toBeNull();
  });

  const ELSEWHERE = 'postgres://w@collector.example.net:6543/trail?sslmode=verify-ca';
  const prompt: ConfirmationPrompt = {
    summary: {
      kind: 'team_store',
      operation: 'Ship the audit trail to another team store',
      destination: {
        host: 'collector.example.net',
        port: 6543,
        database: 'trail',
        user: 'w',
        tls: 'verify-ca',
      },
      console: 'Store 1',
      ships: 'every journal record of this console, redacted',
      changes: ['Host db.example.com → collector.example.net'],
    },
    expires_at: '2026-11-21T10:17:00Z',
    tries_left: 3,
  };

  async function pointElsewhere(language: 'en' | 'es' = 'en') {
    const spanish = language === 'es';
    const user = userEvent.setup();
    renderWithClient(<TeamStoreSection />, { language });
    const url = await screen.findByLabelText(spanish ? 'URL de conexión' : 'Connection URL');
    await user.clear(url);
    await user.type(url, ELSEWHERE);
    await user.click(
      screen.getByRole('button', { name: spanish ? 'Guardar y conectar' : 'Save and connect' }),
    );
    return user;
  }

  it('shows where main would send the trail, and sends the printed code with the same input', async () => {
    const fake = installFakeApi({
      'team:status': () => ok(connected()),
      'team:configure': (input) =>
        input.confirmation === '551177'
          ? ok(connected({ url: ELSEWHERE }))
          : fail('forbidden', 'Type the code printed in the terminal', {
              apiCode: 'confirmation_required',
              confirmation: prompt,
            }),
    });
    const user = await pointElsewhere();
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm where the audit trail goes',
    });
    expect(dialog).toHaveTextContent(
      'Ship this console’s audit trail to the database “trail” on collector.example.net?',
    );
    for (const fact of [
      'Hostcollector.example.net',
      'Port6543',
      'Databasetrail',
      'Userw',
      'TLSverify-ca',
      'ChangesHost db.example.com → collector.example.net',
      'What shipsEvery journal record of this console, redacted',
    ]) {
      expect(dialog).toHaveTextContent(fact);
    }
    expect(screen.getByRole('status')).toHaveTextContent(/^Waiting for your confirmation/);
    await user.type(within(dialog).getByLabelText('Code printed in the terminal'), '551177');
    await user.click(within(dialog).getByRole('button', { name: 'Ship it there' }));

    expect(await screen.findByText(/^Saved\./)).toBeVisible();
    expect(fake.inputsOf('team:configure')).toEqual([
      { url: ELSEWHERE, consoleName: 'Store 1' },
      { url: ELSEWHERE, consoleName: 'Store 1', confirmation: '551177' },
    ]);
  });

  it.each([
    ['en' as const, 'Not confirmed: nothing changed. The journal still ships where it did.'],
    ['es' as const, 'Sin confirmar: nada cambió. El diario se sigue enviando adonde iba.'],
  ])('says plainly that a declined move changed nothing (%s)', async (language, words) => {
    let answer: (result: ReturnType<typeof fail>) => void = () => undefined;
    installFakeApi({
      'team:status': () => ok(connected()),
      // Electron's dialog is open in main until the person answers.
      'team:configure': () => new Promise((resolve) => (answer = resolve)),
    });
    await pointElsewhere(language);
    expect(await screen.findByRole('status')).toHaveTextContent(
      language === 'es' ? /^Esperando su confirmación/ : /^Waiting for your confirmation/,
    );
    answer(
      fail('forbidden', 'Not confirmed: nothing changed.', { apiCode: 'confirmation_declined' }),
    );
    expect(await screen.findByText(words)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in Spanish why a code was refused, and that the store changed meanwhile', async () => {
    installFakeApi({
      'team:status': () => ok(connected()),
      'team:configure': (input) =>
        input.confirmation === undefined
          ? fail('forbidden', 'Type the code printed in the terminal', {
              apiCode: 'confirmation_required',
              reason: 'team_store_confirmation_required',
              params: { host: 'collector.example.net' },
              confirmation: prompt,
            })
          : input.confirmation === '551177'
            ? fail('conflict', 'The team store changed while you confirmed: nothing was saved.', {
                reason: 'team_store_changed',
              })
            : fail('forbidden', 'That is not the code printed for this operation: 2 left to try.', {
                apiCode: 'confirmation_code_wrong',
                reason: 'confirmation_code_wrong',
                params: { tries: '2' },
                confirmation: { ...prompt, tries_left: 2 },
              }),
    });
    const user = await pointElsewhere('es');
    const name = 'Confirme adónde va el registro de auditoría';
    let dialog = await screen.findByRole('dialog', { name });
    await user.type(within(dialog).getByLabelText('Código impreso en la terminal'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Enviarlo allí' }));
    dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ese no es el código impreso para esta operación: intentos que quedan, 2.',
    );
    await user.type(within(dialog).getByLabelText('Código impreso en la terminal'), '551177');
    await user.click(within(dialog).getByRole('button', { name: 'Enviarlo allí' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El almacén del equipo cambió mientras usted confirmaba: no se guardó nada.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Spanish', async () => {
    installFakeApi({ 'team:status': () => ok(connected({ behind: 3 })) });
    renderWithClient(<TeamStoreSection />, { language: 'es' });
    expect(await screen.findByText('Atrasado: 3 sin enviar.')).toBeVisible();
  });
});

describe('the header’s audit badge', () => {
  it('says how many records the store does not have yet, and links to Settings', async () => {
    installFakeApi({ 'team:status': () => ok(connected({ behind: 12 })) });
    renderWithClient(<AuditLagBadge />);
    const link = await screen.findByRole('link', {
      name: 'Audit trail: 12 journal records not yet shipped to the team store',
    });
    expect(link).toHaveTextContent('Audit: 12 not yet shipped');
    expect(link).toHaveAttribute('href', '#/settings/team');
    // Cut by a narrow header, the whole sentence is on hover.
    expect(link).toHaveAttribute(
      'title',
      'Audit trail: 12 journal records not yet shipped to the team store',
    );
  });

  it('keeps its slot at zero, so the header does not move; absent without a store', async () => {
    installFakeApi({ 'team:status': () => ok(connected({ behind: 0 })) });
    const { container, unmount } = renderWithClient(<AuditLagBadge />);
    await waitFor(() => expect(container.querySelector('.audit-slot')).not.toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    installFakeApi({ 'team:status': () => ok(teamStatus()) });
    const off = renderWithClient(<AuditLagBadge />);
    await new Promise((r) => setTimeout(r, 20));
    expect(off.container.innerHTML).toBe('');
  });

  it('speaks Spanish', async () => {
    installFakeApi({ 'team:status': () => ok(connected({ behind: 1 })) });
    renderWithClient(<AuditLagBadge />, { language: 'es' });
    expect(await screen.findByRole('link')).toHaveTextContent('Auditoría: 1 sin enviar');
  });

  // A supervisor's select-only role, as the README sets it up: its records never ship.
  const reader = connected({
    state: 'refused',
    canShip: false,
    behind: 7,
    lastError: { code: 'forbidden', message: 'This role may not INSERT audit records.' },
  });

  it.each([
    [
      undefined,
      'Audit: this console does not ship',
      'Audit trail: this console’s team store role only reads, so its 7 journal records stay on this machine and are not shipped',
    ],
    [
      'es' as const,
      'Auditoría: esta consola no envía',
      'Registro de auditoría: el rol de esta consola en el almacén del equipo solo lee, así que sus 7 registros del diario quedan en este equipo y no se envían',
    ],
  ])(
    'says a select-only console does not ship, instead of a count that never falls (%s)',
    async (language, text, label) => {
      installFakeApi({ 'team:status': () => ok(reader) });
      renderWithClient(<AuditLagBadge />, language ? { language } : {});
      const link = await screen.findByRole('link', { name: label });
      expect(link).toHaveTextContent(text);
      expect(link).not.toHaveTextContent('7');
      expect(link).toHaveAttribute('href', '#/settings/team');
    },
  );

  it('still counts for a role that may do more than read: that one should ship', async () => {
    installFakeApi({ 'team:status': () => ok({ ...reader, grants: 'more' }) });
    renderWithClient(<AuditLagBadge />);
    expect(await screen.findByRole('link')).toHaveTextContent('Audit: 7 not yet shipped');
  });
});
