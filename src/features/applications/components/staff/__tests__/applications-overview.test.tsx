import type * as GetApplicationModule from '@/features/applications/api/get-application';
import type * as GetApplicationsPageModule from '@/features/applications/api/get-applications-page';
import type * as MoveApplicationModule from '@/features/applications/api/move-application';
import { QueryClient, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication } from '@/features/applications/admin-application';
import type { ListPage } from '@/lib/firebase-list-page';
import { brandAssetNamesQuery } from '@/features/assets/api/get-brand-asset-names';
import type { ApplicationFilter } from '@/features/applications/application-filters';
import { ApplicationsOverview } from '@/features/applications/components/staff/applications-overview';
import { adminApplicationFixture, spaceFixture, staffUid } from './admin-application-fixtures';
import { moveApplication } from '@/features/applications/api/move-application';
import { applicationStatuses, type ApplicationStatus } from '@/lib/model/application';
import type { Space } from '@/lib/model/space';
import { renderApp } from '@/testing/render-app';
import { applicationKeys } from '../../../api/keys';

/** What the fake Firestore holds: the lists by filter, applications by id, the space. */
const store = vi.hoisted(() => ({
  lists: new Map<string, { applications: unknown[]; unreadable: number }>(),
  byId: new Map<string, unknown>(),
  space: null as unknown,
}));

// One page from the server (test/rules/application-pages.test.ts reads the pages against the
// emulator); here the whole list of the filter as one page.
vi.mock('@/features/applications/api/get-applications-page', async (original) => {
  const real = await original<typeof GetApplicationsPageModule>();
  const pageQuery = (brandId: string, request: GetApplicationsPageModule.ApplicationsPageRequest) =>
    queryOptions({
      queryKey: [...applicationKeys.staffList(brandId, request.filter), request],
      queryFn: async () => {
        const { parseApplicationSearch } =
          await import('@/features/applications/application-search-query');
        const { memberNameKey } = await import('@/lib/model/member-search-keys');
        const searched = parseApplicationSearch(request.search);
        // A search looks through every state, as the server's does (by the same keys).
        const list =
          searched.kind === 'all'
            ? (store.lists.get(request.filter) ?? { applications: [], unreadable: 0 })
            : {
                applications: [...store.lists.values()]
                  .flatMap((l) => l.applications as AdminApplication[])
                  .filter((a) =>
                    searched.kind === 'reference'
                      ? a.reference === searched.reference
                      : searched.kind === 'id'
                        ? a.id === searched.id
                        : memberNameKey(searched.kind === 'kana' ? a.kana : a.name).startsWith(
                            searched.prefix,
                          ),
                  ),
                unreadable: 0,
              };
        const page: ListPage<AdminApplication> & { assetNames: Map<string, string> } = {
          rows: list.applications as AdminApplication[],
          total: list.applications.length,
          unreadable: list.unreadable,
          more: false,
          first: null,
          last: null,
          assetNames: new Map([['SK-101', 'ソラクラ 三軒茶屋']]),
        };
        return page;
      },
    });
  return {
    ...real,
    applicationsPageQueryOptions: pageQuery,
    useApplicationsPage: (
      brandId: string,
      request: GetApplicationsPageModule.ApplicationsPageRequest,
    ) => useSuspenseQuery(pageQuery(brandId, request)).data,
  };
});

vi.mock('@/features/applications/api/get-application', async (original) => {
  const real = await original<typeof GetApplicationModule>();
  const read = async (_brandId: string, id: string) =>
    (store.byId.get(id) ?? null) as AdminApplication | null;
  const byIdQuery = (brandId: string, id: string) =>
    queryOptions({
      queryKey: applicationKeys.staffById(brandId, id),
      queryFn: () => read(brandId, id),
    });
  return {
    ...real,
    getApplication: read,
    applicationQuery: byIdQuery,
    useApplication: (brandId: string, id: string | null) =>
      useQuery({ ...byIdQuery(brandId, id ?? ''), enabled: id !== null }),
  };
});

