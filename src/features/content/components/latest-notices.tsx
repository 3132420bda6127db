import { usePublishedNotices } from '../api/get-published-notices';
import { NoticeList } from './notice-list';

export type LatestNoticesProps = {
  /** A brand's お知らせ, or the site's news when null. */
  brandId: string | null;
  /** The address of one item. */
  itemHref: (id: string) => string;
  /** How many of the newest to show. */
  count?: number;
};

/** The newest お知らせ (suspends while they load: put it in a SectionBoundary). */
export function LatestNotices({ brandId, itemHref, count = 3 }: LatestNoticesProps) {
  const notices = usePublishedNotices(brandId);
  return <NoticeList notices={notices.slice(0, count)} itemHref={itemHref} />;
}
