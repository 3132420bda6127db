/** Site-wide constants shown to visitors. */
export const site = {
  /** The product's name: the suffix of every document title and the default <title>. */
  name: 'スペースナビ',
  /** One line under the name on the top page and in the footer. */
  tagline: 'トランクルーム・バイクガレージ・コンテナのレンタルスペース',
  /** The default meta description (index.html carries the same text). */
  description:
    'トランクルーム・バイクガレージ・コンテナなどのレンタルスペースを探して、そのままお申し込みいただけます。',
  /** The site's card for link previews of pages without a picture of their own (1200×630). */
  image: '/og-image.png',
} as const;
