import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import type { ConfirmDialogProps } from '../confirm-dialog';

type HarnessProps = Partial<ConfirmDialogProps> & { onConfirmed?: () => void };

/** A button that opens the dialog, as on a screen. */
function Harness({ onConfirmed = () => {}, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        削除
      </button>
      <ConfirmDialog
        open={open}
        title="ブランドを削除しますか？"
        confirmLabel="削除する"
        variant="danger"
        onConfirm={() => {
          onConfirmed();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        {...props}
      >
        <p>公開ページからブランドが消えます。</p>
      </ConfirmDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true });

describe('ConfirmDialog', () => {
  it('opens named by its question and described by what will happen; a danger dialog focuses キャンセル', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(dialog()).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: '削除' }));
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAccessibleName('ブランドを削除しますか？');
    expect(dialog()).toHaveAccessibleDescription('公開ページからブランドが消えます。');
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
  });

  it('confirms with the button named by the action, then closes and gives focus back', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    render(<Harness onConfirmed={onConfirmed} />);
    const opener = screen.getByRole('button', { name: '削除' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(onConfirmed).toHaveBeenCalledOnce();
    expect(dialog()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('cancels with キャンセル or Esc without confirming', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    render(<Harness onConfirmed={onConfirmed} />);
    await user.click(screen.getByRole('button', { name: '削除' }));
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: '削除' }));
    // The browser fires `cancel` on the dialog for Esc.
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('focuses the confirm button of a default dialog', async () => {
    const user = userEvent.setup();
    render(<Harness variant="default" confirmLabel="公開する" />);
    await user.click(screen.getByRole('button', { name: '削除' }));
    expect(screen.getByRole('button', { name: '公開する' })).toHaveFocus();
  });

  it('while busy shows the busy label and ignores both buttons and Esc; shows an error', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="削除しますか？"
        confirmLabel="削除する"
        busyLabel="削除中…"
        busy
        error="削除できませんでした。"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>元に戻せません。</p>
      </ConfirmDialog>,
    );
    const busyButton = screen.getByRole('button', { name: '削除中…' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(busyButton);
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('削除できませんでした。');
  });
});
