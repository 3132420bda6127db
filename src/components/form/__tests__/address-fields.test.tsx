import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { postalAddressShape } from '@/lib/model/postal-address';
import type { PostalPlace } from '@/lib/postal/lookup-postal-code';
import { AddressFields } from '../address-fields';
import { Form } from '../form';
import { SubmitButton } from '../submit-button';
import { useZodForm } from '../use-zod-form';

const addressSchema = z.object(postalAddressShape);

function AddressForm({
  lookup,
  onSubmit = async () => {},
}: {
  lookup: (code: string) => Promise<PostalPlace[]>;
  onSubmit?: (values: z.infer<typeof addressSchema>) => Promise<void>;
}) {
  const form = useZodForm(addressSchema, {
    defaultValues: { postalCode: '', city: '', addressLine: '', building: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <AddressFields lookup={lookup} />
      <SubmitButton>送信する</SubmitButton>
    </Form>
  );
}

describe('AddressFields', () => {
  it('fills 都道府県, 市区町村 and the town from a full-width postal code', async () => {
    const user = userEvent.setup();
    const lookup = vi.fn(async (code: string): Promise<PostalPlace[]> =>
      code === '1600022' ? [{ prefecture: '東京都', city: '新宿区', town: '新宿' }] : [],
    );
    render(<AddressForm lookup={lookup} />);
    await user.type(screen.getByLabelText(/郵便番号/), '１６０－００２２');
    await waitFor(() => expect(screen.getByLabelText(/市区町村/)).toHaveValue('新宿区'));
    expect(screen.getByLabelText(/都道府県/)).toHaveValue('東京都');
    expect(screen.getByLabelText(/町名・番地/)).toHaveValue('新宿');
    expect(screen.getByRole('status')).toHaveTextContent('住所を入力しました：東京都新宿区新宿');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('does not overwrite a 番地 the person typed', async () => {
    const user = userEvent.setup();
    const lookup = async (): Promise<PostalPlace[]> => [
      { prefecture: '東京都', city: '新宿区', town: '新宿' },
    ];
    render(<AddressForm lookup={lookup} />);
    await user.type(screen.getByLabelText(/町名・番地/), '西新宿2-8-1');
    await user.type(screen.getByLabelText(/郵便番号/), '1600022');
    await waitFor(() => expect(screen.getByLabelText(/市区町村/)).toHaveValue('新宿区'));
    expect(screen.getByLabelText(/町名・番地/)).toHaveValue('西新宿2-8-1');
  });

  it('a second postal code replaces the 町名 the first one filled (no mixed address)', async () => {
    const user = userEvent.setup();
    const lookup = async (code: string): Promise<PostalPlace[]> =>
      code === '1600022'
        ? [{ prefecture: '東京都', city: '新宿区', town: '新宿' }]
        : [{ prefecture: '東京都', city: '世田谷区', town: '三軒茶屋' }];
    render(<AddressForm lookup={lookup} />);
    const code = screen.getByLabelText(/郵便番号/);
    await user.type(code, '1600022');
    await waitFor(() => expect(screen.getByLabelText(/町名・番地/)).toHaveValue('新宿'));
    await user.type(screen.getByLabelText(/町名・番地/), '1-2-3');
    await user.clear(code);
    await user.type(code, '1540024');
    await waitFor(() => expect(screen.getByLabelText(/市区町村/)).toHaveValue('世田谷区'));
    expect(screen.getByLabelText(/町名・番地/)).toHaveValue('三軒茶屋');
  });

  it('offers a choice when one code has several places', async () => {
    const user = userEvent.setup();
    const lookup = async (): Promise<PostalPlace[]> => [
      { prefecture: '愛知県', city: '弥富市', town: '' },
      { prefecture: '三重県', city: '桑名郡木曽岬町', town: '' },
    ];
    render(<AddressForm lookup={lookup} />);
    await user.type(screen.getByLabelText(/郵便番号/), '4980000');
    await user.click(await screen.findByRole('button', { name: '三重県桑名郡木曽岬町' }));
    expect(screen.getByLabelText(/都道府県/)).toHaveValue('三重県');
    expect(screen.getByLabelText(/市区町村/)).toHaveValue('桑名郡木曽岬町');
  });

  it('says so when the lookup fails, and the address can still be typed', async () => {
    const user = userEvent.setup();
    const lookup = async (): Promise<PostalPlace[]> => {
      throw new Error('offline');
    };
    render(<AddressForm lookup={lookup} />);
    await user.type(screen.getByLabelText(/郵便番号/), '1600022');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '住所を自動入力できませんでした。住所を入力してください。',
    );
    expect(screen.getByLabelText(/市区町村/)).toBeEnabled();
  });
});

describe('AddressFields with a saved address', () => {
  it('does not look up a postal code that came with the form, only one the person types', async () => {
    const user = userEvent.setup();
    const lookup = vi.fn(async (): Promise<PostalPlace[]> => [
      { prefecture: '東京都', city: '新宿区', town: '新宿' },
    ]);
    function Saved() {
      const form = useZodForm(addressSchema, {
        defaultValues: {
          postalCode: '160-0022',
          prefecture: '東京都',
          city: '新宿区',
          addressLine: '新宿1-2-3',
          building: '',
        },
      });
      return (
        <Form form={form} onSubmit={async () => {}}>
          <AddressFields lookup={lookup} />
        </Form>
      );
    }
    render(<Saved />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookup).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/町名・番地/)).toHaveValue('新宿1-2-3');
    const code = screen.getByLabelText(/郵便番号/);
    await user.clear(code);
    await user.type(code, '1000001');
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('1000001', expect.anything()));
  });
});

