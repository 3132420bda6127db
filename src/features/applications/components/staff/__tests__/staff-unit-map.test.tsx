import type * as GetApplicationModule from '@/features/applications/api/get-application';
import type * as GetApplicationsPageModule from '@/features/applications/api/get-applications-page';
import type * as MoveApplicationModule from '@/features/applications/api/move-application';
import { QueryClient, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { fireEvent } from '@testing-library/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication } from '@/features/applications/admin-application';
import type { ListPage } from '@/lib/firebase-list-page';
import { adminApplicationFixture, spaceFixture } from './admin-application-fixtures';
import { moveApplication } from '@/features/applications/api/move-application';
import type { Asset } from '@/lib/model/asset';
import type { Space } from '@/lib/model/space';
import { renderApp } from '@/testing/render-app';
import { applicationKeys } from '../../../api/keys';
import { StaffUnitMap } from '../staff-unit-map';

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
        const list = store.lists.get(request.filter) ?? { applications: [], unreadable: 0 };
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
const at = new Date('2026-11-20T01:00:00Z');

const asset = {
  assetNumber: 'SK-101',
  name: 'ソラクラ 三軒茶屋',
  layoutImagePath: 'brands/sorakura/assets/SK-101/layout.png',
} as Asset;

const spaces = [
  { ...spaceFixture(), id: '1A-01' },
  {
    ...spaceFixture({
      label: '1A-02',
      status: 'available',
      reservedBy: null,
      applicationId: null,
      layout: { x: 30, y: 10, w: 10, h: 12 },
    }),
    id: '1A-02',
  },
  {
    ...spaceFixture({
      label: '1A-03',
      status: 'occupied',
      reservedBy: 'member-3',
      applicationId: 'app3',
      layout: { x: 50, y: 10, w: 10, h: 12 },
    }),
    id: '1A-03',
  },
  {
    ...spaceFixture({
      label: '1A-04',
      status: 'unavailable',
      reservedBy: null,
      applicationId: null,
      layout: null,
    }),
    id: '1A-04',
  },
];

function renderMap(layoutImagePath: string | null = asset.layoutImagePath) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  return renderApp('/map', {
    queryClient,
    routes: [
      {
        path: '/map',
        element: (
          <StaffUnitMap
            brandId={brandId}
            assetName={asset.name}
            layoutImagePath={layoutImagePath}
            spaces={spaces}
          />
        ),
      },
    ],
  });
}

beforeEach(() => {
  store.byId.clear();
  store.byId.set('app0000000000000001a', adminApplicationFixture());
  store.byId.set(
    'app3',
    adminApplicationFixture({
      id: 'app3',
      uid: 'member-3',
      name: '鈴木 一郎',
      kana: 'スズキ イチロウ',
      spaceId: '1A-03',
      status: 'contracted',
      terminationRequest: { endDate: '2026-12-31', requestedAt: at },
    }),
  );
  store.space = spaceFixture();
  vi.mocked(moveApplication).mockReset().mockResolvedValue(undefined);
});

describe('StaffUnitMap', () => {
  it('draws every placed space with its state in words and a mark, with a legend', () => {
    renderMap();
    const map = screen.getByRole('group', { name: /区画図/ });
    expect(
      within(map)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['区画 1A-01、申込受付中', '区画 1A-02、空き', '区画 1A-03、契約中']);
    expect(within(map).getByRole('button', { name: '区画 1A-01、申込受付中' })).toHaveTextContent(
      '1A-01△',
    );
    const legend = screen.getByText('凡例：').parentElement!;
    expect(legend).toHaveTextContent('○空き（1）△申込受付中（1）×契約中（1）−募集停止（1）');
  });

  it('shows the chosen space’s state, holder, application and the moves', async () => {
    renderMap();
    await userEvent.click(screen.getByRole('button', { name: '区画 1A-01、申込受付中' }));
    const chosen = screen.getByRole('region', { name: '区画 1A-01' });
    expect(await within(chosen).findByRole('link', { name: /佐藤 花子/ })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/users/demo-user',
    );
    expect(chosen).toHaveTextContent('申込受付中');
    expect(chosen).toHaveTextContent('審査中');
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.textContent!.replace(/（.*）$/, '')),
    ).toEqual(['申込の詳細', '承認', '却下', '取消']);

    await userEvent.click(within(chosen).getByRole('button', { name: /^承認/ }));
    const dialog = await screen.findByRole('dialog', { name: 'この申込を承認しますか？' });
    expect(dialog).toHaveTextContent('ソラクラ 三軒茶屋（SK-101）・区画 1A-01');
    await within(dialog).findByText('区画 1A-01 は申込受付中のまま、この方のために確保されます。');
    await userEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    expect(await screen.findByText('申込を承認しました。')).toBeInTheDocument();
    expect(moveApplication).toHaveBeenCalledTimes(1);
  });

  it('shows a contract with a 解約のお申し出; the detail offers to confirm it', async () => {
    renderMap();
    await userEvent.click(screen.getByRole('button', { name: '区画 1A-03、契約中' }));
    const chosen = screen.getByRole('region', { name: '区画 1A-03' });
    expect(await within(chosen).findByText('解約のお申し出')).toBeInTheDocument();
    // Not confirmed yet: 解約・終了 (at once) is not the suggested action; confirming is.
    expect(within(chosen).getByRole('button', { name: /^解約・終了/ })).not.toHaveClass(
      'admin-button--danger-solid',
    );
    await userEvent.click(within(chosen).getByRole('button', { name: '申込の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: '鈴木 一郎さんの申込' });
    expect(dialog).toHaveTextContent('解約希望日は2026年12月31日（木）です');
    expect(within(dialog).getByRole('button', { name: '解約を確定する' })).toBeVisible();
  });

  it('says a free space has no holder and offers no move', async () => {
    renderMap();
    await userEvent.click(screen.getByRole('button', { name: '区画 1A-02、空き' }));
    const chosen = screen.getByRole('region', { name: '区画 1A-02' });
    expect(chosen).toHaveTextContent('申込者・契約者なし');
    expect(chosen).toHaveTextContent('申込なし');
    expect(within(chosen).queryAllByRole('button')).toEqual([]);
  });

  it('moves between spaces with the arrow keys (one tab stop)', () => {
    renderMap();
    const first = screen.getByRole('button', { name: '区画 1A-01、申込受付中' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: '区画 1A-02、空き' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: '区画 1A-02、空き' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(first).toHaveFocus();
  });

  it('says so when the asset has no floor plan yet', () => {
    renderMap(null);
    expect(screen.getByText(/区画図の画像がまだありません/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /区画図/ })).not.toBeInTheDocument();
  });
});
