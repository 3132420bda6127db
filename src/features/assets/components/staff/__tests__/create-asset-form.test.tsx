import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PostalPlace } from '@/lib/postal/lookup-postal-code';
import { AssetNumberTakenError } from '../../../asset-number-taken-error';
import { CreateAssetForm } from '../create-asset-form';
import type { CreateAssetFormValues } from '../../../create-asset-form-schema';

const lookup = vi.fn(async (code: string): Promise<PostalPlace[]> =>
  code === '1540024' ? [{ prefecture: '東京都', city: '世田谷区', town: '三軒茶屋' }] : [],
);

function renderForm(onCreate: (fields: CreateAssetFormValues) => Promise<void>) {
  const user = userEvent.setup();
  render(<CreateAssetForm onCreate={onCreate} onCancel={() => {}} lookup={lookup} />);
  return user;
}

async function fillValidAsset(user: ReturnType<typeof userEvent.setup>, assetNumber: string) {
  await user.type(screen.getByLabelText(/物件番号/), assetNumber);
  await user.type(screen.getByLabelText(/物件名/), 'ソラクラ 三軒茶屋第二');
  await user.type(screen.getByLabelText(/郵便番号/), '154-0024');
  await waitFor(() => expect(screen.getByLabelText(/市区町村/)).toHaveValue('世田谷区'));
  await user.type(screen.getByLabelText(/町名・番地/), '二丁目1番1号');
  await user.type(screen.getByLabelText(/^緯度/), '35.6431');
  await user.type(screen.getByLabelText(/^経度/), '139.6687');
}

describe('CreateAssetForm', () => {
  it('sends the asset number in its stored form, the looked-up address and the location as numbers', async () => {
    const onCreate = vi.fn(async (_fields: CreateAssetFormValues) => {});
    const user = renderForm(onCreate);
    await fillValidAsset(user, 'ｓｋ－２０１');
    await user.click(screen.getByRole('button', { name: '物件を作成する' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toEqual({
      assetNumber: 'SK-201',
      name: 'ソラクラ 三軒茶屋第二',
      postalCode: '154-0024',
      prefecture: '東京都',
      city: '世田谷区',
      addressLine: '三軒茶屋二丁目1番1号',
      latitude: 35.6431,
      longitude: 139.6687,
    });
  });

  it.each([
    ['-SK1', 'a leading hyphen'],
    ['SK_201', 'an underscore'],
    ['#101', 'a symbol'],
    ['物件1', 'non-ASCII letters'],
  ])('refuses %s (%s) next to the field without sending', async (typed) => {
    const onCreate = vi.fn(async () => {});
    const user = renderForm(onCreate);
    await fillValidAsset(user, typed);
    await user.click(screen.getByRole('button', { name: '物件を作成する' }));
    const field = screen.getByLabelText(/物件番号/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/英大文字・数字・ハイフンで16文字以内/);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('says an existing number is taken (and by which asset), keeping everything typed', async () => {
    const onCreate = vi.fn<(fields: CreateAssetFormValues) => Promise<void>>(async (fields) => {
      throw new AssetNumberTakenError(fields.assetNumber, 'ソラクラ 三軒茶屋');
    });
    const user = renderForm(onCreate);
    await fillValidAsset(user, 'SK-101');
    await user.click(screen.getByRole('button', { name: '物件を作成する' }));
    const field = screen.getByLabelText(/物件番号/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      /物件番号「SK-101」はすでに「ソラクラ 三軒茶屋」で使われています。別の番号を入力してください$/,
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('SK-101');
    expect(screen.getByLabelText(/物件名/)).toHaveValue('ソラクラ 三軒茶屋第二');
    expect(screen.getByLabelText(/^経度/)).toHaveValue('139.6687');

    // A free number then goes through.
    onCreate.mockImplementation(async () => {});
    await user.clear(field);
    await user.type(field, 'SK-202');
    await user.click(screen.getByRole('button', { name: '物件を作成する' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate.mock.calls[1]![0]).toMatchObject({ assetNumber: 'SK-202' });
  });

  it('takes at most 16 characters', () => {
    renderForm(async () => {});
    expect(screen.getByLabelText(/物件番号/)).toHaveAttribute('maxlength', '16');
  });

  it('shows any other failure at the top of the form', async () => {
    const user = renderForm(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    await fillValidAsset(user, 'SK-203');
    await user.click(screen.getByRole('button', { name: '物件を作成する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '権限がないため操作できませんでした',
    );
  });

  it('checks the location ranges', async () => {
    const onCreate = vi.fn(async () => {});
    const user = renderForm(onCreate);
    await user.type(screen.getByLabelText(/^緯度/), '95');
    await user.type(screen.getByLabelText(/^経度/), '東経139');
    await user.click(screen.getByRole('button', { name: '物件を作成する' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^緯度/)).toHaveAccessibleDescription(
        /緯度は-90〜90の範囲で入力してください/,
      ),
    );
    expect(screen.getByLabelText(/^経度/)).toHaveAccessibleDescription(
      /経度は数値で入力してください/,
    );
    expect(onCreate).not.toHaveBeenCalled();
  });
});
