import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SpaceChoices } from '../components/space-select-field';
import { ViewingRequestForm } from '../components/viewing-request-form';
import type { ViewingRequestPrefill } from '../components/viewing-request-form';
import type { ViewingRequestFields } from '../viewing-request-form-schema';

const TOMORROW = '2026-05-02';
const assets = [
  { value: 'SK-101', label: 'ソラクラ三軒茶屋（世田谷区）' },
  { value: 'SK-102', label: 'ソラクラ中野（中野区）' },
];
const spacesOf: Record<string, { value: string; label: string }[]> = {
  'SK-101': [
    { value: 'sp-a', label: '1A-01（1.5帖・月額¥8,800）' },
    { value: 'sp-b', label: '1A-02（2.0帖・月額¥11,000）' },
  ],
  'SK-102': [{ value: 'sp-c', label: '2B-01（1.0帖・月額¥6,600）' }],
};

type Options = {
  initial?: { assetId: string; spaceId: string };
  prefill?: ViewingRequestPrefill;
};

/** The form as the screen uses it: the chosen asset's spaces follow `onAssetChange`. */
function Harness({
  options,
  send,
  onSent,
  onAssetChange,
}: {
  options: Options;
  send: (fields: ViewingRequestFields) => Promise<void>;
  onSent: (fields: ViewingRequestFields) => void;
  onAssetChange: (assetId: string) => void;
}) {
  const initial = options.initial ?? { assetId: '', spaceId: '' };
  const [assetId, setAssetId] = useState(initial.assetId);
  const spaces: SpaceChoices =
    assetId === ''
      ? { assetId, status: 'idle', options: [] }
      : { assetId, status: 'ready', options: spacesOf[assetId] ?? [] };
  return (
    <MemoryRouter>
      <ViewingRequestForm
        tomorrow={TOMORROW}
        assets={assets}
        initial={initial}
        spaces={spaces}
        onAssetChange={(id) => {
          onAssetChange(id);
          setAssetId(id);
        }}
        prefill={options.prefill ?? null}
        send={send}
        onSent={onSent}
        privacyPolicyHref="/sorakura/privacy-policy"
      />
    </MemoryRouter>
  );
}

function setup(options: Options = {}) {
  const send = vi.fn<(fields: ViewingRequestFields) => Promise<void>>(async () => {});
  const onSent = vi.fn();
  const onAssetChange = vi.fn();
  render(<Harness options={options} send={send} onSent={onSent} onAssetChange={onAssetChange} />);
  return { send, onSent, onAssetChange, user: userEvent.setup() };
}

const slot = (n: number) => screen.getByRole('group', { name: `第${n}希望` });
const dateOf = (n: number) => within(slot(n)).getByLabelText(/^希望日/);
const timesOf = (n: number) => within(slot(n)).getByRole('group', { name: /^時間帯/ });
const submit = () => screen.getByRole('button', { name: '内見を予約する' });

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^お名前/), '山田 太郎');
  await user.type(screen.getByLabelText(/^フリガナ/), 'やまだ たろう');
  await user.type(screen.getByLabelText(/^メールアドレス/), 'taro@example.com');
  await user.type(screen.getByLabelText(/^電話番号/), '０９０−１２３４−５６７８');
}

