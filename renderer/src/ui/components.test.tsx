import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../testing/render';
import { ApiErrorBlock } from './ApiErrorBlock';
import { Banner } from './Banner';
import { DateTime } from './DateTime';
import { RawJson } from './RawJson';
import { StatusBadge, toneOf } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the status in words and colours it by what it means', () => {
    renderWithClient(<StatusBadge tone={toneOf('captured')}>Captured</StatusBadge>);
    const badge = screen.getByText('Captured');
    expect(badge).toHaveClass('status-badge', 'status-success');
    expect(toneOf('DECLINED')).toBe('danger');
    expect(toneOf('CANCELLED')).toBe('neutral');
    expect(toneOf('AUTHORIZED')).toBe('info');
  });

  it('never makes a status it does not know look settled', () => {
    expect(toneOf('SOMETHING_NEW')).toBe('warning');
    expect(toneOf(undefined)).toBe('warning');
  });
});

describe('Banner', () => {
  it('interrupts for errors and warnings, and waits its turn for success', () => {
    renderWithClient(
      <>
        <Banner tone="error" title="Not sent" />
        <Banner tone="success" title="Refunded USD 45.00">
          <p>Reference op-1</p>
        </Banner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent');
    expect(screen.getByRole('status')).toHaveTextContent('Refunded USD 45.00Reference op-1');
  });
});

describe('DateTime', () => {
  const now = new Date('2026-11-22T14:05:00Z');

  it('shows a recent moment relatively, with the exact time on hover', () => {
    renderWithClient(<DateTime value="2026-11-22T14:02:00Z" now={now} />);
    const time = screen.getByText('3 min. ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-22T14:02:00.000Z');
    expect(time.getAttribute('title')).toMatch(/Nov 22, 2026/);
  });

  it.each([
    ['en' as const, 'Oct 1, 2026', /^Oct 1, 2026, \d{1,2}:00\s?[AP]M$/],
    ['es' as const, '1 oct 2026', /^1 oct 2026, \d{1,2}:00/],
  ])('%s: beyond a day, the date alone, with the exact time on hover', (language, day, exact) => {
    renderWithClient(<DateTime value="2026-10-01T12:00:00Z" now={now} />, { language });
    const time = screen.getByText(day);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveTextContent(new RegExp(`^${day}$`));
    expect(time.getAttribute('title')).toMatch(exact);
    expect(time).toHaveAttribute('datetime', '2026-10-01T12:00:00.000Z');
  });

  it('keeps a value that is not a date as it came', () => {
    renderWithClient(<DateTime value="someday" now={now} />);
    expect(screen.getByText('someday')).toBeVisible();
  });
});

describe('ApiErrorBlock', () => {
  it('says what kind of failure it was in words, not the console’s code name', () => {
    renderWithClient(
      <ApiErrorBlock
        title="Could not save"
        error={{ code: 'unauthorized', message: 'bad token', status: 401, apiCode: 'AUTH_01' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The profile’s credentials were not accepted');
    expect(alert).toHaveTextContent('AUTH_01');
    expect(alert).not.toHaveTextContent(/Kind|unauthorized/);
  });
});

describe('RawJson', () => {
  it.each([
    ['es', '"cvv": "[CVV oculto]"', '"token": "[oculto]"'],
    ['en', '"cvv": "[CVV hidden]"', '"token": "[REDACTED]"'],
  ] as const)(
    'names the CVV an answer echoed where the console hid it, in the screen’s language (%s)',
    (language, cvv, token) => {
      renderWithClient(
        <RawJson label="Answer" value={{ card: { cvv: '[REDACTED]' }, token: '[REDACTED]' }} />,
        { language },
      );
      const json = screen.getByLabelText('Answer');
      expect(json).toHaveTextContent(cvv);
      expect(json).toHaveTextContent(token);
      expect(json.querySelectorAll('abbr')).toHaveLength(2);
    },
  );
});
