import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { NoticeList } from '../notice-list';

const notices = [
  // 2026-11-10 10:00 in Japan is 01:00 UTC the same day.
  { id: 'n3', title: '年末年始の窓口について', publishedAt: new Date('2026-11-10T01:00:00Z') },
  // 2026-10-01 08:30 in Japan is still 30 September in UTC: the Japanese day is shown.
  {
    id: 'n2',
    title: '請求の確認ができるようになりました',
    publishedAt: new Date('2026-09-30T23:30:00Z'),
  },
  {
    id: 'n1',
    title: 'サイトをリニューアルしました',
    publishedAt: new Date('2026-04-01T01:00:00Z'),
  },
];

describe('NoticeList', () => {
  it('lists the items in the order given (newest first), each a link with its Japanese date', async () => {
    renderWithRouter(<NoticeList notices={notices} itemHref={(id) => `/news/${id}`} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/news/n3',
      '/news/n2',
      '/news/n1',
    ]);
    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveAccessibleName('2026年11月10日（火） 年末年始の窓口について');
    const time = items[1]!.querySelector('time')!;
    expect(time).toHaveTextContent('2026年10月1日（木）');
    expect(time).toHaveAttribute('dateTime', '2026-09-30T23:30:00.000Z');
  });

  it('says there is nothing yet when the list is empty', async () => {
    renderWithRouter(<NoticeList notices={[]} itemHref={(id) => `/news/${id}`} />);
    expect(await screen.findByText('現在お知らせはありません。')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
