import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import type { AdminMember, MemberApplication } from '../../../admin-member';
import { useListControls } from '@/components/admin/use-server-list';
import type { MembersPage } from '../../../api/get-members-page';
import { memberFilters } from '../../../members-list';
import { MemberApplications } from '../member-applications';
import { MemberIdentityDocuments } from '../member-identity-documents';
import { MemberProfile } from '../member-profile';
import { MembersTable } from '../members-table';

const documentUrl = vi.hoisted(() => ({ state: new Map<string, unknown>() }));
// A document is asked for only once opened (each request is a 閲覧 in the 監査ログ).
vi.mock('../../../api/get-identity-document', () => ({
  useIdentityDocumentUrl: (path: string, opened: boolean) =>
    opened ? documentUrl.state.get(path) : { isPending: true, isError: false, data: undefined },
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

/** The table over a page given here, paging and searching through the address. */
function Members({
  page,
  pageNumber,
  pageSize,
  search,
}: {
  page: MembersPage;
  pageNumber: number;
  pageSize: number;
  search: string;
}) {
  const list = useListControls(memberFilters, page, {
    filters: { search },
    pageNumber,
    pageSize,
  });
  return <MembersTable brandId="sorakura" list={list} />;
}

describe('MembersTable', () => {
  const members = [
    member('m1', '佐藤 花子', 'サトウ ハナコ', '090-0000-0001'),
    member('m2', '鈴木 一郎', 'スズキ イチロウ', '0312345678'),
    { ...member('m3', '松本 隆', 'マツモト タカシ', '090-1111-2222'), customerNumber: 1014 },
  ];
  const page = (over: Partial<MembersPage> = {}): MembersPage => ({
    rows: members,
    total: 7,
    unreadable: 0,
    more: true,
    first: 'FIRST',
    last: 'LAST',
    ...over,
  });
  const addressOf = (router: { state: { location: { search: string } } }) =>
    Object.fromEntries(new URLSearchParams(router.state.location.search));

  it('links each member to their page and shows each お客様番号', () => {
    renderWithRouter(<Members page={page()} pageNumber={1} pageSize={3} search="" />);
    expect(screen.getByRole('link', { name: '鈴木 一郎' })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/users/m2',
    );
    const numberOf = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[0]!
        .textContent;
    expect(numberOf('松本 隆')).toBe('1014');
    expect(numberOf('佐藤 花子')).toBe('—');
  });

  it('says which rows of all the count finds it shows, and pages through the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      <Members page={page()} pageNumber={2} pageSize={3} search="" />,
      { url: '/?page=2&after=EARLIER' },
    );
    expect(screen.getByText('全7件中 4〜6件')).toBeInTheDocument();
    expect(screen.getByText('2 / 3ページ')).toBeInTheDocument();
    // Sorting a page alone would mislead: the headers are not buttons.
    expect(screen.queryByRole('button', { name: /氏名/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(addressOf(router)).toEqual({ page: '3', after: 'LAST' });
    await user.click(screen.getByRole('button', { name: '前へ' }));
    expect(addressOf(router)).toEqual({}); // page 1 is the plain address
    await user.selectOptions(screen.getByRole('combobox', { name: '表示件数' }), '100');
    expect(addressOf(router)).toEqual({ size: '100' });
  });

  it('searches on submit, from the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      <Members page={page()} pageNumber={3} pageSize={3} search="" />,
      { url: '/?page=3&after=X&size=20' },
    );
    const search = screen.getByRole('searchbox', {
      name: 'お客様番号・電話番号・メール・氏名・フリガナで検索',
    });
    await user.type(search, 'ﾏﾂﾓﾄ{Enter}');
    expect(addressOf(router)).toEqual({ size: '20', q: 'ﾏﾂﾓﾄ' });
  });

  it('says when a search finds nobody, and when there is nobody yet', () => {
    const { unmount } = renderWithRouter(
      <Members
        page={page({ rows: [], total: 0, more: false, first: null, last: null })}
        pageNumber={1}
        pageSize={50}
        search="山田"
      />,
    );
    expect(screen.getByText('「山田」に合う利用者はいません。')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('山田');
    unmount();
    renderWithRouter(
      <Members
        page={page({ rows: [], total: 0, more: false, first: null, last: null })}
        pageNumber={1}
        pageSize={50}
        search=""
      />,
    );
    expect(
      screen.getByText('まだ利用者はいません。サイトで会員登録した方がここに表示されます。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
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
  it('asks for nothing until 表示する; then shows an image, links a PDF and says when a file is missing or was never uploaded', async () => {
    const user = userEvent.setup();
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
    // The page loads: no document is shown (none was asked for), one button per document.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^本人確認書類を表示する/ });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) await user.click(button);
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
