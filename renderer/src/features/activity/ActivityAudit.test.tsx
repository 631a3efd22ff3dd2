import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { ActivityInspector } from './ActivityInspector';
import { ActivityPage } from './ActivityPage';
import { refOf } from './filter-url';
import { activityDetail, activityPage, activityRow, simulatorProfiles } from './test-fixtures';

// happy-dom does no layout; the virtualizer needs a viewport height to render any row.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});

const settled = activityRow({
  operation_id: 'op-settled0001',
  kind: 'transactions:reverse',
  response: undefined,
  reversal_type: 'CANCELLATION',
  operation_type: 'CANCELLATION',
  outcome: 'resolved',
  targets: { payment_id: 'pay-1', transaction_id: 'trx-1' },
  resolution: {
    by: 'ana',
    verdict: 'cancel_or_refund',
    payment_id: 'pay-1',
    operation_id: 'op-cancelref01',
    payment_status: 'ALREADY_CANCELLED',
  },
});

const removal = activityRow({
  operation_id: 'op-removal0001',
  kind: 'users:removeInstrument',
  operation_type: 'REMOVE_USER_INSTRUMENT',
  response: undefined,
  amount: undefined,
  idempotency_key: undefined,
  targets: { user_id: 'usr-seed-maria', instrument_id: 'ins-seed-visa-approved' },
});

const providerChange = activityRow({
  operation_id: 'op-signin00001',
  kind: 'identity:setProvider',
  operation_type: 'SIGN_IN_PROVIDER_CHANGE',
  response: undefined,
  amount: undefined,
  idempotency_key: undefined,
  targets: {},
});

const roleMapEdit = activityRow({
  operation_id: 'op-rolemap0001',
  kind: 'roles:setMap',
  operation_type: 'ROLE_MAP_CHANGE',
  response: undefined,
  amount: undefined,
  idempotency_key: undefined,
  targets: {},
});

