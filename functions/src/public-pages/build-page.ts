/**
 * One public page from its route and its reads: the HTTP status, the head (title, description,
 * canonical, Open Graph, JSON-LD), the pre-rendered top in its layout, the brand's theme colour
 * and every read's answer, which the HTML carries for the app. The titles and descriptions are
 * the ones the screens set (src/app/routes, `<Page>`), so the app's takeover changes nothing
 * (test/e2e/public-html.test.ts compares them).
 */
import { assetJsonLd } from './asset-json-ld.js';
import { brandLayoutHtml, topLayoutHtml } from './layout-html.js';
import { markdownSummary } from './markdown-summary.js';
import {
  docRead,
  landingPageReads,
  publicQueries,
  queryRead,
  readKey,
  type PublicRead,
} from './page-reads.js';
import type { BrandPageKey, PageRoute } from './page-route.js';
import {
  assetTop,
  brandHomeTop,
  brandListTop,
  formatYenTaxIncluded,
  homeTop,
  notFoundTop,
  simpleTop,
  type ImageUrls,
} from './page-tops.js';
import { publicCollectionPaths as paths } from './public-collection-paths.js';
import {
  assetOf,
  brandOf,
  documentsOf,
  spaceOf,
  textOf,
  type PublicBrand,
} from './public-documents.js';
import type { ReadAnswer } from './public-rest.js';
import type { RestDocument } from './rest-value.js';
import { site } from './site.js';

export type PageHead = {
  /** The page's own title; the document title adds ` | スペースナビ`. */
  title: string;
  description: string;
  /** The canonical path; none for a 404. */
  canonicalPath: string | null;
  type: 'website' | 'article';
  /** Absolute address of the preview image. */
  image: string | null;
  jsonLd: unknown;
  noindex: boolean;
};

export type BuiltPage = {
  status: 200 | 404;
  head: PageHead;
  /** The pre-rendered top in its layout; null for a page the app draws alone (forms, sign-in). */
  top: string | null;
  /** The brand's theme colour, for its header's style sheet. */
  themeColor: string | null;
  /** Each read the page made with its answer, in the order sent. */
  answers: Array<{ read: PublicRead; answer: ReadAnswer }>;
};

export type PageContext = {
  path: string;
  search: string;
  /** The site's origin, for canonical URLs (SITE_ORIGIN). */
  origin: string;
  images: ImageUrls;
  /** Sends a read (the REST API as a visitor); injected so unit tests need no network. */
  send: (read: PublicRead) => Promise<ReadAnswer>;
};

/** Leads of the pages whose top is a heading and a lead (the screens' `lead` props). */
const leads = {
  notices: `${site.name}からのお知らせです。メンテナンスや新しい機能、窓口の営業日などをご案内します。`,
  faq: `${site.name}のアカウント、お申し込み、お支払いなど、サービス全般についてよくいただくご質問と回答です。`,
  list: 'エリア・区画タイプ・料金・広さで絞り込めます。料金はすべて税込です。',
  brandFaq: (brand: string) =>
    `${brand}のご利用・ご契約・お支払いについて、よくいただくご質問と回答です。`,
  brandNotices: (brand: string) =>
    `${brand}からのお知らせです。新しい物件のオープンやキャンペーン、施設のメンテナンスなどをご案内します。`,
  sitemap: (brand: string) => `${brand}のすべてのページと、公開中の物件の一覧です。`,
  contact: (brand: string) =>
    `${brand}へのご質問・ご相談はこちらのフォームからお送りください。通常、翌営業日までに担当者よりメールでご返信します。`,
  viewingRequest: (brand: string) =>
    `${brand}の物件を、スタッフがご案内します。ご希望の日時を第3希望までお選びください。日程が決まりましたら、担当者よりメールでご連絡します。`,
};

/** The titles of a brand's fixed pages when the page has none of its own (src/config/paths.ts). */
const brandPageTitles: Record<BrandPageKey, string> = {
  flow: 'ご利用の流れ',
  terms: '利用規約',
  'privacy-policy': 'プライバシーポリシー',
  'company-overview': '会社概要',
  transaction: '特定商取引法に基づく表記',
};

