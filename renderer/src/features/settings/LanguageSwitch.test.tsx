import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../testing/render';
import { LanguageSwitch } from './LanguageSwitch';

function Harness() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <p data-testid="sample">{t('common.language.label')}</p>
    </>
  );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('LanguageSwitch', () => {
  it('switches the screens to Spanish and back, and keeps the choice', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithClient(<Harness />);
    const select = screen.getByLabelText('Show the console in');
    expect(select).toHaveValue('system');

    await user.selectOptions(select, 'es');
    await waitFor(() => expect(screen.getByTestId('sample')).toHaveTextContent('Idioma'));
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('payments-console.language')).toBe('es');
    expect(screen.getByLabelText('Mostrar la consola en')).toHaveValue('es');

    await user.selectOptions(screen.getByLabelText('Mostrar la consola en'), 'en');
    await waitFor(() => expect(screen.getByTestId('sample')).toHaveTextContent('Language'));
    expect(localStorage.getItem('payments-console.language')).toBe('en');
  });

  it('goes back to following the system locale, and names the language it follows', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-CO']);
    localStorage.setItem('payments-console.language', 'en');
    const user = userEvent.setup();
    const { i18n } = renderWithClient(<Harness />);
    const select = screen.getByLabelText('Show the console in');
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'As the system (Spanish)' })).toBeInTheDocument();

    await user.selectOptions(select, 'system');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(localStorage.getItem('payments-console.language')).toBeNull();
  });

  it('names the system’s language in Spanish on a Spanish screen', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem('payments-console.language', 'es');
    renderWithClient(<Harness />, { language: 'es' });
    expect(screen.getByRole('option', { name: 'Como el sistema (inglés)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /\(English\)/ })).toBeNull();
  });
});
