import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Member } from '@/lib/model/member';
import type { PostalPlace } from '@/lib/postal/lookup-postal-code';
import { ProfileSection } from '../components/profile-section';
import { ProfileView } from '../components/profile-view';
import type { ProfileFormValues } from '../profile-form-schema';
import { memberFixture } from '@/testing/my-unit-fixtures';

/** The postal lookup the tests use instead of the site's data files. */
const lookup = vi.fn(async (): Promise<PostalPlace[]> => [
  { prefecture: '東京都', city: '世田谷区', town: '太子堂' },
]);

/** The section with a store that behaves like the saved profile the screen reads back. */
function Harness({
  initial,
  save,
}: {
  initial: Member | null;
  save: (values: ProfileFormValues) => Promise<void>;
}) {
  const [member, setMember] = useState(initial);
  return (
    <ProfileSection
      member={member}
      signedInEmail="user@example.com"
      lookup={lookup}
      onSave={async (values) => {
        await save(values);
        setMember({ ...memberFixture(), ...values });
      }}
    />
  );
}

describe('ProfileSection', () => {
  it('a first-time user gets a word on why, and the form with the sign-in e-mail', () => {
    render(<Harness initial={null} save={async () => {}} />);
    expect(screen.getByText(/プロフィールがまだ登録されていません/)).toBeInTheDocument();
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('user@example.com');
    expect(screen.getByLabelText(/生年月日/)).toHaveAttribute('autocomplete', 'bday');
    expect(screen.queryByRole('button', { name: '編集をやめる' })).toBeNull();
  });

  it('saves normalised values (full-width phone, hiragana フリガナ), then shows them and says so', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_values: ProfileFormValues) => {});
    render(<Harness initial={null} save={save} />);
    await user.type(screen.getByLabelText(/お名前/), '山田 太郎');
    await user.type(screen.getByLabelText(/フリガナ/), 'やまだ たろう');
    await user.type(screen.getByLabelText(/電話番号/), '０９０−１２３４−５６７８');
    await user.type(screen.getByLabelText(/郵便番号/), '1540004');
    await waitFor(() => expect(screen.getByLabelText(/市区町村/)).toHaveValue('世田谷区'));
    await user.type(screen.getByLabelText(/町名・番地/), '1-2-3');
    await user.type(screen.getByLabelText(/生年月日/), '１９９０/４/１');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({
      name: '山田 太郎',
      kana: 'ヤマダ\u3000タロウ',
      phone: '090-1234-5678',
      postalCode: '154-0004',
      prefecture: '東京都',
      city: '世田谷区',
      addressLine: '太子堂1-2-3',
      birthDate: '1990-04-01',
    });
    expect(screen.getByText('プロフィールを保存しました。')).toHaveAttribute('role', 'status');
    expect(screen.getByText('090-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('1990年4月1日（日）')).toBeInTheDocument();
  });

  it('生年月日 is required (as to apply), and 1890 or an emoji name is refused in one round', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_values: ProfileFormValues) => {});
    render(<Harness initial={memberFixture()} save={save} />);
    await user.click(screen.getByRole('button', { name: 'プロフィールを編集する' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findAllByText('生年月日を入力してください')).not.toHaveLength(0);
    const name = screen.getByLabelText(/お名前/);
    await user.clear(name);
    await user.type(name, '😀😀😀');
    await user.type(screen.getByLabelText(/生年月日/), '1890/1/1');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(
      await screen.findAllByText(
        /お名前は漢字・ひらがな・カタカナまたはローマ字で入力してください/,
      ),
    ).not.toHaveLength(0);
    expect(screen.getAllByText(/生年月日をご確認ください/)).not.toHaveLength(0);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the saved profile and edits it in place; 編集をやめる goes back unchanged', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {});
    render(<Harness initial={memberFixture({ birthDate: '1990-04-01' })} save={save} />);
    expect(screen.getByText('〒154-0004 東京都世田谷区太子堂1-2-3')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'プロフィールを編集する' }));
    const phone = screen.getByLabelText(/電話番号/);
    expect(phone).toHaveValue('090-0000-1111');
    await user.clear(phone);
    await user.type(phone, '0312345678');
    await user.click(screen.getByRole('button', { name: '編集をやめる' }));
    expect(screen.getByText('090-0000-1111')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'プロフィールを編集する' })).toHaveFocus(),
    );
  });

  it('puts errors next to the fields and keeps everything typed when saving fails', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={memberFixture({ birthDate: '1990-04-01' })}
        save={async () => {
          throw new Error('offline');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'プロフィールを編集する' }));
    const kana = screen.getByLabelText(/フリガナ/);
    await user.clear(kana);
    await user.type(kana, 'Sato');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(kana).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(kana);
    await user.type(kana, 'さとう');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存できませんでした');
    expect(kana).toHaveValue('サトウ');
  });
});

describe('ProfileView', () => {
  it('shows the お客様番号 the customer reads out and puts before their name when paying', () => {
    render(<ProfileView member={{ ...memberFixture(), customerNumber: 1027 }} />);
    const number = screen.getByText('お客様番号');
    expect(number.nextElementSibling).toHaveTextContent('1027');
  });

  it('leaves it out until the profile has one', () => {
    const { customerNumber: _none, ...member } = memberFixture();
    render(<ProfileView member={member} />);
    expect(screen.queryByText('お客様番号')).toBeNull();
  });
});
