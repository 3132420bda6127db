import { adminErrorMessages } from '@/components/admin/admin-error-message';

/** The asset screens' Japanese texts that more than one component shows. */
export const assetAdminMessages = {
  published: '公開中',
  draft: '非公開',
  broken: 'データに誤りがあります',
  saved: '保存しました',
  saveFailed: adminErrorMessages.saveFailed,
  publishedNow: '物件を公開しました',
  unpublishedNow: '物件を非公開にしました',
  photoOrderSaved: '写真の並び順を保存しました',
  photoAdded: (name: string) => `写真を追加しました（${name}）`,
  photoDeleted: '写真を削除しました',
  photoFilesLeft:
    '写真を物件から外しましたが、画像ファイルの削除に失敗しました。サイトには表示されません。',
  taken: (assetNumber: string, takenBy: string | null) =>
    takenBy
      ? `物件番号「${assetNumber}」はすでに「${takenBy}」で使われています。別の番号を入力してください`
      : `物件番号「${assetNumber}」はすでに使われています。別の番号を入力してください`,
} as const;
