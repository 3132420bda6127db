import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@/lib/model/notice';
import { getPublishedNotice } from '../get-published-notice';
import { getPublishedNotices } from '../get-published-notices';

// The rules let anyone read a published お知らせ whatever its 掲載日時 (an announcement is not
// secret), so the site itself keeps a scheduled one off its pages until then.
// Visitors read through the REST reader (src/lib/firestore-rest.ts, tested on its own against
// the emulator); here only its answers matter.
const firestore = vi.hoisted(() => ({ getDocs: vi.fn(), getDoc: vi.fn() }));
vi.mock('@/lib/firestore-rest', () => ({
  restQuery: firestore.getDocs,
  restGetVisibleDoc: firestore.getDoc,
}));

const HOUR = 60 * 60 * 1000;
const item = (title: string, publishedAt: number): Notice => ({
  title,
  body: '本文',
  publishedAt: new Date(publishedAt),
  published: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

beforeEach(() => {
  firestore.getDocs.mockReset();
  firestore.getDoc.mockReset();
});

describe('scheduled お知らせ on the public site', () => {
  it('leaves items whose 掲載日時 is still to come out of the lists', async () => {
    const now = Date.now();
    firestore.getDocs.mockResolvedValue([
      { ...item('来週のお知らせ', now + 24 * HOUR), id: 'later' },
      { ...item('今日のお知らせ', now - HOUR), id: 'today' },
      { ...item('先月のお知らせ', now - 30 * 24 * HOUR), id: 'old' },
    ]);
    const brandInfos = await getPublishedNotices('acme');
    expect(brandInfos.map((notice) => notice.id)).toEqual(['today', 'old']);
    const siteNews = await getPublishedNotices(null);
    expect(siteNews.map((notice) => notice.id)).toEqual(['today', 'old']);
  });

  it('answers null (the 404 page) for one item before its 掲載日時, and the item after it', async () => {
    const now = Date.now();
    firestore.getDoc.mockResolvedValueOnce(item('来週のお知らせ', now + HOUR));
    expect(await getPublishedNotice('acme', 'later')).toBeNull();
    firestore.getDoc.mockResolvedValueOnce(item('今日のお知らせ', now - HOUR));
    expect(await getPublishedNotice(null, 'today')).toMatchObject({
      id: 'today',
      title: '今日のお知らせ',
    });
  });
});
