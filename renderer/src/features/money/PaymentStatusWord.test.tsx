import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../testing/render';
import { PaymentStatusWord } from './PaymentStatusWord';
import { payment } from './testing';

describe('PaymentStatusWord', () => {
  it('says an AUTHORIZED payment whose capture is PENDING is a capture in progress, in both languages, the code on hover', () => {
    const settling = payment({
      id: 'pay-8',
      status: 'AUTHORIZED',
      transactions: [
        { id: 'trx-1', type: 'AUTHORIZATION', status: 'APPROVED' },
        { id: 'trx-2', type: 'CAPTURE', status: 'PENDING' },
      ],
    });
    const { unmount } = renderWithClient(<PaymentStatusWord payment={settling} />);
    expect(screen.getByTitle('AUTHORIZED')).toHaveTextContent('Capture in progress');
    unmount();
    renderWithClient(<PaymentStatusWord payment={settling} />, { language: 'es' });
    expect(screen.getByTitle('AUTHORIZED')).toHaveTextContent('Cobro en curso');
  });

  it('says a plain status in the Payments badges’ word, never the raw code', () => {
    renderWithClient(
      <PaymentStatusWord
        payment={payment({ id: 'pay-9', status: 'AUTHORIZED', transactions: [] })}
      />,
      { language: 'es' },
    );
    expect(screen.getByTitle('AUTHORIZED').textContent).toBe('Sin cobrar');
  });

  it('says a partly refunded or partly charged payment as the Payments list does', () => {
    const charged = (extra: object) =>
      payment({ id: 'pay-10', status: 'CAPTURED', currency: 'USD', ...extra });
    const { unmount } = renderWithClient(
      <PaymentStatusWord
        payment={charged({ authorized_amount: 100, captured_amount: 100, refunded_amount: 30 })}
      />,
      { language: 'es' },
    );
    expect(screen.getByTitle('CAPTURED').textContent).toBe('Devuelto en parte');
    unmount();
    renderWithClient(
      <PaymentStatusWord
        payment={charged({ authorized_amount: 100, captured_amount: 60, refunded_amount: 0 })}
      />,
    );
    expect(screen.getByTitle('CAPTURED').textContent).toBe('Partly charged');
  });
});
