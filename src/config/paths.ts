/**
 * Every route of the spec (section 2), declared once. Screens and guards import these;
 * nothing hand-builds `/${brandId}/...` strings. `pattern` is the react-router path,
 * `href` builds a concrete address, `title` is the Japanese page title.
 */
type Enc = string | number;
const e = (v: Enc) => encodeURIComponent(String(v));

export const paths = {
  // Top layout
  home: { pattern: '/', href: () => '/', title: 'ホーム' },
  faq: { pattern: '/faq', href: () => '/faq', title: 'よくある質問' },
  news: { pattern: '/news', href: () => '/news', title: 'お知らせ' },
  newsItem: { pattern: '/news/:newsId', href: (id: Enc) => `/news/${e(id)}`, title: 'お知らせ' },

  // Brand public routes (default layout)
  brand: {
    home: { pattern: '/:brandId', href: (b: Enc) => `/${e(b)}`, title: 'トップ' },
    flow: { pattern: '/:brandId/flow', href: (b: Enc) => `/${e(b)}/flow`, title: 'ご利用の流れ' },
    terms: { pattern: '/:brandId/terms', href: (b: Enc) => `/${e(b)}/terms`, title: '利用規約' },
    sitemap: {
      pattern: '/:brandId/sitemap',
      href: (b: Enc) => `/${e(b)}/sitemap`,
      title: 'サイトマップ',
    },
    faq: { pattern: '/:brandId/faq', href: (b: Enc) => `/${e(b)}/faq`, title: 'よくある質問' },
    info: { pattern: '/:brandId/info', href: (b: Enc) => `/${e(b)}/info`, title: 'お知らせ' },
    infoItem: {
      pattern: '/:brandId/info/:infoId',
      href: (b: Enc, id: Enc) => `/${e(b)}/info/${e(id)}`,
      title: 'お知らせ',
    },
    list: { pattern: '/:brandId/list', href: (b: Enc) => `/${e(b)}/list`, title: '物件一覧' },
    login: { pattern: '/:brandId/login', href: (b: Enc) => `/${e(b)}/login`, title: 'ログイン' },
    loginReset: {
      pattern: '/:brandId/login/reset',
      href: (b: Enc) => `/${e(b)}/login/reset`,
      title: 'パスワード再設定',
    },
    loginResetSuccess: {
      pattern: '/:brandId/login/reset-success',
      href: (b: Enc) => `/${e(b)}/login/reset-success`,
      title: 'パスワード再設定完了',
    },
    transaction: {
      pattern: '/:brandId/transaction',
      href: (b: Enc) => `/${e(b)}/transaction`,
      title: '特定商取引法に基づく表記',
    },
    contact: {
      pattern: '/:brandId/contact',
      href: (b: Enc) => `/${e(b)}/contact`,
      title: 'お問い合わせ',
    },
    contactThanks: {
      pattern: '/:brandId/contact/thanks',
      href: (b: Enc) => `/${e(b)}/contact/thanks`,
      title: 'お問い合わせ完了',
    },
    preview: {
      pattern: '/:brandId/preview',
      href: (b: Enc) => `/${e(b)}/preview`,
      title: '内見予約',
    },
    previewThanks: {
      pattern: '/:brandId/preview/thanks',
      href: (b: Enc) => `/${e(b)}/preview/thanks`,
      title: '内見予約完了',
    },
    privacyPolicy: {
      pattern: '/:brandId/privacy-policy',
      href: (b: Enc) => `/${e(b)}/privacy-policy`,
      title: 'プライバシーポリシー',
    },
    companyOverview: {
      pattern: '/:brandId/company-overview',
      href: (b: Enc) => `/${e(b)}/company-overview`,
      title: '会社概要',
    },
    asset: {
      pattern: '/:brandId/:assetId',
      href: (b: Enc, id: Enc) => `/${e(b)}/${e(id)}`,
      title: '物件詳細',
    },
    detailApplication: {
      pattern: '/:brandId/detail/:assetId/application',
      href: (b: Enc, id: Enc) => `/${e(b)}/detail/${e(id)}/application`,
      title: 'お申し込み',
    },
    application: {
      pattern: '/:brandId/:assetId/:spaceId/application',
      href: (b: Enc, id: Enc, s: Enc) => `/${e(b)}/${e(id)}/${e(s)}/application`,
      title: 'お申し込み',
    },
    applicationCancel: {
      pattern: '/:brandId/:assetId/:spaceId/application/cancel',
      href: (b: Enc, id: Enc, s: Enc) => `/${e(b)}/${e(id)}/${e(s)}/application/cancel`,
      title: 'お申し込みのキャンセル',
    },
    applicationThanks: {
      pattern: '/:brandId/:assetId/:spaceId/application/thanks',
      href: (b: Enc, id: Enc, s: Enc) => `/${e(b)}/${e(id)}/${e(s)}/application/thanks`,
      title: 'お申し込み完了',
    },
    myunit: {
      pattern: '/:brandId/myunit',
      href: (b: Enc) => `/${e(b)}/myunit`,
      title: 'マイユニット',
    },
  },

  brandAsset: {
    pattern: '/brand/:brandId/asset/:assetId',
    href: (brand: Enc, assetNumber: Enc) => `/brand/${e(brand)}/asset/${e(assetNumber)}`,
    title: '物件詳細',
  },

  // Admin layout
  admin: {
    dashboard: { pattern: '/admin', href: () => '/admin', title: '管理画面' },
    login: { pattern: '/admin/login', href: () => '/admin/login', title: '管理者ログイン' },
    grantAdmin: {
      pattern: '/admin/grantAdmin',
      href: () => '/admin/grantAdmin',
      title: '管理者権限の付与',
    },
    deviceList: {
      pattern: '/admin/deviceList',
      href: () => '/admin/deviceList',
      title: 'デバイス一覧',
    },
    brands: { pattern: '/admin/brands', href: () => '/admin/brands', title: 'ブランド一覧' },
    jsPartnership: {
      pattern: '/admin/js/partnership',
      href: () => '/admin/js/partnership',
      title: 'パートナーシップ',
    },
    jsTransaction: {
      pattern: '/admin/js/transaction',
      href: () => '/admin/js/transaction',
      title: '特定商取引法に基づく表記',
    },
    jsIntroduction: {
      pattern: '/admin/js/introduction',
      href: () => '/admin/js/introduction',
      title: 'サービス紹介',
    },
    // No spec route names these two (issue 9): the site-wide お知らせ (news/{id}) and よくある質問
    // (faqs/{id}), in the main admin menu next to the operator's three site pages.
    news: { pattern: '/admin/news', href: () => '/admin/news', title: 'サイトのお知らせ' },
    faq: { pattern: '/admin/faq', href: () => '/admin/faq', title: 'サイトのよくある質問' },
    // No spec route names one (issue 11): the screen where staff manage the route rules.
    routeRules: {
      pattern: '/admin/route-rules',
      href: () => '/admin/route-rules',
      title: '転送ルール',
    },
    brand: {
      home: {
        pattern: '/admin/brands/:brandId',
        href: (b: Enc) => `/admin/brands/${e(b)}`,
        title: 'ブランド',
      },
      terms: {
        pattern: '/admin/brands/:brandId/terms',
        href: (b: Enc) => `/admin/brands/${e(b)}/terms`,
        title: '利用規約',
      },
      annotation: {
        pattern: '/admin/brands/:brandId/annotation',
        href: (b: Enc) => `/admin/brands/${e(b)}/annotation`,
        title: '注記',
      },
      users: {
        pattern: '/admin/brands/:brandId/users',
        href: (b: Enc) => `/admin/brands/${e(b)}/users`,
        title: 'ユーザー一覧',
      },
      user: {
        pattern: '/admin/brands/:brandId/users/:userId',
        href: (b: Enc, id: Enc) => `/admin/brands/${e(b)}/users/${e(id)}`,
        title: 'ユーザー詳細',
      },
      assets: {
        pattern: '/admin/brands/:brandId/assets',
        href: (b: Enc) => `/admin/brands/${e(b)}/assets`,
        title: '物件一覧',
      },
      billing: {
        pattern: '/admin/brands/:brandId/billing',
        href: (b: Enc) => `/admin/brands/${e(b)}/billing`,
        title: '請求',
      },
      contacts: {
        pattern: '/admin/brands/:brandId/contacts',
        href: (b: Enc) => `/admin/brands/${e(b)}/contacts`,
        title: 'お問い合わせ一覧',
      },
      previews: {
        pattern: '/admin/brands/:brandId/previews',
        href: (b: Enc) => `/admin/brands/${e(b)}/previews`,
        title: '内見予約一覧',
      },
      privacyPolicy: {
        pattern: '/admin/brands/:brandId/privacy-policy',
        href: (b: Enc) => `/admin/brands/${e(b)}/privacy-policy`,
        title: 'プライバシーポリシー',
      },
      companyOverview: {
        pattern: '/admin/brands/:brandId/company-overview',
        href: (b: Enc) => `/admin/brands/${e(b)}/company-overview`,
        title: '会社概要',
      },
      asset: {
        pattern: '/admin/brands/:brandId/assets/:assetId',
        href: (b: Enc, a: Enc) => `/admin/brands/${e(b)}/assets/${e(a)}`,
        title: '物件詳細',
      },
      assetEdit: {
        pattern: '/admin/brands/:brandId/assets/:assetId/edit',
        href: (b: Enc, a: Enc) => `/admin/brands/${e(b)}/assets/${e(a)}/edit`,
        title: '物件の編集',
      },
      assetLayout: {
        pattern: '/admin/brands/:brandId/assets/:assetId/layout',
        href: (b: Enc, a: Enc) => `/admin/brands/${e(b)}/assets/${e(a)}/layout`,
        title: '区画レイアウト',
      },
      assetSpaces: {
        pattern: '/admin/brands/:brandId/assets/:assetId/spaces',
        href: (b: Enc, a: Enc) => `/admin/brands/${e(b)}/assets/${e(a)}/spaces`,
        title: '区画一覧',
      },
      contact: {
        pattern: '/admin/brands/:brandId/contacts/:contactId',
        href: (b: Enc, c: Enc) => `/admin/brands/${e(b)}/contacts/${e(c)}`,
        title: 'お問い合わせ詳細',
      },
      preview: {
        pattern: '/admin/brands/:brandId/previews/:previewId',
        href: (b: Enc, p: Enc) => `/admin/brands/${e(b)}/previews/${e(p)}`,
        title: '内見予約詳細',
      },
      faq: {
        pattern: '/admin/brands/:brandId/faq',
        href: (b: Enc) => `/admin/brands/${e(b)}/faq`,
        title: 'よくある質問',
      },
      info: {
        pattern: '/admin/brands/:brandId/info',
        href: (b: Enc) => `/admin/brands/${e(b)}/info`,
        title: 'お知らせ',
      },
      thanksPage: {
        pattern: '/admin/brands/:brandId/thanks-page',
        href: (b: Enc) => `/admin/brands/${e(b)}/thanks-page`,
        title: '完了ページ',
      },
      transaction: {
        pattern: '/admin/brands/:brandId/transaction',
        href: (b: Enc) => `/admin/brands/${e(b)}/transaction`,
        title: '特定商取引法に基づく表記',
      },
    },
  },
} as const;
