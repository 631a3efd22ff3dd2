import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../testing/render';
import { HelpOverlay } from './HelpOverlay';

describe('the shortcuts dialog', () => {
  it('has one Close button, in either language, and Escape closes it too', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithClient(<HelpOverlay open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    renderWithClient(<HelpOverlay open onClose={onClose} />, { language: 'es' });
    await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cerrar']);
  });
});
