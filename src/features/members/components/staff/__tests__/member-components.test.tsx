import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import type { AdminMember, MemberApplication } from '../../../admin-member';
import { MemberApplications } from '../member-applications';
import { MemberIdentityDocuments } from '../member-identity-documents';
import { MemberProfile } from '../member-profile';
import { MembersTable } from '../members-table';

const documentUrl = vi.hoisted(() => ({ state: new Map<string, unknown>() }));
vi.mock('../../../api/get-identity-document', () => ({
  useIdentityDocumentUrl: (path: string) => documentUrl.state.get(path),
}));

const at = (iso: string) => new Date(iso);
const member = (id: string, name: string, kana: string, phone: string): AdminMember => ({
  id,
  uid: id,
  email: `${id}@example.com`,
  name,
  kana,
  phone,
  postalCode: '154-0004',
  prefecture: '東京都',
  city: '世田谷区',
  addressLine: '太子堂1-2-3',
  createdAt: at('2026-10-01T00:00:00Z'),
  updatedAt: at('2026-10-01T00:00:00Z'),
});

const application = (id: string, over: Partial<MemberApplication> = {}): MemberApplication => ({
  id,
  uid: 'demo-user',
  assetId: 'SK-101',
  spaceId: '1C-03',
  name: '佐藤 花子',
  kana: 'サトウ ハナコ',
  email: 'user@example.com',
  phone: '090-0000-0001',
  postalCode: '154-0004',
  prefecture: '東京都',
  city: '世田谷区',
  addressLine: '太子堂1-2-3',
  birthDate: '1990-04-01',
  startDate: '2026-08-01',
  termsVersion: 2,
  status: 'contracted',
  identityDocumentPath: `users/demo-user/identity/${id}.png`,
  history: {
    '0': { at: at('2026-07-20T01:00:00Z'), by: 'demo-user', from: null, to: 'submitted' },
    '1': { at: at('2026-07-21T02:30:00Z'), by: 'demo-admin', from: 'submitted', to: 'approved' },
    '2': { at: at('2026-07-25T05:00:00Z'), by: 'demo-admin', from: 'approved', to: 'contracted' },
  },
  terminationRequest: null,
  createdAt: at('2026-07-20T01:00:00Z'),
  updatedAt: at('2026-07-25T05:00:00Z'),
  ...over,
});

const names = new Map([['SK-101', 'ソラクラ 三軒茶屋']]);

beforeEach(() => documentUrl.state.clear());

describe('MembersTable', () => {
  const members = [
    member('m1', '佐藤 花子', 'サトウ ハナコ', '090-0000-0001'),
    member('m2', '鈴木 一郎', 'スズキ イチロウ', '0312345678'),
    { ...member('m3', '松本 隆', 'マツモト タカシ', '090-1111-2222'), customerNumber: 1014 },
    { ...member('m4', '松本 京子', 'マツモト キョウコ', '03-1014-5555'), customerNumber: 10145 },
  ];
  const shown = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

  it('links each member to their page', () => {
    renderWithRouter(<MembersTable brandId="sorakura" members={members} />);
    expect(screen.getByRole('link', { name: '鈴木 一郎' })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/users/m2',
    );
  });

  it('finds a member by phone with or without hyphens, and by フリガナ in hiragana', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MembersTable brandId="sorakura" members={members} />);
    const search = screen.getByRole('searchbox', {
      name: '氏名・フリガナ・メール・電話番号で検索',
    });
    await user.type(search, '03-1234-5678');
    expect(shown()).toEqual(['鈴木 一郎']);
    await user.clear(search);
    await user.type(search, '09000000001');
    expect(shown()).toEqual(['佐藤 花子']);
    await user.clear(search);
    await user.type(search, 'すずき');
    expect(shown()).toEqual(['鈴木 一郎']);
    await user.clear(search);
    await user.type(search, '山田');
    expect(shown()).toEqual([]);
    expect(screen.getByText('「山田」に合う利用者はいません。')).toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('shows each member’s お客様番号 and finds them by the 振込名義 as the bank prints it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MembersTable brandId="sorakura" members={members} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toMatch(/^お客様番号/);
    const numberOf = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[0]!
        .textContent;
    expect(numberOf('松本 隆')).toBe('1014');
    expect(numberOf('松本 京子')).toBe('10145');
    expect(numberOf('佐藤 花子')).toBe('—');

    const search = screen.getByRole('searchbox', {
      name: '氏名・フリガナ・メール・電話番号で検索',
    });
    expect(search).toHaveAccessibleDescription(
      'お客様番号や振込名義（例: 1014 ﾏﾂﾓﾄ ﾀｶｼ）でも探せます。',
    );
    await user.type(search, '1014 ﾏﾂﾓﾄ ﾀｶｼ');
    expect(shown()).toEqual(['松本 隆']);
    await user.clear(search);
    await user.type(search, '1014');
    expect(shown()).toEqual(['松本 隆']);
    await user.clear(search);
    await user.type(search, 'ﾏﾂﾓﾄ ｷﾖｳｺ');
    expect(shown()).toEqual(['松本 京子']);
    await user.clear(search);
    await user.type(search, 'ﾏﾂﾓﾄ');
    expect(shown()).toEqual(['松本 隆', '松本 京子']);
  });
});