vi.mock('@/features/applications/api/get-application-space', () => ({
  getApplicationSpace: vi.fn(async () => store.space as Space | null),
  // Nobody waits for the plan: a freed space goes back to the site.
  getApplicationSpaceAndLine: vi.fn(async () => [store.space as Space | null, 0]),
}));
vi.mock('@/features/applications/api/get-staff-uid', () => ({
  getStaffUid: vi.fn(async () => 'demo-admin'),
}));
// The staff directory: the history names demo-admin.
vi.mock('@/features/staff/api/get-staff-names', () => ({
  useStaffNames: () => new Map([['demo-admin', '佐藤 美咲']]),
}));
// Asked for only once opened (each request is a 閲覧 in the 監査ログ).
vi.mock(
  '@/features/members/api/get-identity-document',
  () => import('./identity-document-url-mock'),
);
vi.mock('@/features/applications/api/move-application', async (original) => {
  const real = await original<typeof MoveApplicationModule>();
  const { useMutation, useQueryClient } = await import('@tanstack/react-query');
  const { invalidateAfterMove } = await import('@/features/applications/api/invalidate-after-move');
  const moveApplication = vi.fn<typeof real.moveApplication>();
  return {
    ...real,
    moveApplication,
    // The real hook calls its module's own moveApplication, which no mock reaches: the same
    // hook over the mock (the same refresh), so the screen's write and refresh are still checked.
    useMoveApplication: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: MoveApplicationModule.MoveApplicationInput) =>
          moveApplication(null as never, input),
        onSuccess: (_result: void, { brandId }: MoveApplicationModule.MoveApplicationInput) =>
          invalidateAfterMove(queryClient, brandId),
      });
    },
  };
});

const brandId = 'sorakura';

function setList(filter: ApplicationFilter, applications: AdminApplication[]) {
  store.lists.set(filter, { applications, unreadable: 0 });
  for (const a of applications) store.byId.set(a.id, a);
}

function renderOverview(url = `/admin/brands/${brandId}`) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  queryClient.setQueryData(
    brandAssetNamesQuery(brandId).queryKey,
    new Map([['SK-101', 'ソラクラ 三軒茶屋']]),
  );
  return renderApp(url, {
    queryClient,
    routes: [
      {
        path: '/admin/brands/:brandId',
        element: <ApplicationsOverview brandId={brandId} />,
      },
    ],
  });
}

const table = () => screen.findByRole('table');
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;
const buttonNames = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent!.replace(/（.*）$/, ''));

beforeEach(() => {
  store.lists.clear();
  store.byId.clear();
  store.space = spaceFixture();
  vi.mocked(moveApplication).mockReset().mockResolvedValue(undefined);
});