describe('ViewingRequestForm', () => {
  it('starts on the asset and space the visitor came from', () => {
    setup({ initial: { assetId: 'SK-101', spaceId: 'sp-b' } });
    expect(screen.getByLabelText(/^物件/)).toHaveValue('SK-101');
    expect(screen.getByLabelText(/^区画/)).toHaveValue('sp-b');
    expect(dateOf(1)).toHaveAttribute('type', 'date');
    expect(dateOf(1)).toHaveAttribute('min', TOMORROW);
    expect(screen.getByLabelText(/^フリガナ/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^電話番号/)).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText(/^メールアドレス/)).toHaveAttribute('autocomplete', 'email');
  });

  it('loads the spaces of a newly chosen asset and forgets the space of the previous one', async () => {
    const { user, onAssetChange } = setup({ initial: { assetId: 'SK-101', spaceId: 'sp-a' } });
    await user.selectOptions(screen.getByLabelText(/^物件/), 'SK-102');
    expect(onAssetChange).toHaveBeenLastCalledWith('SK-102');
    const space = screen.getByLabelText(/^区画/);
    expect(space).toHaveValue('');
    expect(within(space).getByRole('option', { name: /2B-01/ })).toBeInTheDocument();
    expect(within(space).queryByRole('option', { name: /1A-01/ })).toBeNull();
  });

  it('says in Japanese what is missing, next to each field, and sends nothing', async () => {
    const { user, send } = setup();
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText(/^物件/)).toHaveFocus());
    expect(screen.getByLabelText(/^物件/)).toHaveAccessibleDescription(
      '内見したい物件を選択してください',
    );
    expect(dateOf(1)).toHaveAccessibleDescription('希望日を選択してください');
    expect(timesOf(1)).toHaveAccessibleDescription('時間帯を選択してください');
    expect(screen.getByLabelText(/^お名前/)).toHaveAccessibleDescription(
      'お名前を入力してください',
    );
    expect(screen.getByLabelText(/^フリガナ/)).toHaveAccessibleDescription(
      /フリガナを入力してください/,
    );
    expect(screen.getByLabelText(/^メールアドレス/)).toHaveAccessibleDescription(
      /メールアドレスを入力してください/,
    );
    expect(screen.getByLabelText(/^電話番号/)).toHaveAccessibleDescription(
      /電話番号を入力してください/,
    );
    expect(screen.getByLabelText(/^ご要望・ご質問/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください（7件）');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses today and past days', async () => {
    const { user } = setup();
    await user.type(dateOf(1), '2026-05-01');
    await user.tab();
    expect(dateOf(1)).toHaveAccessibleDescription('希望日は明日以降の日付を選択してください');
    await user.clear(dateOf(1));
    await user.type(dateOf(1), TOMORROW);
    expect(dateOf(1)).not.toHaveAttribute('aria-invalid');
  });

  it('adds up to three slots, removes one, and puts a duplicate slot’s message next to it', async () => {
    const { user, send } = setup({ initial: { assetId: 'SK-101', spaceId: '' } });
    const add = () => screen.getByRole('button', { name: '希望日時を追加' });
    await user.click(add());
    await waitFor(() => expect(dateOf(2)).toHaveFocus());
    await user.click(add());
    expect(screen.queryByRole('button', { name: '希望日時を追加' })).toBeNull();
    expect(screen.getByText('希望日時は3つまで選べます。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第3希望を削除' }));
    expect(screen.queryByRole('group', { name: '第3希望' })).toBeNull();
    await waitFor(() => expect(add()).toHaveFocus());

    await user.type(dateOf(1), '2026-05-09');
    await user.click(within(timesOf(1)).getByRole('radio', { name: /^午後/ }));
    await user.type(dateOf(2), '2026-05-09');
    await user.click(within(timesOf(2)).getByRole('radio', { name: /^午後/ }));
    await fillPerson(user);
    await user.click(submit());

    await waitFor(() =>
      expect(timesOf(2)).toHaveAccessibleDescription(
        '第1希望と同じ日時です。別の日付か時間帯を選んでください',
      ),
    );
    expect(timesOf(1)).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();

    await user.click(within(timesOf(2)).getByRole('radio', { name: /^夕方/ }));
    await user.click(submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].preferredSlots).toEqual([
      { date: '2026-05-09', timeSlot: 'afternoon' },
      { date: '2026-05-09', timeSlot: 'evening' },
    ]);
  });

  it('sends what the model stores: katakana, a normalised phone, the space, no empty message', async () => {
    const { user, send, onSent } = setup({ initial: { assetId: 'SK-101', spaceId: 'sp-a' } });
    await user.type(dateOf(1), '2026-05-10');
    await user.click(within(timesOf(1)).getByRole('radio', { name: /^午前/ }));
    await fillPerson(user);
    await user.click(submit());
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const expected = {
      assetId: 'SK-101',
      spaceId: 'sp-a',
      preferredSlots: [{ date: '2026-05-10', timeSlot: 'morning' }],
      name: '山田 太郎',
      kana: 'ヤマダ\u3000タロウ',
      email: 'taro@example.com',
      phone: '090-1234-5678',
      message: undefined,
    };
    expect(send).toHaveBeenCalledWith(expected);
    expect(onSent).toHaveBeenCalledWith(expected);
  });

  it('fills in the member profile, leaving what was typed', async () => {
    setup({
      prefill: {
        name: '山田 太郎',
        kana: 'ヤマダ タロウ',
        email: 'taro@example.com',
        phone: '090-1234-5678',
      },
    });
    await waitFor(() => expect(screen.getByLabelText(/^フリガナ/)).toHaveValue('ヤマダ タロウ'));
    expect(screen.getByLabelText(/^お名前/)).toHaveValue('山田 太郎');
    expect(screen.getByLabelText(/^電話番号/)).toHaveValue('090-1234-5678');
  });

  it('drops a submission with the honeypot filled: nothing is sent, the bot sees thanks', async () => {
    const { user, send, onSent } = setup({ initial: { assetId: 'SK-101', spaceId: '' } });
    await user.type(dateOf(1), '2026-05-10');
    await user.click(within(timesOf(1)).getByRole('radio', { name: /^午前/ }));
    await fillPerson(user);
    await user.type(
      screen.getByLabelText('この欄には何も入力しないでください', { selector: 'input' }),
      'http://spam.example',
    );
    await user.click(submit());
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
  });
});
