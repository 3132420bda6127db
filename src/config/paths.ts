import { definePath as p } from './define-path';

/**
 * Every route of the spec (section 2), declared once. Screens and guards import these;
 * nothing hand-builds `/${brandId}/...` strings. `pattern` is the react-router path, `title`
 * the Japanese page title, and `href(...params, search?)` builds a concrete address from the
 * pattern (parameters in the pattern's order, checked by the type; an optional query object).
 *
 * One word per concept, whatever the spec's URL says: お知らせ is `notice` (`/news`,
 * `/{brandId}/info`), 内見予約 is `viewingRequest` (`/{brandId}/preview`), 会員 is `member`
 * (`/admin/brands/{brandId}/users`).
 */
export const paths = {
  // Top layout
  home: p('/', 'ホーム'),
  faq: p('/faq', 'よくある質問'),
  notices: p('/news', 'お知らせ'),
  notice: p('/news/:noticeId', 'お知らせ'),

  // Brand public routes (default layout)
  brand: {
    home: p('/:brandId', 'トップ'),
    flow: p('/:brandId/flow', 'ご利用の流れ'),
    terms: p('/:brandId/terms', '利用規約'),
    sitemap: p('/:brandId/sitemap', 'サイトマップ'),
    faq: p('/:brandId/faq', 'よくある質問'),
    notices: p('/:brandId/info', 'お知らせ'),
    notice: p('/:brandId/info/:noticeId', 'お知らせ'),
    list: p('/:brandId/list', '物件一覧'),
    login: p('/:brandId/login', 'ログイン'),
    loginReset: p('/:brandId/login/reset', 'パスワード再設定'),
    loginResetSuccess: p('/:brandId/login/reset-success', 'パスワード再設定完了'),
    transaction: p('/:brandId/transaction', '特定商取引法に基づく表記'),
    contact: p('/:brandId/contact', 'お問い合わせ'),
    contactThanks: p('/:brandId/contact/thanks', 'お問い合わせ完了'),
    viewingRequest: p('/:brandId/preview', '内見予約'),
    viewingRequestThanks: p('/:brandId/preview/thanks', '内見予約完了'),
    privacyPolicy: p('/:brandId/privacy-policy', 'プライバシーポリシー'),
    companyOverview: p('/:brandId/company-overview', '会社概要'),
    asset: p('/:brandId/:assetId', '物件詳細'),
    detailApplication: p('/:brandId/detail/:assetId/application', 'お申し込み'),
    application: p('/:brandId/:assetId/:spaceId/application', 'お申し込み'),
    applicationCancel: p(
      '/:brandId/:assetId/:spaceId/application/cancel',
      'お申し込みのキャンセル',
    ),
    applicationThanks: p('/:brandId/:assetId/:spaceId/application/thanks', 'お申し込み完了'),
    myunit: p('/:brandId/myunit', 'マイユニット'),
    // No spec route names it (issue 16): a bill's 適格請求書, printable.
    myunitInvoice: p('/:brandId/myunit/bills/:billId/invoice', '請求書'),
  },

  // The spec's /brand/{brand}/asset/{assetNumber}: the asset number goes in `:assetId`.
  brandAsset: p('/brand/:brandId/asset/:assetId', '物件詳細'),

  // Admin layout
  admin: {
    dashboard: p('/admin', '管理画面'),
    login: p('/admin/login', '管理者ログイン'),
    grantAdmin: p('/admin/grantAdmin', '管理者権限の付与'),
    deviceList: p('/admin/deviceList', 'デバイス一覧'),
    brands: p('/admin/brands', 'ブランド一覧'),
    jsPartnership: p('/admin/js/partnership', 'パートナーシップ'),
    jsTransaction: p('/admin/js/transaction', '特定商取引法に基づく表記'),
    jsIntroduction: p('/admin/js/introduction', 'サービス紹介'),
    // No spec route names these two (issue 9): the site-wide お知らせ (news/{id}) and よくある質問
    // (faqs/{id}), in the main admin menu next to the operator's three site pages.
    notices: p('/admin/news', 'サイトのお知らせ'),
    faq: p('/admin/faq', 'サイトのよくある質問'),
    // No spec route names one (issue 11): the screen where staff manage the route rules.
    routeRules: p('/admin/route-rules', '転送ルール'),
    // No spec route names these (issue 29): who changed or opened what, every brand and the
    // site's own data (operator-wide staff), and each brand's below.
    audit: p('/admin/audit', '監査ログ（全体）'),
    // No spec route names these (issue 40): how the business is doing month by month, every
    // brand the staff member runs together, and each brand's below.
    reports: p('/admin/reports', '経営レポート'),
    brand: {
      home: p('/admin/brands/:brandId', 'ブランド'),
      terms: p('/admin/brands/:brandId/terms', '利用規約'),
      annotation: p('/admin/brands/:brandId/annotation', '注記'),
      members: p('/admin/brands/:brandId/users', 'ユーザー一覧'),
      member: p('/admin/brands/:brandId/users/:memberId', 'ユーザー詳細'),
      assets: p('/admin/brands/:brandId/assets', '物件一覧'),
      billing: p('/admin/brands/:brandId/billing', '請求'),
      // No spec route names these (issue 16): how the brand is paid, and 入金消込 from a statement.
      billingSettings: p('/admin/brands/:brandId/billing-settings', 'お支払い設定'),
      statementImport: p('/admin/brands/:brandId/billing/import', '入金消込（明細の取込）'),
      debit: p('/admin/brands/:brandId/billing/debit', '口座振替'),
      memberInvoice: p('/admin/brands/:brandId/users/:memberId/bills/:billId/invoice', '請求書'),
      contacts: p('/admin/brands/:brandId/contacts', 'お問い合わせ一覧'),
      viewingRequests: p('/admin/brands/:brandId/previews', '内見予約一覧'),
      privacyPolicy: p('/admin/brands/:brandId/privacy-policy', 'プライバシーポリシー'),
      companyOverview: p('/admin/brands/:brandId/company-overview', '会社概要'),
      asset: p('/admin/brands/:brandId/assets/:assetId', '物件詳細'),
      assetEdit: p('/admin/brands/:brandId/assets/:assetId/edit', '物件の編集'),
      assetLayout: p('/admin/brands/:brandId/assets/:assetId/layout', '区画レイアウト'),
      assetSpaces: p('/admin/brands/:brandId/assets/:assetId/spaces', '区画一覧'),
      contact: p('/admin/brands/:brandId/contacts/:contactId', 'お問い合わせ詳細'),
      viewingRequest: p('/admin/brands/:brandId/previews/:viewingRequestId', '内見予約詳細'),
      faq: p('/admin/brands/:brandId/faq', 'よくある質問'),
      notices: p('/admin/brands/:brandId/info', 'お知らせ'),
      thanksPage: p('/admin/brands/:brandId/thanks-page', '完了ページ'),
      transaction: p('/admin/brands/:brandId/transaction', '特定商取引法に基づく表記'),
      mailTemplates: p('/admin/brands/:brandId/mail-templates', 'メールの文面'),
      // No spec route names these (issue 29): the brand's 監査ログ, and every mail it sent.
      audit: p('/admin/brands/:brandId/audit', '監査ログ'),
      mails: p('/admin/brands/:brandId/mails', 'メール送信履歴'),
      reports: p('/admin/brands/:brandId/reports', '経営レポート'),
    },
  },
} as const;
