/** The Japanese messages of the device list. */
export const deviceMessages = {
  created: 'デバイスを追加しました',
  saved: '保存しました',
  deleted: 'デバイスを削除しました',
} as const;
