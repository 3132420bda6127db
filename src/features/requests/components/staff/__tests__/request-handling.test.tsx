import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestMoveError, type RequestStatus } from '@/lib/model/request-status';
import { renderWithRouter } from '@/testing/render-with-router';
import { RequestHandling } from '../request-handling';

function renderHandling(status: RequestStatus, staffNote?: string, onUpdate = vi.fn()) {
  onUpdate.mockResolvedValue(undefined);
  renderWithRouter(<RequestHandling status={status} staffNote={staffNote} onUpdate={onUpdate} />);
  return onUpdate;
}

const moveButtons = () =>
  within(screen.getByRole('group', { name: '対応状況の変更' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('RequestHandling', () => {
  it.each([
    ['new', ['対応中にする', '対応済みにする']],
    ['in_progress', ['対応済みにする', '未対応に戻す']],
    ['done', ['対応中に戻す']],
  ] as const)('offers from %s exactly the moves the state table allows', (status, labels) => {
    renderHandling(status);
    expect(moveButtons()).toEqual(labels);
  });

  it('moves the status with one write and says so', async () => {
    const user = userEvent.setup();
    const onUpdate = renderHandling('new');
    await user.click(screen.getByRole('button', { name: '対応中にする' }));
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith({ status: 'in_progress' });
    expect(await screen.findByText('「対応中」にしました')).toBeInTheDocument();
  });

  it('says plainly when the move was refused', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn().mockRejectedValue(new RequestMoveError('done', 'new'));
    renderWithRouter(<RequestHandling status="new" staffNote={undefined} onUpdate={onUpdate} />);
    await user.click(screen.getByRole('button', { name: '対応済みにする' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '「対応済み」から「未対応」には変更できません。画面を最新にしました。',
    );
  });

  it('keeps a 対応メモ typed before a status move: it is saved with the move', async () => {
    const user = userEvent.setup();
    const onUpdate = renderHandling('new');
    await user.type(screen.getByRole('textbox', { name: /対応メモ/ }), '折り返し電話済み');
    await user.click(screen.getByRole('button', { name: '対応中にする' }));
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith({
      status: 'in_progress',
      staffNote: '折り返し電話済み',
    });
    expect(
      await screen.findByText('「対応中」にしました（対応メモも保存しました）'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /対応メモ/ })).toHaveValue('折り返し電話済み');
    expect(screen.queryByText('保存していない変更があります')).not.toBeInTheDocument();
  });

  it('saves the 対応メモ alone and keeps it in the field', async () => {
    const user = userEvent.setup();
    const onUpdate = renderHandling('in_progress', '折り返し待ち');
    const note = screen.getByRole('textbox', { name: /対応メモ/ });
    expect(note).toHaveValue('折り返し待ち');
    await user.clear(note);
    await user.type(note, '12/3 午前に内見で確定（担当: 田中）');
    expect(screen.getByText('保存していない変更があります')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledExactlyOnceWith({
        staffNote: '12/3 午前に内見で確定（担当: 田中）',
      }),
    );
    expect(await screen.findByText('対応メモを保存しました')).toBeInTheDocument();
    expect(note).toHaveValue('12/3 午前に内見で確定（担当: 田中）');
    expect(screen.queryByText('保存していない変更があります')).not.toBeInTheDocument();
  });

  it('refuses a note over 2,000 characters next to the field, without writing', async () => {
    const user = userEvent.setup();
    const onUpdate = renderHandling('new');
    const note = screen.getByRole('textbox', { name: /対応メモ/ });
    await user.click(note);
    await user.paste('あ'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    expect(
      (await screen.findAllByText('対応メモは2000文字以内で入力してください')).length,
    ).toBeGreaterThan(0);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('keeps the typed note and shows the failure when the save fails', async () => {
    const user = userEvent.setup();
    const onUpdate = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'permission-denied' }));
    renderWithRouter(<RequestHandling status="new" staffNote="" onUpdate={onUpdate} />);
    const note = screen.getByRole('textbox', { name: /対応メモ/ });
    await user.type(note, '電話する');
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    expect(await screen.findByText(/ほかの操作で対応状況が変わったため/)).toBeInTheDocument();
    expect(note).toHaveValue('電話する');
  });
});