describe('Activity as the audit trail', () => {
  it('names an edit of the role map, in English and in Spanish, with its CSV type', async () => {
    installFakeApi({ 'activity:get': () => ok(activityDetail({ row: roleMapEdit })) });
    const { unmount } = renderWithClient(
      <ActivityInspector activityRef={refOf('op-rolemap0001')} />,
    );
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(within(facts).getByText('Change the role map')).toHaveAttribute(
      'title',
      'ROLE_MAP_CHANGE',
    );
    unmount();
    installFakeApi({
      'activity:query': () => activityPage([roleMapEdit]),
      'profiles:list': () => simulatorProfiles(),
    });
    renderWithClient(<ActivityPage filter={{}} />, { language: 'es' });
    const list = await screen.findByRole('list', { name: 'Operaciones' });
    expect(within(list).getByRole('link')).toHaveTextContent(/Cambiar el mapa de roles/);
  });

  it.each([
    [
      'en' as const,
      'Changedpos:cancelOrRefund: Store manager, QA (test profiles only) → QA (test profiles only)users:create: no role → Back office',
      'Idempotency keyNone: a role map change is kept on this console, sent to no API',
    ],
    [
      'es' as const,
      'Cambiospos:cancelOrRefund: Encargado de tienda, QA (solo perfiles de prueba) → QA (solo perfiles de prueba)users:create: ningún rol → Administración de cuentas',
      'Clave de idempotenciaNinguna: un cambio del mapa de roles se guarda en esta consola',
    ],
  ])(
    'says what a role map change changed in the reader’s words (%s)',
    async (language, changed, key) => {
      const request = {
        method: 'PUT' as const,
        url: 'role-map',
        headers: {},
        body: {
          changes: [
            { channel: 'pos:cancelOrRefund', before: ['store-manager', 'qa'], after: ['qa'] },
            { channel: 'users:create', before: [], after: ['back-office'] },
          ],
        },
      };
      installFakeApi({
        'activity:get': () =>
          ok(activityDetail({ row: roleMapEdit, request, response: undefined })),
      });
      renderWithClient(<ActivityInspector activityRef={refOf('op-rolemap0001')} />, { language });
      const facts = await screen.findByRole('region', { name: /Facts|Datos/ });
      expect(facts).toHaveTextContent(changed);
      expect(facts).toHaveTextContent(key);
    },
  );

  it.each([
    [
      'en' as const,
      'Change the sign-in provider',
      'Issuer URLhttps://id.shop.example/realmsClient idconsole-prodRoles claimgroupsClient secret changedYes',
      'Idempotency keyNone: a sign-in provider change is kept on this console, sent to no API',
    ],
    [
      'es' as const,
      'Cambiar el proveedor de inicio de sesión',
      'URL del emisorhttps://id.shop.example/realmsID de clienteconsole-prodAtributo de roles (claim)groupsSecreto del cliente cambiadoSí',
      'Clave de idempotenciaNinguna: un cambio del proveedor de inicio de sesión se guarda en esta consola',
    ],
  ])(
    'says what a sign-in provider change stored in the reader’s words (%s)',
    async (language, name, stored, key) => {
      const request = {
        method: 'PUT' as const,
        url: 'sign-in-provider',
        headers: {},
        body: {
          issuer: 'https://id.shop.example/realms',
          client_id: 'console-prod',
          roles_claim: 'groups',
          secret_changed: true,
        },
      };
      installFakeApi({
        'activity:get': () =>
          ok(activityDetail({ row: providerChange, request, response: undefined })),
      });
      renderWithClient(<ActivityInspector activityRef={refOf('op-signin00001')} />, { language });
      const facts = await screen.findByRole('region', { name: /Facts|Datos/ });
      expect(within(facts).getByText(name)).toHaveAttribute('title', 'SIGN_IN_PROVIDER_CHANGE');
      expect(facts).toHaveTextContent(stored);
      expect(facts).toHaveTextContent(key);
    },
  );

  it('says who settled an unknown outcome, how, and links the operation that did it', async () => {
    installFakeApi({ 'activity:get': () => ok(activityDetail({ row: settled })) });
    renderWithClient(<ActivityInspector activityRef={refOf('op-settled0001')} />);
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(facts).toHaveTextContent('OutcomeCancelled with cancel-or-refund');
    expect(facts).toHaveTextContent(
      'How it endedCancelled with cancel-or-refund by ana (local, not verified) (payment pay-1).',
    );
    expect(facts).not.toHaveTextContent(/Settled/);
    expect(screen.getByRole('link', { name: 'op-cancelref01' })).toHaveAttribute(
      'href',
      '#/activity/op-cancelref01',
    );
    expect(screen.getByText(/nothing about it is owed/)).toBeInTheDocument();
  });

  it('shows a back-office change with its targets and no idempotency key', async () => {
    installFakeApi({ 'activity:get': () => ok(activityDetail({ row: removal })) });
    renderWithClient(<ActivityInspector activityRef={refOf('op-removal0001')} />);
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(within(facts).getByText('Remove an instrument from a user')).toHaveAttribute(
      'title',
      'REMOVE_USER_INSTRUMENT',
    );
    expect(facts).toHaveTextContent('Idempotency keyNone: back-office changes are sent once');
  });

  it('speaks Spanish on a Spanish system: names, outcomes, counts and amounts', async () => {
    installFakeApi({
      'activity:query': () => activityPage([settled, removal, activityRow()]),
      'profiles:list': () => simulatorProfiles(),
    });
    renderWithClient(<ActivityPage filter={{}} />, { language: 'es' });
    expect(await screen.findByText('3 operaciones')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actividad' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Operaciones' });
    const links = within(list)
      .getAllByRole('link')
      .map((a) => a.textContent ?? '');
    expect(links[0]).toMatch(
      /Anulación pay-1 · trx-1 \+1 USD 12[.,]00 Anulado con anular o devolver/,
    );
    expect(links.some((l) => /Quitar un instrumento a un usuario .* Realizada/.test(l))).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByRole('checkbox', { name: 'Anular o devolver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar JSON Lines' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveTextContent(
      'Todos los perfiles',
    );
  });
});

const SAM = {
  kind: 'verified' as const,
  issuer: 'https://id.shop.example',
  subject: 'sam',
  name: 'Sam Supervisor',
  email: 'sam@shop.example',
};
const LEA = {
  kind: 'verified' as const,
  issuer: 'https://id.shop.example',
  subject: 'lea',
  name: 'Lea Lead',
  email: 'lea@shop.example',
};
const approvedRefund = (approval: Record<string, unknown>) =>
  activityRow({
    operation_id: 'op-approved001',
    approval: {
      id: 'apr-1',
      requester: 'Lea Lead <lea@shop.example> (lea at https://id.shop.example)',
      approver: 'Sam Supervisor <sam@shop.example> (sam at https://id.shop.example)',
      asked_at: '2026-11-27T10:00:00.000Z',
      decided_at: '2026-11-27T10:05:00.000Z',
      ...approval,
    },
  });

describe('Activity’s four-eyes facts', () => {
  it.each([
    [
      'en' as const,
      'Asked by',
      'Lea Lead <lea@shop.example>, verified as lea at https://id.shop.example',
      'Approved by',
      'Sam Supervisor <sam@shop.example>, verified as sam at https://id.shop.example',
    ],
    [
      'es' as const,
      'Pedido por',
      'Lea Lead <lea@shop.example>, verificado como lea en https://id.shop.example',
      'Aprobado por',
      'Sam Supervisor <sam@shop.example>, verificado como sam en https://id.shop.example',
    ],
  ])(
    'names requester and approver as every screen does, in the reader’s language (%s)',
    async (language, asked, lea, approved, sam) => {
      const row = approvedRefund({ requester_identity: LEA, approver_identity: SAM });
      installFakeApi({ 'activity:get': () => ok(activityDetail({ row })) });
      renderWithClient(<ActivityInspector activityRef={refOf('op-approved001')} />, { language });
      const facts = await screen.findByRole('region', { name: /Facts|Datos/ });
      expect(facts).toHaveTextContent(`${asked}${lea}`);
      expect(facts).toHaveTextContent(`${approved}${sam}`);
    },
  );

  it('reads a record from before the identities were kept as local operators nothing verified', async () => {
    const row = approvedRefund({ requester: 'ana (local, not verified)', approver: 'sam' });
    installFakeApi({ 'activity:get': () => ok(activityDetail({ row })) });
    renderWithClient(<ActivityInspector activityRef={refOf('op-approved001')} />, {
      language: 'es',
    });
    const facts = await screen.findByRole('region', { name: /Datos/ });
    expect(facts).toHaveTextContent('Pedido porana (local, sin verificar)');
    expect(facts).toHaveTextContent('Aprobado porsam (local, sin verificar)');
  });
});