/** The published document a read answered, or null (missing, refused, or `published: false`). */
function visibleDoc({ answer }: { answer: ReadAnswer }): RestDocument | null {
  if (answer.status !== 200 || answer.body === null || typeof answer.body !== 'object') return null;
  const doc = answer.body as RestDocument;
  const published = doc.fields?.['published'];
  if (published && published.booleanValue === false) return null;
  return doc;
}

const siteImage = (origin: string) => `${origin}${site.image}`;

function head(
  origin: string,
  values: Partial<PageHead> & Pick<PageHead, 'title' | 'description'>,
): PageHead {
  return {
    canonicalPath: null,
    type: 'website',
    image: siteImage(origin),
    jsonLd: null,
    noindex: false,
    ...values,
  };
}

/** Sends every read at once and keeps them in order with their answers. */
async function readAll(context: PageContext, reads: readonly PublicRead[]) {
  const answers = await Promise.all(reads.map((read) => context.send(read)));
  return reads.map((read, index) => ({ read, answer: answers[index]! }));
}

function answerTo(answers: BuiltPage['answers'], read: PublicRead): { answer: ReadAnswer } {
  const key = readKey(read);
  const found = answers.find((entry) => readKey(entry.read) === key);
  return found ?? { answer: { status: 404, body: null } };
}

function notFound(
  context: PageContext,
  layout: 'top' | 'brand',
  brand: PublicBrand | null,
  answers: BuiltPage['answers'],
): BuiltPage {
  const top = notFoundTop(context.path);
  return {
    status: 404,
    head: {
      title: 'ページが見つかりません',
      description: site.description,
      canonicalPath: null,
      type: 'website',
      image: null,
      jsonLd: null,
      noindex: true,
    },
    top:
      layout === 'top'
        ? topLayoutHtml(context.path, top)
        : brandLayoutHtml({ path: context.path, brand, logoUrl: logoOf(context, brand) }, top),
    themeColor: brand?.themeColor ?? null,
    answers,
  };
}

function logoOf(context: PageContext, brand: PublicBrand | null): string | null {
  return brand?.logoPath ? context.images.url(brand.logoPath) : null;
}

/** The asset page's description (src/app/routes/brand/asset.tsx). */
function assetDescription(
  brand: PublicBrand,
  asset: ReturnType<typeof assetOf>,
  spaces: ReturnType<typeof spaceOf>[],
): string {
  const available = spaces.filter((space) => space.status === 'available');
  const cheapest = available.reduce<number | null>(
    (min, space) => (min === null || space.monthlyFee < min ? space.monthlyFee : min),
    null,
  );
  const station = asset.stations[0];
  return `${asset.prefecture}${asset.city}の${brand.name}「${asset.name}」。${
    station ? `${station.line}「${station.station}」駅から徒歩${station.walkMinutes}分。` : ''
  }空き${available.length}区画${cheapest === null ? '' : `、月額${formatYenTaxIncluded(cheapest)}から`}。`;
}

/** The reads of a brand route besides the brand itself (its loader's, in src/app/loaders). */
function brandRouteReads(
  route: Extract<PageRoute, { brandId: string }>,
  search: string,
): PublicRead[] {
  const b = route.brandId;
  switch (route.kind) {
    case 'brand-viewing-request': {
      // The form's asset choice, and the spaces of the asset a visitor came from (`?asset=`).
      const asset = new URLSearchParams(search).get('asset');
      return [
        queryRead(paths.assets(b), publicQueries.assets),
        ...(asset && /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(asset)
          ? [queryRead(paths.spaces(b, asset), publicQueries.spaces)]
          : []),
      ];
    }
    case 'brand-page':
      return [docRead(paths.brandPage(b, route.pageKey))];
    case 'brand-faq':
      return [queryRead(paths.brandFaqs(b), publicQueries.faqs)];
    case 'brand-notices':
      return [queryRead(paths.brandNotices(b), publicQueries.notices)];
    case 'brand-notice':
      return [docRead(paths.brandNotice(b, route.noticeId))];
    case 'brand-sitemap':
      return [queryRead(paths.assets(b), publicQueries.assets)];
    default:
      return [];
  }
}