describe('AddressFields: a postal code and an address that do not belong together (issue 31, item 1)', () => {
  const sapporo: PostalPlace = { prefecture: '北海道', city: '札幌市北区', town: '北六条西' };
  const lookup = async (code: string): Promise<PostalPlace[]> =>
    code === '0600806'
      ? [sapporo]
      : code === '1600022'
        ? [{ prefecture: '東京都', city: '新宿区', town: '新宿' }]
        : [];

  it('a code the data does not know removes the address the earlier code filled, and is sent only once confirmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<AddressForm lookup={lookup} onSubmit={onSubmit} />);
    const code = screen.getByLabelText(/郵便番号/);
    await user.type(code, '0600806');
    await waitFor(() => expect(screen.getByLabelText(/市区町村/)).toHaveValue('札幌市北区'));
    await user.type(screen.getByLabelText(/町名・番地/), '7-1-2');
    await user.clear(code);
    await user.type(code, '9999999');
    expect(
      await screen.findByText(
        /郵便番号 999-9999 の住所が見つかりませんでした。前の郵便番号で入力された住所は消しました。/,
      ),
    ).toBeVisible();
    // 北海道 / 札幌市北区 / 北六条西 were 060-0806's: gone; the 番地 typed after the town stays.
    expect(screen.getByLabelText(/都道府県/)).toHaveValue('');
    expect(screen.getByLabelText(/市区町村/)).toHaveValue('');
    expect(screen.getByLabelText(/町名・番地/)).toHaveValue('7-1-2');

    // The person types an address for it: still refused until they confirm the code.
    await user.selectOptions(screen.getByLabelText(/都道府県/), '北海道');
    await user.type(screen.getByLabelText(/市区町村/), '札幌市北区');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('郵便番号 999-9999 は郵便番号のデータにありません。');
    expect(code).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('この郵便番号と住所で登録する'));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      { postalCode: '999-9999', prefecture: '北海道', city: '札幌市北区', addressLine: '7-1-2' },
    ]);
  });

  it('refuses a known code kept with the address of another (a saved profile), naming both', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    function Saved() {
      const form = useZodForm(addressSchema, {
        defaultValues: {
          postalCode: '160-0022',
          prefecture: '北海道',
          city: '札幌市北区',
          addressLine: '北六条西7-1-2',
          building: '',
        },
      });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <AddressFields lookup={lookup} />
          <SubmitButton>送信する</SubmitButton>
        </Form>
      );
    }
    render(<Saved />);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '郵便番号 160-0022 は東京都新宿区の番号で、ご住所（北海道札幌市北区）と合いません。',
    );
    // A known code cannot be confirmed past its city: no box to tick.
    expect(screen.queryByLabelText('この郵便番号と住所で登録する')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected, it goes.
    const code = screen.getByLabelText(/郵便番号/);
    await user.clear(code);
    await user.type(code, '0600806');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('住所を入力しました'));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