describe('MemberApplications', () => {
  it('shows each application’s history oldest first: when, from → to, who', () => {
    renderWithRouter(
      <MemberApplications applications={[application('AppA')]} assetNames={names} />,
    );
    const card = screen.getByRole('heading', {
      name: /ソラクラ 三軒茶屋（SK-101）・区画 1C-03/,
    }).parentElement!;
    const steps = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      '2026年7月20日（月）10:00申込（審査中）お客さま',
      '2026年7月21日（火）11:30審査中 → から承認済みへスタッフ（demo-admin）',
      '2026年7月25日（土）14:00承認済み → から契約中へスタッフ（demo-admin）',
    ]);
    expect(within(card).getByText('契約中')).toBeInTheDocument();
  });
});

describe('MemberIdentityDocuments', () => {
  it('shows an image, links a PDF and says when a file is missing or was never uploaded', () => {
    documentUrl.state.set('users/demo-user/identity/AppA.png', {
      isPending: false,
      isError: false,
      data: 'https://storage.example/AppA.png',
    });
    documentUrl.state.set('users/demo-user/identity/AppB.pdf', {
      isPending: false,
      isError: false,
      data: 'https://storage.example/AppB.pdf',
    });
    documentUrl.state.set('users/demo-user/identity/AppC.png', {
      isPending: false,
      isError: false,
      data: null,
    });
    renderWithRouter(
      <MemberIdentityDocuments
        assetNames={names}
        applications={[
          application('AppA'),
          application('AppB', {
            spaceId: '2B-06',
            identityDocumentPath: 'users/demo-user/identity/AppB.pdf',
          }),
          application('AppC', { spaceId: '3A-01' }),
          application('AppD', { spaceId: '4A-01', identityDocumentPath: null }),
        ]}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: '本人確認書類（ソラクラ 三軒茶屋（SK-101）・区画 1C-03の申込）',
      }),
    ).toHaveAttribute('src', 'https://storage.example/AppA.png');
    expect(screen.getByRole('link', { name: /本人確認書類（PDF）を開く/ })).toHaveAttribute(
      'href',
      'https://storage.example/AppB.pdf',
    );
    expect(
      screen.getByText(/ファイルが見つかりません（users\/demo-user\/identity\/AppC.png）/),
    ).toBeInTheDocument();
    expect(screen.getByText('書類なし（電話などで受け付けた申込）')).toBeInTheDocument();
  });
});

describe('MemberProfile', () => {
  it('shows the お客様番号 and the 振込名義 staff match a transfer by', () => {
    renderWithRouter(
      <MemberProfile
        member={{
          ...member('m1', '試験 光', 'シケン\u3000ヒカル', '090-0000-4321'),
          customerNumber: 1027,
        }}
      />,
    );
    expect(screen.getByText('お客様番号').nextElementSibling).toHaveTextContent('1027');
    expect(screen.getByText('振込名義').nextElementSibling).toHaveTextContent(
      /^1027 シケン ヒカル$/,
    );
  });
});