/** Builds the page of `route`; throws when a read fails (the caller serves the plain app). */
export async function buildPage(route: PageRoute, context: PageContext): Promise<BuiltPage> {
  const { origin, path } = context;
  const page = (
    values: Omit<BuiltPage, 'answers' | 'status' | 'themeColor'> & { themeColor?: string | null },
    answers: BuiltPage['answers'],
  ): BuiltPage => ({ status: 200, themeColor: null, ...values, answers });

  switch (route.kind) {
    case 'not-found': {
      const layout = /^\/(news|faq)(\/|$)/.test(path) ? 'top' : 'brand';
      return notFound(context, layout, null, []);
    }
    case 'home': {
      const answers = await readAll(context, landingPageReads('/').reads);
      const introduction = visibleDoc(answerTo(answers, docRead(paths.sitePage('introduction'))));
      return page(
        {
          head: head(origin, {
            title: 'ホーム',
            description: site.description,
            canonicalPath: '/',
          }),
          top: topLayoutHtml(path, homeTop(introduction ? textOf(introduction) : null)),
        },
        answers,
      );
    }
    case 'notices':
    case 'faq': {
      const read =
        route.kind === 'notices'
          ? queryRead(paths.notices(), publicQueries.notices)
          : queryRead(paths.faqs(), publicQueries.faqs);
      const answers = await readAll(context, [read]);
      const title = route.kind === 'notices' ? 'お知らせ' : 'よくある質問';
      const lead = route.kind === 'notices' ? leads.notices : leads.faq;
      return page(
        {
          head: head(origin, { title, description: lead, canonicalPath: path }),
          top: topLayoutHtml(path, simpleTop(title, lead)),
        },
        answers,
      );
    }
    case 'notice': {
      const answers = await readAll(context, [docRead(paths.notice(route.noticeId))]);
      const doc = visibleDoc(answers[0]!);
      if (!doc) return notFound(context, 'top', null, answers);
      const notice = textOf(doc);
      return page(
        {
          head: head(origin, {
            title: notice.title,
            description: markdownSummary(notice.body) || `${site.name}からのお知らせです。`,
            canonicalPath: path,
            type: 'article',
          }),
          top: topLayoutHtml(path, simpleTop(notice.title)),
        },
        answers,
      );
    }
    default:
      return buildBrandPage(route, context, page);
  }
}

type PageMaker = (
  values: Omit<BuiltPage, 'answers' | 'status' | 'themeColor'> & { themeColor?: string | null },
  answers: BuiltPage['answers'],
) => BuiltPage;

