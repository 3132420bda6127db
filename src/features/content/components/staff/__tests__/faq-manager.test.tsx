import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { adminFaqsQuery } from '../../../api/admin-get-faqs';
import type { AdminFaq } from '../../../api/admin-get-faqs';
import { FaqManager } from '../faq-manager';

const api = vi.hoisted(() => ({
  createFaq: vi.fn(),
  updateFaq: vi.fn(),
  deleteFaq: vi.fn(),
  setFaqPublished: vi.fn(),
  moveFaq: vi.fn(),
}));
const mutation = (fn: () => unknown) => ({ mutateAsync: fn, isPending: false });
vi.mock('../../../api/admin-create-faq', () => ({ useCreateFaq: () => mutation(api.createFaq) }));
vi.mock('../../../api/admin-update-faq', () => ({ useUpdateFaq: () => mutation(api.updateFaq) }));
vi.mock('../../../api/admin-delete-faq', () => ({ useDeleteFaq: () => mutation(api.deleteFaq) }));
vi.mock('../../../api/admin-set-faq-published', () => ({
  useSetFaqPublished: () => mutation(api.setFaqPublished),
}));
vi.mock('../../../api/admin-move-faq', () => ({ useMoveFaq: () => mutation(api.moveFaq) }));

const at = new Date('2026-04-01T01:00:00Z');
const faq = (id: string, question: string, sortOrder: number, published = true): AdminFaq => ({
  id,
  question,
  answer: `${question}の回答です。`,
  category: 'ご契約',
  sortOrder,
  published,
  createdAt: at,
  updatedAt: at,
});
const faqs = [
  faq('a', '解約はいつでもできますか？', 10),
  faq('b', '法人でも契約できますか？', 20),
  faq('c', '鍵をなくしたときは？', 30, false),
];

function renderManager() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(adminFaqsQuery('acme').queryKey, faqs);
  return renderApp('/faq', {
    queryClient,
    routes: [
      {
        path: '/faq',
        element: (
          <FaqManager
            brandId="acme"
            publicHref="/acme/faq"
            renderPreview={(draft) => (
              <p>
                {draft.category}：{draft.question}
              </p>
            )}
          />
        ),
      },
    ],
  });
}

function rowOf(question: string): HTMLElement {
  return screen.getByRole('rowheader', { name: question }).closest('tr')!;
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(undefined);
});

describe('FaqManager', () => {
  it('lists every FAQ in display order with its 分類 and 公開 state', () => {
    renderManager();
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(faqs.map((item) => item.question));
    expect(within(rowOf('鍵をなくしたときは？')).getByText('非公開')).toBeInTheDocument();
    expect(within(rowOf('解約はいつでもできますか？')).getByText('公開中')).toBeInTheDocument();
  });

  it('moves an FAQ down by swapping the two 表示順 in one batch', async () => {
    const user = userEvent.setup();
    renderManager();
    const first = rowOf('解約はいつでもできますか？');
    expect(within(first).getByRole('button', { name: /上へ/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(first).getByRole('button', { name: /下へ/ }));
    expect(api.moveFaq).toHaveBeenCalledTimes(1);
    expect(api.moveFaq).toHaveBeenCalledWith({
      brandId: 'acme',
      changes: [
        { id: 'a', sortOrder: 20 },
        { id: 'b', sortOrder: 10 },
      ],
    });
    expect(await screen.findByText('表示順を変更しました')).toBeInTheDocument();
  });

  it('does nothing for 下へ on the last one', async () => {
    const user = userEvent.setup();
    renderManager();
    const last = within(rowOf('鍵をなくしたときは？')).getByRole('button', { name: /下へ/ });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    await user.click(last);
    expect(api.moveFaq).not.toHaveBeenCalled();
  });

  it('adds a question after the last one, with a live preview', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: '質問を追加' }));
    const form = screen.getByRole('form', { name: '質問の追加' });
    await user.type(within(form).getByRole('textbox', { name: /質問/ }), '駐車場はありますか？');
    await user.type(within(form).getByRole('textbox', { name: /回答/ }), '1台分あります。');
    await user.type(within(form).getByRole('textbox', { name: /分類/ }), '設備');

    const preview = screen.getByRole('region', { name: 'プレビュー' });
    await waitFor(() =>
      expect(within(preview).getByText('設備：駐車場はありますか？')).toBeInTheDocument(),
    );

    await user.click(within(form).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.createFaq).toHaveBeenCalledTimes(1));
    expect(api.createFaq).toHaveBeenCalledWith({
      brandId: 'acme',
      sortOrder: 40,
      fields: {
        question: '駐車場はありますか？',
        answer: '1台分あります。',
        category: '設備',
        published: true,
      },
    });
    expect(await screen.findByText('追加しました')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '質問の追加' })).not.toBeInTheDocument();
  });

  it('publishes a draft with one button', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(
      within(rowOf('鍵をなくしたときは？')).getByRole('button', { name: /公開する/ }),
    );
    expect(api.setFaqPublished).toHaveBeenCalledWith({ brandId: 'acme', id: 'c', published: true });
    expect(await screen.findByText('公開しました')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(
      within(rowOf('法人でも契約できますか？')).getByRole('button', { name: /削除/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'この質問を削除しますか？' });
    expect(within(dialog).getByText('法人でも契約できますか？')).toBeInTheDocument();
    expect(api.deleteFaq).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(api.deleteFaq).toHaveBeenCalledWith({ brandId: 'acme', id: 'b' });
    expect(await screen.findByText('削除しました')).toBeInTheDocument();
  });
});
