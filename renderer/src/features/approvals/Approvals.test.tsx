import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../../shared/channels';
import { refuse } from '../../../../shared/error-words';
import { ok } from '../../../../shared/result';
import type { ApprovalRequest } from '../../../../shared/schemas/approval';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { ApprovalsBadge } from './ApprovalsBadge';
import { ApprovalsPage } from './ApprovalsPage';

const request: ApprovalRequest = {
  id: '5b0c1d8e-7f43-4a55-9d2f-0b9a3c6e2f11',
  requester: { kind: 'verified', issuer: 'https://id.example', subject: 's-7', name: 'Ana Till' },
  requesterConsoleId: 'console-a',
  requestedAt: '2026-11-26T18:00:00.000Z',
  expiresAt: '2026-11-26T18:30:00.000Z',
  profile: { id: 'prf-live', name: 'Live acquirer', baseUrl: 'https://api.example.com' },
  operation: 'pos:cancelOrRefund',
  targets: { payment_id: 'pay-9' },
  amount: { value: 5000, currency: 'USD' },
  body: { payment_id: 'pay-9', amount: 5000, card: '[REDACTED]' },
  bodySha256: 'ab'.repeat(32),
  idempotencyKey: '0d7f0b3e-2b5a-4c1e-9d54-3f8f1f0e6a21',
  state: 'pending',
};

function setup(allowed: Channel[], decide = () => ok({ ...request, state: 'approved' as const })) {
  return installFakeApi({
    'roles:permissions': () =>
      ok({ operator: { kind: 'local', name: 'maria' }, roles: ['supervisor'], allowed }),
    'approvals:pending': () => ok([request]),
    'approvals:mine': () => ok([]),
    'approvals:decide': decide,
  });
}

type ListAnswer = () => ReturnType<typeof refuse> | ReturnType<typeof ok<ApprovalRequest[]>>;

/** A supervisor's session, main answering its two approval lists so (the same, unless told). */
function supervisorLists(pending: ListAnswer, mine: ListAnswer = pending) {
  installFakeApi({
    'roles:permissions': () =>
      ok({
        operator: { kind: 'local', name: 'maria' },
        roles: ['supervisor'],
        allowed: ['approvals:pending', 'approvals:mine'],
      }),
    'approvals:pending': pending,
    'approvals:mine': mine,
  });
}

