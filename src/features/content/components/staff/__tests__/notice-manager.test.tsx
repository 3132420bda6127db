import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { adminNoticesQuery } from '../../../api/admin-get-notices';
import type { AdminNotice } from '../../../api/admin-get-notices';
import { NoticeManager } from '../notice-manager';

const api = vi.hoisted(() => ({
  createNotice: vi.fn(),
  updateNotice: vi.fn(),
  deleteNotice: vi.fn(),
  setNoticePublished: vi.fn(),
}));
const mutation = (fn: () => unknown) => ({ mutateAsync: fn, isPending: false });
vi.mock('../../../api/admin-create-notice', () => ({
  useCreateNotice: () => mutation(api.createNotice),
}));
vi.mock('../../../api/admin-update-notice', () => ({
  useUpdateNotice: () => mutation(api.updateNotice),
}));
vi.mock('../../../api/admin-delete-notice', () => ({
  useDeleteNotice: () => mutation(api.deleteNotice),
}));
vi.mock('../../../api/admin-set-notice-published', () => ({
  useSetNoticePublished: () => mutation(api.setNoticePublished),
}));

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const notice = (id: string, title: string, at: number, published = true): AdminNotice => ({
  id,
  title,
  body: `${title}の本文です。`,
  publishedAt: new Date(at),
  published,
  createdAt: new Date(now - 30 * DAY),
  updatedAt: new Date(now - 30 * DAY),
});
const notices = [
  notice('future', '年末年始の営業について', now + 7 * DAY),
  notice('past', '料金改定のお知らせ', now - 7 * DAY),
  notice('draft', '下書きのお知らせ', now - 1 * DAY, false),
];

function renderManager() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(adminNoticesQuery(null).queryKey, notices);
  return renderApp('/news', {
    queryClient,
    routes: [
      {
        path: '/news',
        element: (
          <NoticeManager
            brandId={null}
            publicHref="/news"
            renderPreview={(draft) => (
              <p>
                {draft.title}／{draft.body}／{draft.publishedAt.toISOString()}
              </p>
            )}
          />
        ),
      },
    ],
  });
}

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: title }).closest('tr')!;
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NoticeManager', () => {
  it('marks a published item dated in the future as 公開予約 and says what that means', () => {
    renderManager();
    expect(within(rowOf('年末年始の営業について')).getByText('公開予約')).toBeInTheDocument();
    expect(within(rowOf('料金改定のお知らせ')).getByText('公開中')).toBeInTheDocument();
    expect(within(rowOf('下書きのお知らせ')).getByText('非公開')).toBeInTheDocument();
    expect(screen.getByText('公開予約：掲載日時になるとサイトに表示されます')).toBeInTheDocument();
  });

  it('saves 掲載日時 typed in Japan time, and says a future one is a 公開予約', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'お知らせを追加' }));
    const form = screen.getByRole('form', { name: 'お知らせの追加' });
    await user.type(within(form).getByRole('textbox', { name: /タイトル/ }), '新しい区画のご案内');
    await user.type(within(form).getByRole('textbox', { name: /本文/ }), '## 3階に20区画');
    fireEvent.change(within(form).getByLabelText(/掲載日/), { target: { value: '2099-12-01' } });
    fireEvent.change(within(form).getByLabelText(/時刻/), { target: { value: '09:00' } });
    await user.click(within(form).getByRole('checkbox', { name: '公開する' }));
    expect(within(form).getByRole('status')).toHaveTextContent(
      '公開予約：掲載日時になるとサイトに表示されます',
    );

    const preview = screen.getByRole('region', { name: 'プレビュー' });
    await waitFor(() =>
      expect(
        within(preview).getByText('新しい区画のご案内／## 3階に20区画／2099-12-01T00:00:00.000Z'),
      ).toBeInTheDocument(),
    );

    await user.click(within(form).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.createNotice).toHaveBeenCalledTimes(1));
    expect(api.createNotice).toHaveBeenCalledWith({
      brandId: null,
      fields: {
        title: '新しい区画のご案内',
        body: '## 3階に20区画',
        publishedAt: new Date('2099-12-01T00:00:00Z'),
        published: true,
      },
    });
    expect(await screen.findByText('追加しました')).toBeInTheDocument();
  });

  it('edits an item with its stored 掲載日時 in Japan time', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(within(rowOf('料金改定のお知らせ')).getByRole('button', { name: /編集/ }));
    const form = screen.getByRole('form', { name: 'お知らせの編集' });
    expect(within(form).getByRole('textbox', { name: /タイトル/ })).toHaveValue(
      '料金改定のお知らせ',
    );
    const at = new Date(now - 7 * DAY);
    const japan = new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString();
    expect(within(form).getByLabelText(/掲載日/)).toHaveValue(japan.slice(0, 10));
    expect(within(form).getByLabelText(/時刻/)).toHaveValue(japan.slice(11, 16));
  });

  it('shows the editor and the preview as two tabs on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'お知らせを追加' }));
    const editTab = screen.getByRole('tab', { name: '編集' });
    const previewTab = screen.getByRole('tab', { name: 'プレビュー' });
    expect(editTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '編集' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'プレビュー' })).not.toBeInTheDocument();

    await user.click(previewTab);
    expect(previewTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'プレビュー' })).toBeVisible();
    // Arrow keys move between the tabs (ARIA tabs pattern); the form keeps what was typed.
    await user.keyboard('{ArrowLeft}');
    expect(editTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '編集' })).toBeVisible();
  });
});
