/** The Japanese messages of the route-rule screen. */
export const routeRuleMessages = {
  saved: '保存しました。',
  deleted: '削除しました。',
  enabled: '有効にしました。',
  disabled: '無効にしました。',
  saveFailed: '保存できませんでした。通信状態を確認して、もう一度お試しください。',
  deleteFailed: '削除できませんでした。通信状態を確認して、もう一度お試しください。',
  takeoverCheckFailed:
    '転送元が公開中のページか確認できませんでした。通信状態を確認して、もう一度お試しください。',
  permissionDenied:
    '権限がないため操作できませんでした。管理者アカウントでログインし直してください。',
  invalidStored: 'この転送ルールは形式が正しくないため使われていません。削除してください。',
  propagation:
    '変更がすべての訪問者に届くまで最大6分ほどかかります（配信キャッシュ5分、ブラウザ1分）。',
} as const;