describe('four-eyes approvals on the page', () => {
  it('shows a supervisor’s own request without buttons, and does not count it as to approve', async () => {
    installFakeApi({
      'roles:permissions': () =>
        ok({
          operator: { kind: 'local', name: 'maria' },
          roles: ['supervisor', 'store-manager'],
          allowed: ['approvals:pending', 'approvals:decide', 'approvals:mine'],
        }),
      'approvals:pending': () => ok([{ ...request, own: true }]),
      'approvals:mine': () => ok([]),
    });
    renderWithClient(
      <>
        <ApprovalsBadge />
        <ApprovalsPage />
      </>,
      { language: 'es' },
    );
    const list = await screen.findByRole('list', { name: 'Esperando una decisión' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent(
      'Usted pidió esta solicitud: debe aprobarla o rechazarla otro supervisor.',
    );
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /espera su aprobación/ })).toBeNull();
  });

  it('shows a supervisor the request, its amount and requester, and asks a note to reject', async () => {
    const fake = setup(['approvals:pending', 'approvals:decide']);
    renderWithClient(<ApprovalsPage />);
    const list = await screen.findByRole('list', { name: 'Waiting for a decision' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('USD 5,000.00');
    expect(item).toHaveTextContent('Ana Till');
    expect(item).toHaveTextContent('Live acquirer');
    // The payment at stake, which a cancel-or-refund's empty body never says.
    expect(item).toHaveTextContent('Targetspayment pay-9');

    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Say why it is rejected');
    expect(fake.inputsOf('approvals:decide')).toEqual([]);

    await userEvent.type(within(item).getByLabelText('Note'), 'known customer');
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(fake.inputsOf('approvals:decide')).toEqual([
      { id: request.id, decision: 'approve', note: 'known customer' },
    ]);
    // The request leaves the list; the page says what the click did.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You approved Cancel or refund (payment pay-9): the requester’s console sends it once.',
    );
  });

  it('says what a cancel-or-refund would move as read when asked, never a figure of its own', async () => {
    // This computer's 14:05, as the page says every approval's time.
    const readAt = new Date(2026, 10, 27, 14, 5, 30).toISOString();
    const { amount: _named, ...noAmount } = request;
    const planned: ApprovalRequest = {
      ...noAmount,
      body: {},
      plan: { action: 'refund', amount: { value: 5000, currency: 'USD' }, readAt },
    };
    const unread: ApprovalRequest = {
      ...noAmount,
      id: '6c1d2e9f-8a54-4b66-8e3a-1c0b4d7f3a22',
      body: {},
      targets: { payment_id: 'pay-10' },
    };
    const nothing: ApprovalRequest = {
      ...unread,
      id: '7d2e3fa0-9b65-4c77-9f4b-2d1c5e8a4b33',
      plan: { action: 'nothing', readAt },
    };
    const words = {
      en: [
        'AmountRefund USD 5,000.00 (payment as read at 2:05 PM)',
        'AmountAmount not known: the payment could not be read',
        'AmountNothing to reverse: the payment had nothing left to cancel or refund (as read at 2:05 PM)',
      ],
      es: [
        'MontoDevolver USD 5.000,00 (pago leído a las 2:05 p.m.)',
        'MontoMonto desconocido: no se pudo leer el pago',
        'MontoNada que revertir: al pago no le quedaba nada por anular ni devolver (leído a las 2:05 p.m.)',
      ],
    } as const;
    for (const language of ['en', 'es'] as const) {
      supervisorLists(
        () => ok([planned, unread, nothing]),
        () => ok([planned]),
      );
      const shown = renderWithClient(<ApprovalsPage />, { language });
      const name = language === 'en' ? 'Waiting for a decision' : 'Esperando una decisión';
      const list = await screen.findByRole('list', { name });
      const items = await within(list).findAllByRole('listitem');
      const [refund, notRead, none] = words[language];
      expect(items[0]).toHaveTextContent(refund);
      expect(items[1]).toHaveTextContent(notRead);
      expect(items[2]).toHaveTextContent(none);
      // The requester's own list says the same.
      const mineName = language === 'en' ? 'Asked from this console' : 'Pedidas desde esta consola';
      expect(await screen.findByRole('list', { name: mineName })).toHaveTextContent(refund);
      shown.unmount();
    }
  });

  it('says why main refused a supervisor’s approval of their own request', async () => {
    setup(['approvals:pending', 'approvals:decide'], () =>
      refuse('forbidden', 'approval_own_request'),
    );
    renderWithClient(<ApprovalsPage />, { language: 'es' });
    const list = await screen.findByRole('list', { name: 'Esperando una decisión' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Aprobar' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Usted pidió esta solicitud: otra persona debe aprobarla.',
    );
  });

  it('says once what a login without the approvals grants lacks, instead of the lists', async () => {
    supervisorLists(() => refuse('forbidden', 'approvals_not_granted', { login: 'audit_reader' }));
    renderWithClient(<ApprovalsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Approvals are off on this console: its team store login audit_reader may not use approval requests',
    );
    expect(alert).toHaveTextContent('LOGIN IN ROLE console_writer, audit_reader');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Waiting for a decision' })).toBeNull();
  });

  it('says a console started without a team store has no approvals, as a fact, not an error to retry', async () => {
    supervisorLists(() => refuse('internal', 'no_team_store'));
    renderWithClient(<ApprovalsPage />, { language: 'es' });
    expect(
      await screen.findByText(/Las aprobaciones pasan entre consolas por el almacén del equipo/),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
  });

  it('counts pending requests in the header only for a session that may decide them', async () => {
    setup(['approvals:pending']);
    const shown = renderWithClient(<ApprovalsBadge />);
    expect(
      await screen.findByRole('link', { name: '1 request waiting for your approval' }),
    ).toBeInTheDocument();
    shown.unmount();

    const fake = setup(['approvals:mine']);
    renderWithClient(<ApprovalsBadge />);
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('link')).toBeNull();
    expect(fake.inputsOf('approvals:pending')).toEqual([]);
  });
});