describe('ApplicationsOverview: the moves offered', () => {
  const offered: Record<ApplicationStatus, string[]> = {
    submitted: ['詳細', '承認', '却下', '取消'],
    approved: ['詳細', '契約', '取消'],
    contracted: ['詳細', '解約・終了'],
    rejected: ['詳細'],
    cancelled: ['詳細'],
    ended: ['詳細'],
  };

  it.each(applicationStatuses)(
    'offers on a %s row exactly the state table’s moves',
    async (status) => {
      setList(status, [adminApplicationFixture({ status })]);
      renderOverview(`/admin/brands/${brandId}?status=${status}`);
      const row = await rowOf('佐藤 花子');
      expect(buttonNames(row)).toEqual(offered[status]);
      if (offered[status].length === 1) expect(row).toHaveTextContent('操作はありません');
    },
  );

  it('lists the 審査中 applications first, with date, member link, place and state', async () => {
    setList('submitted', [adminApplicationFixture()]);
    renderOverview();
    expect(await table()).toHaveAccessibleName('審査中の申込');
    const row = await rowOf('佐藤 花子');
    expect(within(row).getByRole('link', { name: '佐藤 花子' })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/users/demo-user',
    );
    expect(row).toHaveTextContent('2026年11月20日（金）');
    expect(row).toHaveTextContent('ソラクラ 三軒茶屋（SK-101）・区画 1A-01');
    expect(row).toHaveTextContent('審査中');
    expect(screen.getByRole('link', { name: '審査中' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each 受付番号 and finds an application by it, with or without the hyphen (issue 31, item 6)', async () => {
    const user = userEvent.setup();
    setList('submitted', [
      adminApplicationFixture({ reference: 'K7M4QX92' }),
      adminApplicationFixture({
        id: 'app0000000000000002b',
        name: '鈴木 一郎',
        kana: 'スズキ イチロウ',
        reference: 'ZX23PQ45',
      }),
      // Made before the 8-character numbers: read out by its id.
      adminApplicationFixture({
        id: 'Old0AppId00000000003',
        name: '田中 三郎',
        kana: 'タナカ サブロウ',
      }),
    ]);
    renderOverview();
    expect(await rowOf('佐藤 花子')).toHaveTextContent('K7M4-QX92');
    expect(await rowOf('田中 三郎')).toHaveTextContent('Old0-AppI-d000-0000-0003');
    // The table (and its search box) is drawn anew for each search's results.
    const search = () => screen.getByRole('searchbox', { name: '受付番号・氏名・フリガナで検索' });
    // A search is one query on the server when submitted (the address says ?q=).
    for (const typed of ['ZX23-PQ45', 'zx23pq45', 'すずき', '鈴木']) {
      await user.clear(search());
      await user.type(search(), `${typed}{Enter}`);
      expect(
        await screen.findByRole('table', { name: `「${typed}」で探した申込` }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('rowheader', { name: '佐藤 花子' })).toBeNull();
      expect(await rowOf('鈴木 一郎')).toBeInTheDocument();
    }
    await user.clear(search());
    await user.type(search(), 'Old0AppId00000000003{Enter}');
    expect(await rowOf('田中 三郎')).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'ヤマダ{Enter}');
    expect(await screen.findByText('「ヤマダ」に合う申込はありません。')).toBeInTheDocument();
  });

  it('shows 解約のお申し出 with its end date; a confirmed one past its date highlights 解約・終了', async () => {
    const requested = adminApplicationFixture({
      status: 'contracted',
      terminationRequest: {
        endDate: '2026-10-31',
        requestedAt: new Date('2026-09-18T03:00:00Z'),
        confirmedAt: new Date('2026-09-19T03:00:00Z'),
        confirmedBy: 'staff-1',
      },
    });
    setList('termination-requested', [requested]);
    renderOverview(`/admin/brands/${brandId}?status=termination-requested`);
    const row = await rowOf('佐藤 花子');
    expect(row).toHaveTextContent('解約のお申し出');
    expect(row).toHaveTextContent('2026年10月31日（土）');
    expect(within(row).getByRole('button', { name: /^解約・終了/ })).toHaveClass(
      'admin-button--danger-solid',
    );
  });
});

describe('ApplicationsOverview: confirming a move', () => {
  type Case = {
    from: ApplicationStatus;
    action: string;
    to: ApplicationStatus;
    space: Partial<Space>;
    title: string;
    effect: string;
    confirm: string;
    done: string;
  };
  const cases: Case[] = [
    {
      from: 'submitted',
      action: '承認',
      to: 'approved',
      space: {},
      title: 'この申込を承認しますか？',
      effect: '区画 1A-01 は申込受付中のまま、この方のために確保されます。',
      confirm: '承認する',
      done: '申込を承認しました。',
    },
    {
      from: 'submitted',
      action: '却下',
      to: 'rejected',
      space: {},
      title: 'この申込を却下しますか？',
      effect: '区画 1A-01 は空きに戻り、サイトで申し込めるようになります。',
      confirm: '却下する',
      done: '申込を却下しました。区画 1A-01 は空きに戻りました。',
    },
    {
      from: 'submitted',
      action: '取消',
      to: 'cancelled',
      space: {},
      title: 'この申込を取り消しますか？',
      effect: '区画 1A-01 は空きに戻り、サイトで申し込めるようになります。',
      confirm: '取り消す',
      done: '申込を取り消しました。区画 1A-01 は空きに戻りました。',
    },
    {
      from: 'approved',
      action: '契約',
      to: 'contracted',
      space: {},
      title: 'この申込を契約にしますか？',
      effect: '区画 1A-01 は契約中になります。',
      confirm: '契約にする',
      done: '契約にしました。区画 1A-01 は契約中になりました。',
    },
    {
      from: 'contracted',
      action: '解約・終了',
      to: 'ended',
      space: { status: 'occupied' },
      title: 'この契約を終了しますか？',
      effect: '区画 1A-01 は空きに戻り、サイトで申し込めるようになります。',
      confirm: '契約を終了する',
      done: '契約を終了しました。区画 1A-01 は空きに戻りました。',
    },
  ];

  it.each(cases)(
    '$action: says what happens to the space, moves through moveApplication and refreshes the list',
    async ({ from, action, to, space, title, effect, confirm, done }) => {
      const application = adminApplicationFixture({ status: from });
      setList(from, [application]);
      store.space = spaceFixture(space);
      renderOverview(`/admin/brands/${brandId}?status=${from}`);
      const row = await rowOf('佐藤 花子');
      await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${action}`) }));

      const dialog = await screen.findByRole('dialog', { name: title });
      await within(dialog).findByText(effect);
      expect(dialog).toHaveTextContent('佐藤 花子（サトウ ハナコ）');
      expect(dialog).toHaveTextContent('ソラクラ 三軒茶屋（SK-101）・区画 1A-01');
      if (to === 'contracted') expect(dialog).toHaveTextContent('初回請求額');

      // The move is made: the list no longer holds it.
      vi.mocked(moveApplication).mockImplementation(async () => {
        setList(from, []);
        setList(to as ApplicationFilter, [{ ...application, status: to }]);
      });
      const needsReason = to === 'rejected' || to === 'cancelled';
      const reason = needsReason ? '書類を確認できなかったため' : '';
      if (needsReason) {
        // Without the reason the move is not made; the dialog says what is missing.
        await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent(
          `${action}の理由を入力してください`,
        );
        expect(moveApplication).not.toHaveBeenCalled();
        await userEvent.type(within(dialog).getByLabelText('理由（必須）'), reason);
      }
      await userEvent.click(within(dialog).getByRole('button', { name: confirm }));

      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(moveApplication).toHaveBeenCalledTimes(1);
      expect(vi.mocked(moveApplication).mock.calls[0]![1]).toEqual({
        brandId,
        adminUid: staffUid,
        application: {
          id: application.id,
          status: from,
          assetId: 'SK-101',
          spaceId: '1A-01',
          uid: 'demo-user',
          historyLength: Object.keys(application.history).length,
        },
        to,
        reason,
        space: store.space,
        // 契約: the terms confirmed in the dialog (the space's fees) and the first bill from them.
        ...(to === 'contracted'
          ? {
              contract: {
                terms: expect.objectContaining({
                  startDate: application.startDate,
                  monthlyFee: (store.space as { monthlyFee: number }).monthlyFee,
                  dueDay: 27,
                }),
                firstBill: expect.objectContaining({
                  id: `${application.id}_${application.startDate.slice(0, 7)}`,
                }),
              },
            }
          : {}),
      });
      await waitFor(() =>
        expect(screen.queryByRole('rowheader', { name: '佐藤 花子' })).not.toBeInTheDocument(),
      );
      expect(screen.getByText(/の申込はありません。/)).toBeInTheDocument();
    },
  );

  it('says a space let to someone else stays as it is', async () => {
    setList('submitted', [adminApplicationFixture()]);
    store.space = spaceFixture({ status: 'occupied', reservedBy: 'other', applicationId: 'x' });
    renderOverview();
    await userEvent.click(within(await rowOf('佐藤 花子')).getByRole('button', { name: /^取消/ }));
    const dialog = await screen.findByRole('dialog', { name: 'この申込を取り消しますか？' });
    await within(dialog).findByText(
      '区画 1A-01 はこの申込で確保されていないため、今の状態（契約中）のまま変わりません。',
    );
  });

  it('refuses to contract onto a space someone else holds, before writing', async () => {
    setList('approved', [adminApplicationFixture({ status: 'approved' })]);
    store.space = spaceFixture({ status: 'reserved', reservedBy: 'other', applicationId: 'x' });
    renderOverview(`/admin/brands/${brandId}?status=approved`);
    await userEvent.click(within(await rowOf('佐藤 花子')).getByRole('button', { name: /^契約/ }));
    const dialog = await screen.findByRole('dialog', { name: 'この申込を契約にしますか？' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この区画はほかの申込で使われているか募集停止中のため、契約にできません',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '契約にする' }));
    expect(moveApplication).not.toHaveBeenCalled();
  });

  it('asks again when the space changed between opening and confirming', async () => {
    setList('submitted', [adminApplicationFixture()]);
    renderOverview();
    await userEvent.click(within(await rowOf('佐藤 花子')).getByRole('button', { name: /^承認/ }));
    const dialog = await screen.findByRole('dialog', { name: 'この申込を承認しますか？' });
    await within(dialog).findByText(/申込受付中のまま/);
    store.space = spaceFixture({ status: 'available', reservedBy: null, applicationId: null });
    await userEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '確認中に区画の状態が変わりました',
    );
    expect(dialog).toHaveTextContent('今の状態（空き）のまま変わりません');
    expect(moveApplication).not.toHaveBeenCalled();
  });

  it('says plainly when someone else moved the application first', async () => {
    const application = adminApplicationFixture();
    setList('submitted', [application]);
    renderOverview();
    await userEvent.click(within(await rowOf('佐藤 花子')).getByRole('button', { name: /^承認/ }));
    const dialog = await screen.findByRole('dialog', { name: 'この申込を承認しますか？' });
    await within(dialog).findByText(/申込受付中のまま/);
    vi.mocked(moveApplication).mockImplementation(async () => {
      store.byId.set(application.id, adminApplicationFixture({ status: 'rejected' }));
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この申込はほかの画面で先に更新されていました',
    );
  });
});

describe('ApplicationsOverview: the detail', () => {
  it('opens from 詳細 with every field, the identity document and the history', async () => {
    const application = adminApplicationFixture({ status: 'contracted' });
    setList('contracted', [application]);
    const { router } = renderOverview(`/admin/brands/${brandId}?status=contracted`);
    await userEvent.click(within(await rowOf('佐藤 花子')).getByRole('button', { name: /^詳細/ }));
    const dialog = await screen.findByRole('dialog', { name: '佐藤 花子さんの申込' });
    expect(router.state.location.search).toBe(
      '?status=contracted&application=app0000000000000001a',
    );
    for (const text of [
      'app0-0000-0000-0000-001a',
      'サトウ ハナコ',
      'user@example.com',
      '090-0000-1111',
      '〒154-0004 東京都世田谷区太子堂1-2-3',
      '1990年4月1日（日）',
      '2026年12月1日（火）',
      '第2版',
    ])
      expect(dialog).toHaveTextContent(text);
    // Nothing is asked for (no 閲覧) until the staff member opens the document.
    expect(within(dialog).queryByRole('link', { name: /^本人確認書類を開く/ })).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: '本人確認書類を表示する（画像）' }),
    );
    expect(
      within(dialog).getByRole('link', { name: '本人確認書類を開く（画像・新しいタブ）' }),
    ).toHaveAttribute(
      'href',
      `https://storage.example.test/${encodeURIComponent('users/demo-user/identity/app0000000000000001a.png')}`,
    );

    const history = within(dialog).getByRole('table', { name: '履歴（古い順）' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2026年11月20日（金）10:00', 'お客さま', '申込（審査中）', '—'],
      ['2026年11月20日（金）11:00', '佐藤 美咲（スタッフ）', '審査中 → から承認済みへ', '—'],
      ['2026年11月20日（金）12:00', '佐藤 美咲（スタッフ）', '承認済み → から契約中へ', '—'],
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=contracted'));
  });

  it('says when the application in the address does not exist', async () => {
    setList('submitted', []);
    renderOverview(`/admin/brands/${brandId}?application=nothing`);
    const dialog = await screen.findByRole('dialog', { name: '申込の詳細' });
    expect(await within(dialog).findByText('この申込は見つかりませんでした。')).toBeInTheDocument();
  });
});
