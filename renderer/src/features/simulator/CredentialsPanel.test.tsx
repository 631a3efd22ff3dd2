import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { CredentialsPanel } from './CredentialsPanel';

describe('the built-in simulator’s credentials', () => {
  it('copies the token cURL with a button, and wraps it rather than cutting it off', async () => {
    installFakeApi({
      'simulator:credentials': () =>
        ok({
          baseUrl: 'http://127.0.0.1:4010',
          tokenUrl: 'http://127.0.0.1:4010/oauth/token',
          clientId: 'console-demo',
          clientSecret: 'loopback-secret',
        }),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithClient(<CredentialsPanel />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Mostrar las credenciales' }));
    const command = await screen.findByLabelText('Obtener un token con cURL');
    expect(command).toHaveClass('curl-command');
    await user.click(screen.getByRole('button', { name: 'Copiar el comando' }));
    expect(writeText).toHaveBeenCalledWith(command.textContent);
    expect(writeText.mock.calls[0]?.[0]).toContain("'http://127.0.0.1:4010/oauth/token'");
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });
});
