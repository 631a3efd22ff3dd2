import { beforeEach, expect, it, vi } from 'vitest';
import type { ConfirmationRequest } from '../core/guard/confirmer';

const showMessageBox = vi.fn();
const focused = { id: 'main-window', webContents: { id: 3 } };
vi.mock('electron', () => ({
  dialog: { showMessageBox: (...args: unknown[]) => showMessageBox(...args) },
  BrowserWindow: { getFocusedWindow: () => focused, getAllWindows: () => [focused] },
}));

const { nativeDialogConfirmer } = await import('./native-confirmer');

const request: ConfirmationRequest = {
  channel: 'payments:authorize',
  input: { merchant_id: 'mer-1' },
  profile: { id: 'prf-live', name: 'Live', baseUrl: 'https://api.acme.example', fingerprint: 'f1' },
  language: 'en',
  summary: {
    operation: 'Payment authorization',
    profile: 'Live',
    base_url: 'https://api.acme.example',
    amount: { value: 25.5, currency: 'USD' },
    target: 'merchant mer-1',
    last_four: '1111',
    operator: {
      kind: 'verified',
      issuer: 'https://id.acme.example',
      subject: 'u-42',
      name: 'Ana Ruiz',
      email: 'ana@acme.example',
    },
  },
};

beforeEach(() => {
  showMessageBox.mockReset();
});

