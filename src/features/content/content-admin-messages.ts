/** The admin content screens' Japanese texts (pages, よくある質問, お知らせ). */
export const contentAdminMessages = {
  saved: '保存しました',
  savedVersion: (version: number) => `第${version}版として保存しました`,
  created: '追加しました',
  deleted: '削除しました',
  published: '公開しました',
  unpublished: '非公開にしました',
  moved: '表示順を変更しました',
  moveFailed: '表示順を変更できませんでした。通信状態を確認して、もう一度お試しください。',
  pageChanged: (version: number) =>
    `ほかの担当者が先に保存しました（現在 第${version}版）。ページを読み込み直して、内容を確かめてから保存してください。`,
  scheduled: '公開予約：掲載日時になるとサイトに表示されます',
  termsVersionEffect:
    'これから申し込むお客さまは新しい版に同意します。すでにお申し込み済みのお客さまの同意は、同意した時点の版のまま記録されています。',
} as const;
