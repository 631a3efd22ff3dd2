import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShortcuts } from './shortcuts';

function Harness({ onHelp, onSubmit }: { onHelp: () => void; onSubmit: () => void }) {
  useShortcuts(onHelp);
  return (
    <form
      aria-label="Test form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Amount <input />
      </label>
    </form>
  );
}

afterEach(() => {
  window.location.hash = '';
});

describe('keyboard shortcuts', () => {
  it('Alt + an area key opens that area', async () => {
    render(<Harness onHelp={vi.fn()} onSubmit={vi.fn()} />);
    await userEvent.keyboard('{Alt>}o{/Alt}');
    expect(window.location.hash).toBe('#/pos');
    await userEvent.keyboard('{Alt>}u{/Alt}');
    expect(window.location.hash).toBe('#/users');
  });

  it('a key no area uses does nothing', async () => {
    window.location.hash = '#/instruments';
    render(<Harness onHelp={vi.fn()} onSubmit={vi.fn()} />);
    await userEvent.keyboard('{Alt>}z{/Alt}');
    expect(window.location.hash).toBe('#/instruments');
  });

  it('Ctrl+Enter submits the form holding the focus', async () => {
    const onSubmit = vi.fn();
    render(<Harness onHelp={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Amount'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('"?" toggles the help, except while typing', async () => {
    const onHelp = vi.fn();
    render(<Harness onHelp={onHelp} onSubmit={vi.fn()} />);
    await act(() => userEvent.keyboard('?'));
    expect(onHelp).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByLabelText('Amount'));
    await userEvent.keyboard('?');
    expect(onHelp).toHaveBeenCalledTimes(1);
  });
});
