/**
 * What went wrong with a message, in Japanese for staff. `delivery.error` is written as the
 * Trigger Email extension writes it (the SMTP server's own words, in English, with our notes:
 * functions/src/mail/process-mail.ts); the log shows this summary and keeps the original under
 * 詳細 for whoever looks after the mail settings.
 */
export function deliveryErrorSummary(error: string | null | undefined): string {
  const reason = error ?? '';
  if (reason === '') return '理由は記録されていません。';
  if (/lease expired/i.test(reason)) {
    return '送信の途中で処理が止まりました。届いたかどうか分からないため、必要なら再送してください。';
  }
  if (/^Invalid mail document/.test(reason)) {
    return 'メールの内容に不備があるため、送信しませんでした。';
  }
  if (/connection broke mid-send/.test(reason)) {
    return '送信の途中でメールサーバーとの接続が切れました。届いていない場合は再送してください。';
  }
  if (/\bEAUTH\b|\bENOAUTH\b|\b535\b/.test(reason)) {
    return 'メールサーバーへのログインに失敗しました。送信設定（SMTP）をご確認ください。';
  }
  if (/^Mail settings/.test(reason)) {
    return 'メールの送信設定（SMTP）に不備があります。';
  }
  const attempts = /gave up after (\d+) attempts/.exec(reason);
  if (attempts) {
    return `メールサーバーにつながらず、${attempts[1]}回試しましたが送信できませんでした。`;
  }
  if (/\[[A-Z_]* ?5\d\d\]/.test(reason)) {
    return 'メールサーバーが受け取りを断りました（宛先のアドレスが存在しないなど）。';
  }
  return '理由は詳細をご覧ください。';
}