async function buildBrandPage(
  route: Extract<PageRoute, { brandId: string }>,
  context: PageContext,
  page: PageMaker,
): Promise<BuiltPage> {
  const { origin, path, images } = context;
  const brandRead = docRead(paths.brand(route.brandId));
  const landingPath = route.kind === 'asset' ? `/${route.brandId}/${route.assetId}` : path;
  const landing =
    route.kind === 'brand-home' || route.kind === 'brand-list' || route.kind === 'asset'
      ? landingPageReads(landingPath, context.search)
      : null;
  const reads = landing ? landing.reads : [brandRead, ...brandRouteReads(route, context.search)];
  const answers = await readAll(context, reads);
  const brandDoc = visibleDoc(answerTo(answers, brandRead));
  if (!brandDoc) return notFound(context, 'brand', null, answers);
  const brand = brandOf(brandDoc);
  const themeColor = brand.themeColor;
  const layout = (main: string) =>
    brandLayoutHtml({ path, brand, logoUrl: logoOf(context, brand) }, main);
  const heroImage = brand.heroPath ? images.url(brand.heroPath) : siteImage(origin);
  const simple = (title: string, lead: string) =>
    page(
      {
        head: head(origin, { title, description: lead, canonicalPath: path }),
        top: layout(simpleTop(title, lead)),
        themeColor,
      },
      answers,
    );

  switch (route.kind) {
    case 'brand-home':
      return page(
        {
          head: head(origin, {
            title: brand.name,
            description: `${brand.tagline}。${brand.description}`,
            canonicalPath: path,
            image: heroImage,
          }),
          top: layout(brandHomeTop(brand, images)),
          themeColor,
        },
        answers,
      );
    case 'brand-list': {
      const assetsRead = queryRead(paths.assets(brand.id), publicQueries.assets);
      const assets =
        context.search === ''
          ? documentsOf(answerTo(answers, assetsRead).answer.body).map(assetOf)
          : null;
      return page(
        {
          head: head(origin, {
            title: `${brand.name}の物件一覧`,
            description: leads.list,
            canonicalPath: path,
            image: heroImage,
          }),
          top: layout(brandListTop(brand, assets, images)),
          themeColor,
        },
        answers,
      );
    }
    case 'asset': {
      const assetDoc = visibleDoc(answerTo(answers, docRead(paths.asset(brand.id, route.assetId))));
      if (!assetDoc) return notFound(context, 'brand', brand, answers);
      const asset = assetOf(assetDoc);
      const spacesRead = queryRead(paths.spaces(brand.id, route.assetId), publicQueries.spaces);
      const spaces = documentsOf(answerTo(answers, spacesRead).answer.body).map(spaceOf);
      const canonicalPath = `/${encodeURIComponent(brand.id)}/${encodeURIComponent(route.assetId)}`;
      const photo = asset.imagePaths[0];
      const imageUrl = photo ? images.url(photo) : null;
      return page(
        {
          head: head(origin, {
            title: asset.name,
            description: assetDescription(brand, asset, spaces),
            canonicalPath,
            image: imageUrl ?? heroImage,
            jsonLd: assetJsonLd({
              brand: { name: brand.name, kind: brand.kind, contact: { phone: brand.phone } },
              asset,
              url: `${origin}${canonicalPath}`,
              imageUrl,
            }),
          }),
          top: layout(assetTop(brand, asset, spaces, images)),
          themeColor,
        },
        answers,
      );
    }
    case 'brand-page': {
      const doc = visibleDoc(answerTo(answers, docRead(paths.brandPage(brand.id, route.pageKey))));
      if (!doc) return notFound(context, 'brand', brand, answers);
      const text = textOf(doc);
      const title = text.title || brandPageTitles[route.pageKey];
      return page(
        {
          head: head(origin, { title, description: text.body.slice(0, 120), canonicalPath: path }),
          top: layout(simpleTop(title)),
          themeColor,
        },
        answers,
      );
    }
    case 'brand-notice': {
      const doc = visibleDoc(
        answerTo(answers, docRead(paths.brandNotice(brand.id, route.noticeId))),
      );
      if (!doc) return notFound(context, 'brand', brand, answers);
      const notice = textOf(doc);
      return page(
        {
          head: head(origin, {
            title: notice.title,
            description: markdownSummary(notice.body) || `${brand.name}からのお知らせです。`,
            canonicalPath: path,
            type: 'article',
          }),
          top: layout(simpleTop(notice.title)),
          themeColor,
        },
        answers,
      );
    }
    case 'brand-faq':
      return simple('よくある質問', leads.brandFaq(brand.name));
    case 'brand-notices':
      return simple('お知らせ', leads.brandNotices(brand.name));
    case 'brand-sitemap':
      return simple('サイトマップ', leads.sitemap(brand.name));
    case 'brand-contact':
      return simple('お問い合わせ', leads.contact(brand.name));
    case 'brand-viewing-request':
      return simple('内見予約', leads.viewingRequest(brand.name));
    case 'brand-app':
      // Sign-in, forms, my unit: the app draws them (and they are not for search results).
      return page(
        {
          head: head(origin, { title: '', description: site.description, canonicalPath: null }),
          top: null,
          themeColor: null,
        },
        answers,
      );
  }
}
