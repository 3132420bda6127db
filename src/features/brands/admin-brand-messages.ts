/** The Japanese messages of the admin brand screens. */
export const adminBrandMessages = {
  created: 'ブランドを追加しました。公開する前に、紹介文・画像・問い合わせ先を確認してください。',
  saved: '保存しました',
  published: 'ブランドを公開しました',
  unpublished: 'ブランドを非公開にしました',
  logoReplaced: 'ロゴ画像を保存しました',
  logoRemoved: 'ロゴ画像を削除しました',
  heroReplaced: 'メイン画像を保存しました',
  heroRemoved: 'メイン画像を削除しました',
  idTaken: (id: string) => `ブランドID「${id}」はすでに使われています。別のIDにしてください。`,
} as const;
