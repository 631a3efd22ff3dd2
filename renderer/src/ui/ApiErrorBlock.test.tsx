import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../testing/render';
import { refuse } from '../../../shared/error-words';
import { ApiErrorBlock } from './ApiErrorBlock';

const fact = (term: string) =>
  screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('ApiErrorBlock', () => {
  it('shows the API’s own code and a decline’s response code with its description', () => {
    renderWithClient(
      <ApiErrorBlock
        title="Could not add the instrument"
        error={{
          code: 'validation',
          status: 400,
          apiCode: 'invalid_request',
          responseCode: '51',
          responseDescription: 'Insufficient funds',
          message: 'Declined',
        }}
      />,
    );
    expect(fact('HTTP status')).toBe('400');
    expect(fact('Error code')).toBe('invalid_request');
    expect(fact('Response code')).toBe('51 (Insufficient funds)');
  });

  it('has no error-code or response-code line when the API sent none', () => {
    renderWithClient(
      <ApiErrorBlock title="x" error={{ code: 'conflict', status: 409, message: 'Conflict' }} />,
    );
    expect(fact('Error code')).toBeUndefined();
    expect(fact('Response code')).toBeUndefined();
  });
});

it('names the response code in Spanish too', () => {
  renderWithClient(
    <ApiErrorBlock
      title="x"
      error={{ code: 'validation', status: 402, responseCode: '51', message: 'Declined' }}
    />,
    { language: 'es' },
  );
  expect(fact('Código de respuesta')).toBe('51');
});

it('es: quotes the API’s own message and its field problems as the API’s words', () => {
  renderWithClient(
    <ApiErrorBlock
      title="x"
      error={{
        code: 'conflict',
        status: 409,
        apiCode: 'user_already_exists',
        message: 'User usr-seed-juan already exists',
      }}
      unplaced={{ email: 'Email taken' }}
    />,
    { language: 'es' },
  );
  expect(fact('Mensaje')).toBe('La API respondió: «User usr-seed-juan already exists»');
  expect(screen.getByRole('alert')).toHaveTextContent('email: La API no lo aceptó: «Email taken»');
});

it('shows main’s own words unquoted: they are the console’s, not the API’s', () => {
  renderWithClient(
    <ApiErrorBlock title="x" error={{ code: 'internal', message: 'Nothing was sent' }} notSent />,
  );
  expect(fact('Message')).toBe('Nothing was sent');
});

it('shows no empty error-code row in Spanish', () => {
  renderWithClient(<ApiErrorBlock title="x" error={{ code: 'validation', message: 'Bad' }} />, {
    language: 'es',
  });
  expect(fact('Código de error')).toBeUndefined();
  expect(screen.queryByText('Ninguno')).toBeNull();
});

it.each([
  [
    'en',
    'Your roles do not allow it',
    'Your roles (Store manager, Supervisor) do not allow “Create an instrument” on this profile',
    'HTTP status',
  ],
  [
    'es',
    'Sus roles no lo permiten',
    'Sus roles (Encargado de tienda, Supervisor) no permiten “Crear un instrumento” en este perfil',
    'Estado HTTP',
  ],
] as const)(
  '%s: a refusal by role names the roles and the operation in words, with no HTTP status',
  (language, what, message, status) => {
    const { error } = refuse('forbidden', 'not_permitted', {
      role: 'store-manager, supervisor',
      operation: 'instruments:create',
    });
    renderWithClient(<ApiErrorBlock title="x" error={error} />, { language });
    expect(screen.getByRole('alert')).toHaveTextContent(what);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const text = document.body.textContent ?? '';
    for (const code of ['store-manager', 'instruments:create', status, 'perfil no tiene permiso'])
      expect(text).not.toContain(code);
  },
);

it('says in the waiting notice what a request without an amount would move, in both languages', () => {
  const readAt = new Date(2026, 10, 27, 14, 5).toISOString();
  const expires = new Date(2026, 10, 27, 14, 35).toISOString();
  const waiting = (planned: Record<string, string>) =>
    refuse('conflict', 'approval_waiting', { profile: 'Live', expires, ...planned }).error;
  const cancel = {
    planned: 'cancel',
    planned_at: readAt,
    planned_value: '30',
    planned_currency: 'USD',
  };
  const first = renderWithClient(<ApiErrorBlock title="x" error={waiting(cancel)} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'What it would do: Cancel USD 30.00 (payment as read at 2:05 PM).',
  );
  first.unmount();
  const second = renderWithClient(<ApiErrorBlock title="x" error={waiting(cancel)} />, {
    language: 'es',
  });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Lo que haría: Anular USD 30,00 (pago leído a las 2:05 p.m.).',
  );
  second.unmount();
  const third = renderWithClient(
    <ApiErrorBlock title="x" error={waiting({ planned: 'unread' })} />,
    { language: 'es' },
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Lo que haría: Monto desconocido: no se pudo leer el pago.',
  );
  third.unmount();
  // A body with its own amount: the form shows it, the notice adds no second figure.
  renderWithClient(<ApiErrorBlock title="x" error={waiting({})} />);
  expect(screen.getByRole('status')).not.toHaveTextContent('What it would do');
});