it('shows main’s own dialog with every fact, Cancel first and default', async () => {
  showMessageBox.mockResolvedValue({ response: 1, checkboxChecked: false });
  expect(await nativeDialogConfirmer().confirm(request, undefined)).toEqual({
    ok: true,
    value: undefined,
  });
  const [parent, options] = showMessageBox.mock.calls[0]!;
  expect(parent).toBe(focused);
  expect(options).toMatchObject({
    type: 'warning',
    message: 'Payment authorization on “Live”?',
    buttons: ['Cancel', 'Confirm and send'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  for (const fact of [
    'Amount: USD 25.50',
    'Target: merchant mer-1',
    'Card: ending 1111',
    'Profile: Live (https://api.acme.example)',
    'Operator: Ana Ruiz <ana@acme.example>, verified as u-42 at https://id.acme.example',
  ]) {
    expect(options.detail).toContain(fact);
  }
});

it('answers declined on Cancel (or Escape), and ignores any code the page sent', async () => {
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  expect(await nativeDialogConfirmer().confirm(request, '123456')).toMatchObject({
    ok: false,
    error: { code: 'forbidden', apiCode: 'confirmation_declined' },
  });
  expect(showMessageBox).toHaveBeenCalledTimes(1);
});

it('names what a profile edit takes away', async () => {
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  await nativeDialogConfirmer().confirm(
    {
      ...request,
      channel: 'profiles:update',
      summary: {
        operation: 'Weaken a production profile',
        profile: 'Live',
        base_url: 'https://api.acme.example',
        target: 'profile Live',
        changes: ['Production off', 'Base URL → https://evil.example'],
      },
    },
    undefined,
  );
  const options = showMessageBox.mock.calls[0]![1];
  expect(options.buttons).toEqual(['Cancel', 'Save the change']);
  expect(options.detail).toContain('Change: Production off');
  expect(options.detail).toContain('Change: Base URL → https://evil.example');
});

it('names a change to what a profile sends without calling it a weaker profile', async () => {
  showMessageBox.mockClear();
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  await nativeDialogConfirmer().confirm(
    {
      ...request,
      channel: 'profiles:update',
      summary: {
        operation: 'Change what a production profile sends',
        profile: 'Live',
        base_url: 'https://api.acme.example',
        target: 'profile Live',
        changes: ['Extra headers changed: X-HTTP-Method-Override'],
        weakens: false,
      },
    },
    undefined,
  );
  const { detail } = showMessageBox.mock.calls[0]![1];
  expect(detail).toContain('Change: Extra headers changed: X-HTTP-Method-Override');
  expect(detail).toContain('This profile moves real money.');
  expect(detail).not.toContain('lowers the protection');
});

it('shows one dialog at a time, so each answer belongs to the operation it names', async () => {
  const answers: Array<(value: { response: number }) => void> = [];
  showMessageBox.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  const confirmer = nativeDialogConfirmer();
  const first = confirmer.confirm(request, undefined);
  const second = confirmer.confirm(
    { ...request, summary: { ...request.summary, target: 'merchant mer-2' } },
    undefined,
  );
  await vi.waitFor(() => expect(showMessageBox).toHaveBeenCalledTimes(1));
  answers[0]!({ response: 0 });
  expect(await first).toMatchObject({ ok: false });
  await vi.waitFor(() => expect(showMessageBox).toHaveBeenCalledTimes(2));
  expect(showMessageBox.mock.calls[1]![1].detail).toContain('merchant mer-2');
  answers[1]!({ response: 1 });
  expect(await second).toMatchObject({ ok: true });
});

it('speaks Spanish over a window whose page shows Spanish, money in its conventions', async () => {
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  const confirmer = nativeDialogConfirmer();
  expect(confirmer.caller()).toBe('window:3');
  const answer = await confirmer.confirm(
    {
      ...request,
      language: 'es',
      summary: {
        ...request.summary,
        operation: 'Autorización de pago',
        amount: { value: 1234.5, currency: 'COP' },
        target: 'comercio mer-1',
        operator: { kind: 'local', name: 'qa' },
      },
    },
    undefined,
  );
  const options = showMessageBox.mock.calls[0]![1];
  expect(options).toMatchObject({
    title: 'Producción: confirmar',
    message: '¿Autorización de pago en “Live”?',
    buttons: ['Cancelar', 'Confirmar y enviar'],
  });
  for (const fact of [
    'Monto: COP 1.235',
    'Destino: comercio mer-1',
    'Tarjeta: terminada en 1111',
    'Perfil: Live (https://api.acme.example)',
    'Operador: qa (local, sin verificar)',
    'Este perfil mueve dinero real.',
  ]) {
    expect(options.detail).toContain(fact);
  }
  expect(answer).toMatchObject({
    ok: false,
    error: { message: 'No confirmada: no se envió nada (Autorización de pago en “Live”).' },
  });
});

const teamStore = (
  language: ConfirmationRequest['language'],
  words: { operation: string; change: string; ships: string },
): ConfirmationRequest => ({
  channel: 'team:configure',
  input: { url: 'postgres://w@db.example.net/trail?sslmode=verify-ca' },
  language,
  summary: {
    kind: 'team_store',
    operation: words.operation,
    destination: {
      host: 'db.example.net',
      port: 5432,
      database: 'trail',
      user: 'w',
      tls: 'verify-ca',
    },
    console: 'Till 1',
    ships: words.ships,
    changes: [words.change],
  },
});

it('names where a team store would take the audit trail, field by field', async () => {
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  const answer = await nativeDialogConfirmer().confirm(
    teamStore('en', {
      operation: 'Ship the audit trail to another team store',
      change: 'Host db.example.com → db.example.net',
      ships: 'every journal record of this console, redacted',
    }),
    undefined,
  );
  expect(answer).toMatchObject({ ok: false, error: { apiCode: 'confirmation_declined' } });
  const [, options] = showMessageBox.mock.calls[0]!;
  expect(options).toMatchObject({
    title: 'Team store: confirm',
    message: 'Ship the audit trail to another team store?',
    buttons: ['Cancel', 'Ship it there'],
    defaultId: 0,
    cancelId: 0,
  });
  for (const fact of [
    'Host: db.example.net',
    'Port: 5432',
    'Database: trail',
    'User: w',
    'Encryption: TLS, certificate checked',
    'Change: Host db.example.com → db.example.net',
    'Console: Till 1',
    'Ships every journal record of this console, redacted.',
  ]) {
    expect(options.detail).toContain(fact);
  }
});

it('names a team store’s destination in Spanish over a window that shows Spanish', async () => {
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  const answer = await nativeDialogConfirmer().confirm(
    teamStore('es', {
      operation: 'Enviar el registro de auditoría a otro almacén del equipo',
      change: 'Servidor db.example.com → db.example.net',
      ships: 'cada registro del diario de esta consola, redactado',
    }),
    undefined,
  );
  const [, options] = showMessageBox.mock.calls[0]!;
  expect(options).toMatchObject({
    title: 'Almacén del equipo: confirmar',
    message: '¿Enviar el registro de auditoría a otro almacén del equipo?',
    buttons: ['Cancelar', 'Enviarlo allí'],
    defaultId: 0,
    cancelId: 0,
  });
  for (const fact of [
    'Servidor: db.example.net',
    'Puerto: 5432',
    'Base de datos: trail',
    'Usuario: w',
    'Cifrado: TLS con el certificado verificado',
    'Cambio: Servidor db.example.com → db.example.net',
    'Consola: Till 1',
    'Se envía cada registro del diario de esta consola, redactado.',
  ]) {
    expect(options.detail).toContain(fact);
  }
  expect(options.detail).not.toMatch(/\b(Host|Port|Database|User|Console|Ships|verify-ca)\b/);
  expect(answer).toMatchObject({
    ok: false,
    error: {
      apiCode: 'confirmation_declined',
      message:
        'No confirmada: no se cambió nada (Enviar el registro de auditoría a otro almacén del equipo: w@db.example.net:5432/trail, TLS con el certificado verificado).',
    },
  });
});

it('shows only visible characters, one line per fact, whatever the page put in a name or target', async () => {
  showMessageBox.mockResolvedValue({ response: 0, checkboxChecked: false });
  const name = 'Live\u001b]52;c;cm0gLXJmIH4=\u0007\nAmount: USD 0.01\u001b[8m\u202e';
  await nativeDialogConfirmer().confirm(
    {
      ...request,
      summary: { ...request.summary, profile: name, target: 'merchant\r\nmer-1\u2066' },
    },
    undefined,
  );
  const [, options] = showMessageBox.mock.calls[0]!;
  const shown = `${options.title}${options.message}${options.detail}`;
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  expect(options.message).toBe('Payment authorization on “Live Amount: USD 0.01”?');
  // One line per fact: the name's line break did not add a line claiming another amount.
  expect(options.detail.split('\n').filter((line: string) => line.startsWith('Amount'))).toEqual([
    'Amount: USD 25.50',
  ]);
  expect(options.detail).toContain('Target: merchant mer-1');
});
