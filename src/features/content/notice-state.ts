import type { Notice } from '@/lib/model/notice';

/** Where a お知らせ stands for visitors: shown, waiting for its 掲載日時 (公開予約), or not shown. */
export type NoticeState = 'published' | 'scheduled' | 'draft';

/**
 * The public lists show a published item only from its 掲載日時 on (the rules check
 * `published` alone; the site filters by date in the browser), so a published item dated
 * after `now` is scheduled.
 */
export function noticeState(
  notice: Pick<Notice, 'published' | 'publishedAt'>,
  now: number,
): NoticeState {
  if (!notice.published) return 'draft';
  return notice.publishedAt.getTime() > now ? 'scheduled' : 'published';
}
