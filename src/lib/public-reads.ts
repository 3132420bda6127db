/**
 * What a visitor's first page reads, as this browser sends it: the reads of each landing page
 * are written once in functions/src/public-pages/page-reads.ts (the publicPage function serves
 * their answers inside the page's HTML), and here they become requests to this site's Firestore.
 * The boot script sends them while the app is still loading (src/boot/early-reads.ts); the
 * loaders' requests are checked against this list in src/app/loaders/__tests__/public-reads.test.ts.
 */
import {
  landingPageReads,
  type EarlyImage,
  type LandingScreen,
} from '../../functions/src/public-pages/page-reads';
import { restRequestOf, type RestRequest } from './firestore-rest-request';

export { publicQueries } from '../../functions/src/public-pages/page-reads';
export type { EarlyImage, LandingScreen } from '../../functions/src/public-pages/page-reads';

export type PageReads = {
  /** The page's screen; none for a page that is not a landing page. */
  screen?: LandingScreen;
  /** The reads its loader makes, in the order it sends them. */
  reads: RestRequest[];
  /** The read whose answer names the page's largest image (brand, asset or asset list). */
  image?: { request: RestRequest } & EarlyImage;
  /** The brand's read, whose answer names the logo every brand page shows in its header. */
  logo?: RestRequest;
};

/**
 * The reads of a public page the loader will make, by its address (the four pages visitors land
 * on from search and ads: `/`, a brand's home, its list and an asset); none for any other page.
 */
export function publicPageReads(pathname: string, search = ''): PageReads {
  const { screen, reads, image, logo } = landingPageReads(pathname, search);
  return {
    ...(screen ? { screen } : {}),
    reads: reads.map(restRequestOf),
    ...(image ? { image: { ...image, request: restRequestOf(image.read) } } : {}),
    ...(logo ? { logo: restRequestOf(logo) } : {}),
  };
}
