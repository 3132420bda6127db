import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStatementFile } from '#shared/billing/read-statement-file.js';
import { StatementFormatMapper } from '../statement-format-mapper';

const saveStatementFormat = vi.fn();
vi.mock('../../api/statement-formats', () => ({
  useSaveStatementFormat: () => ({
    isPending: false,
    mutateAsync: (input: unknown) => saveStatementFormat(input) as Promise<string>,
  }),
}));

/** A 信用金庫's file: a title, an empty line, its own header, a withdrawal and two deposits. */
const bytes = new TextEncoder().encode(
  [
    '○○信用金庫 入出金明細',
    '',
    '年月日,区分,お引出,お預入,取引先,差引残高',
    '2026/12/01,振替,12000,,ﾃﾞﾝｷﾀﾞｲ,1188000',
    '2026/12/05,振込,,15130,1001 ﾔﾏﾀﾞ ﾀﾛｳ,1203130',
    '2026/12/07,振込,,7350,ｻﾄｳ ﾊﾅｺ,1210480',
  ].join('\r\n'),
);

function renderMapper() {
  const reading = readStatementFile(bytes);
  if (reading.kind !== 'unknown-layout') throw new Error('expected an unknown layout');
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatementFormatMapper
        brandId="sorakura"
        bytes={bytes}
        unknown={reading.unknown}
        staffUid={() => Promise.resolve('staff-1')}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { onSaved };
}

describe('StatementFormatMapper (the mapping step)', () => {
  beforeEach(() => {
    saveStatementFormat.mockReset().mockResolvedValue('h6-00000000');
  });

  it('shows the file, takes the header it sees and the columns its names say, and reads the file with them', async () => {
    renderMapper();
    expect(
      screen.getByRole('heading', { name: 'この明細の形式は登録されていません' }),
    ).toBeVisible();
    expect(screen.getByLabelText('見出しの行')).toHaveValue('3');
    expect(screen.getByLabelText('取引日の列')).toHaveValue('年月日');
    expect(screen.getByLabelText('入金額の列')).toHaveValue('お預入');
    expect(screen.getByLabelText('出金額の列')).toHaveValue('お引出');
    expect(screen.getByLabelText('残高の列')).toHaveValue('差引残高');
    // 取引先 is not a name the reader knows for the payer: staff choose it.
    expect(screen.getByLabelText('振込依頼人名の列')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves the mapping for the brand once the payer and a name are given, then hands the file back read', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderMapper();
    await user.selectOptions(screen.getByLabelText('振込依頼人名の列'), '取引先');
    const preview = screen.getByRole('status');
    expect(preview).toHaveTextContent('この対応で読むと：入金 2件・出金 1件');
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(within(preview).getByText('1001 ﾔﾏﾀﾞ ﾀﾛｳ')).toBeVisible();
    const button = screen.getByRole('button', { name: 'この対応を保存して読み込む' });
    expect(button).toBeDisabled();
    expect(screen.getByText('形式の名前を入れると保存できます。')).toBeVisible();

    await user.type(screen.getByLabelText('この形式の名前'), '○○信用金庫');
    await user.click(button);
    expect(saveStatementFormat).toHaveBeenCalledWith({
      brandId: 'sorakura',
      staffUid: 'staff-1',
      name: '○○信用金庫',
      header: ['年月日', '区分', 'お引出', 'お預入', '取引先', '差引残高'],
      columns: {
        date: '年月日',
        deposit: 'お預入',
        signed: false,
        withdrawal: 'お引出',
        payer: '取引先',
        balance: '差引残高',
      },
    });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        format: { id: 'saved:draft', label: '○○信用金庫', confirmed: true },
      }),
    );
  });

  it('names a balance column that does not follow the amounts (a wrong column chosen)', async () => {
    const user = userEvent.setup();
    renderMapper();
    await user.selectOptions(screen.getByLabelText('振込依頼人名の列'), '取引先');
    await user.selectOptions(screen.getByLabelText('入金額の列'), 'お引出');
    await user.selectOptions(screen.getByLabelText('出金額の列'), 'お預入');
    expect(screen.getByRole('status')).toHaveTextContent(
      '残高が前の行の残高と入出金から計算した額と合いません',
    );
  });

  it('keeps what was chosen and says so when saving fails', async () => {
    const user = userEvent.setup();
    saveStatementFormat.mockRejectedValue(new Error('offline'));
    const { onSaved } = renderMapper();
    await user.selectOptions(screen.getByLabelText('振込依頼人名の列'), '取引先');
    await user.type(screen.getByLabelText('この形式の名前'), '○○信用金庫');
    await user.click(screen.getByRole('button', { name: 'この対応を保存して読み込む' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存できませんでした。');
    expect(screen.getByLabelText('振込依頼人名の列')).toHaveValue('取引先');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
