import { createColumnHelper } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { DataTable } from '../data-table';

type Brand = { id: string; name: string; sortOrder: number; published: boolean };

const column = createColumnHelper<Brand>();
const columns = [
  column.accessor('name', { header: 'ブランド名', meta: { rowHeader: true } }),
  column.accessor('sortOrder', { header: '表示順', meta: { align: 'end' } }),
  column.accessor('published', {
    header: '公開',
    cell: (info) => (info.getValue() ? '公開中' : '非公開'),
    enableSorting: false,
  }),
];

/** brand-1 … brand-n with display orders counting down, every third one published. */
function brands(n: number): Brand[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `brand-${i + 1}`,
    name: `ブランド${i + 1}`,
    sortOrder: (n - i) * 10,
    published: i % 3 === 0,
  }));
}

function bodyRowNames(): string[] {
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

function renderTable(data: Brand[], extra: Partial<Parameters<typeof DataTable<Brand>>[0]> = {}) {
  return renderWithRouter(
    <DataTable
      data={data}
      columns={columns}
      caption="ブランドの一覧"
      getRowId={(row) => row.id}
      rowLink={(row) => ({ to: `/admin/brands/${row.id}`, label: `${row.name}を編集` })}
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  it('is a table with a caption, column headers and a link per row', () => {
    renderTable(brands(3));
    const table = screen.getByRole('table', { name: 'ブランドの一覧' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ブランド名⇅', '表示順⇅', '公開', '操作']);
    expect(screen.getByRole('link', { name: 'ブランド2を編集' })).toHaveAttribute(
      'href',
      '/admin/brands/brand-2',
    );
    // The scroll container can be reached by keyboard and is named by the caption.
    expect(screen.getByRole('region', { name: 'ブランドの一覧' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts by a header with click or Enter, says so with aria-sort, and toggles the direction', async () => {
    const user = userEvent.setup();
    renderTable(brands(3), { initialSorting: [{ id: 'name', desc: false }] });
    const nameHeader = screen.getByRole('columnheader', { name: /ブランド名/ });
    const orderHeader = screen.getByRole('columnheader', { name: /表示順/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRowNames()).toEqual(['ブランド1', 'ブランド2', 'ブランド3']);

    await user.click(within(orderHeader).getByRole('button'));
    expect(orderHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(bodyRowNames()).toEqual(['ブランド3', 'ブランド2', 'ブランド1']);

    within(orderHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(orderHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRowNames()).toEqual(['ブランド1', 'ブランド2', 'ブランド3']);

    // A column without sorting has no button.
    expect(
      within(screen.getByRole('columnheader', { name: '公開' })).queryByRole('button'),
    ).toBeNull();
  });

  it('sorts text the Japanese way with numbers inside compared as numbers', async () => {
    const user = userEvent.setup();
    renderTable(brands(12));
    await user.click(screen.getByRole('button', { name: /ブランド名/ }));
    expect(bodyRowNames().slice(0, 4)).toEqual([
      'ブランド1',
      'ブランド2',
      'ブランド3',
      'ブランド4',
    ]);
    expect(bodyRowNames().at(-1)).toBe('ブランド12');
  });

  it('pages through 20 at a time with 前へ / 次へ and a count, and offers 50 and 100', async () => {
    const user = userEvent.setup();
    renderTable(brands(45), { initialSorting: [{ id: 'name', desc: false }] });
    expect(screen.getByText('全45件中 1〜20件')).toBeInTheDocument();
    expect(bodyRowNames()).toHaveLength(20);
    expect(screen.getByRole('button', { name: '前へ' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByText('全45件中 21〜40件')).toBeInTheDocument();
    expect(bodyRowNames()[0]).toBe('ブランド21');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByText('全45件中 41〜45件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次へ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '前へ' }));
    expect(screen.getByText('全45件中 21〜40件')).toBeInTheDocument();

    const pageSize = screen.getByRole('combobox', { name: '表示件数' });
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20件', '50件', '100件']);
    await user.selectOptions(pageSize, '50');
    expect(screen.getByText('全45件中 1〜45件')).toBeInTheDocument();
    expect(bodyRowNames()).toHaveLength(45);
  });

  it('searches every column (full-width input too), back on page 1, with the count of matches', async () => {
    const user = userEvent.setup();
    renderTable(brands(45));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    const search = screen.getByRole('searchbox', { name: '一覧を検索' });
    // Full-width digits match the half-width ones in the data (NFKC).
    await user.type(search, 'ブランド４');
    expect(bodyRowNames()).toEqual([
      'ブランド4',
      'ブランド40',
      'ブランド41',
      'ブランド42',
      'ブランド43',
      'ブランド44',
      'ブランド45',
    ]);
    expect(screen.getByText('全7件中 1〜7件（45件から絞り込み）')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '430');
    // 表示順 430 is ブランド3's ((45 − 2) × 10): numbers are searched as text too.
    expect(bodyRowNames()).toEqual(['ブランド3']);

    await user.clear(search);
    await user.type(search, 'ないブランド');
    expect(screen.getByText('条件に合うものはありません。')).toBeInTheDocument();
    expect(screen.getByText('0件（45件から絞り込み）')).toBeInTheDocument();
  });

  it('searches by the caller’s text when given, and shows the empty state without rows', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable(brands(3), {
      searchText: (row) => row.id,
      searchLabel: 'ID で検索',
    });
    await user.type(screen.getByRole('searchbox', { name: 'ID で検索' }), 'brand-2');
    expect(bodyRowNames()).toEqual(['ブランド2']);
    unmount();

    renderTable([], { emptyState: <p>ブランドはまだありません。</p> });
    expect(screen.getByText('ブランドはまだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('renders the caller’s toolbar and goes back to page 1 when resetPageKey changes', async () => {
    const user = userEvent.setup();
    const data = brands(30);
    const { rerender } = renderWithRouter(
      <DataTable
        data={data}
        columns={columns}
        caption="一覧"
        toolbar={<button>絞り込み</button>}
        resetPageKey="a"
      />,
    );
    expect(screen.getByRole('button', { name: '絞り込み' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByText('全30件中 21〜30件')).toBeInTheDocument();
    rerender(
      <DataTable
        data={data}
        columns={columns}
        caption="一覧"
        toolbar={<button>絞り込み</button>}
        resetPageKey="b"
      />,
    );
    expect(await screen.findByText('全30件中 1〜20件')).toBeInTheDocument();
  });

  it('stays on a page that exists when rows go away', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithRouter(
      <DataTable data={brands(25)} columns={columns} caption="一覧" />,
    );
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByText('全25件中 21〜25件')).toBeInTheDocument();
    rerender(<DataTable data={brands(15)} columns={columns} caption="一覧" />);
    expect(await screen.findByText('全15件中 1〜15件')).toBeInTheDocument();
  });
});

describe('DataTable: a server page whose count is still on its way', () => {
  const paging = (total: number | null) => ({
    total,
    pageIndex: 1,
    pageSize: 20,
    hasPrevious: true,
    hasNext: true,
    onPrevious: () => undefined,
    onNext: () => undefined,
    onPageSizeChange: () => undefined,
  });

  it('shows the rows with what is known (「21〜40件」), then 「全…件中」 once counted', () => {
    const { rerender } = renderTable(brands(20), { serverPaging: paging(null) });
    expect(screen.getByRole('status')).toHaveTextContent('21〜40件（全件数を数えています）');
    expect(screen.getByRole('button', { name: '次へ' })).toBeEnabled();
    rerender(
      <DataTable
        data={brands(20)}
        columns={columns}
        caption="ブランドの一覧"
        getRowId={(row) => row.id}
        serverPaging={paging(1234)}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('全1,234件中 21〜40件');
  });
});
