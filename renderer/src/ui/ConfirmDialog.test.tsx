import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

function Opener({ danger, onConfirm }: { danger: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Refund
      </button>
      <ConfirmDialog
        open={open}
        title="Refund this payment?"
        confirmLabel="Yes, refund"
        danger={danger}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>USD 80.00</p>
      </ConfirmDialog>
    </>
  );
}

/** The same, mounted only while asking, as the cancel-or-refund screen does. */
function MountedWhileAsking({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Cancel or refund
      </button>
      {asking && (
        <ConfirmDialog
          open
          title="Cancel or refund this payment?"
          confirmLabel="Yes, cancel or refund"
          cancelLabel="No, go back"
          danger
          onConfirm={onConfirm}
          onCancel={() => setAsking(false)}
        >
          <p>USD 80.00</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens a dangerous confirmation on the safe choice, so Enter does not confirm', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<MountedWhileAsking onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel or refund' }));
    expect(screen.getByRole('button', { name: 'No, go back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the opener when it closes, whichever way', async () => {
    const user = userEvent.setup();
    renderWithClient(<Opener danger={false} onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Refund' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(opener).toHaveFocus();
  });

  it('gives focus back when the dialog is unmounted rather than closed', async () => {
    const user = userEvent.setup();
    renderWithClient(<MountedWhileAsking onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Cancel or refund' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'No, go back' }));
    expect(opener).toHaveFocus();
  });

  it('names its cancel button in the chosen language', async () => {
    const user = userEvent.setup();
    renderWithClient(<Opener danger={false} onConfirm={vi.fn()} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  });
});
