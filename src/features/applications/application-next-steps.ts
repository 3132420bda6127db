import type { ApplicationStatus } from '@/lib/model/application';

/** What happens next for an application in each state, in the customer's words. */
export const applicationNextSteps: Record<ApplicationStatus, string> = {
  submitted:
    '審査結果をメールでお知らせします（原則2営業日以内）。審査が終わるまでは、お申し込みを取り消せます。',
  approved: '審査が完了しました。ご契約の手続きについて、担当者からメールでご案内します。',
  contracted: 'ご契約済みです。ご契約の内容と解約のお申し出は「ご契約」の欄をご覧ください。',
  rejected:
    '誠に恐れ入りますが、今回のお申し込みはお受けできませんでした。ほかの区画は物件一覧からお探しいただけます。',
  cancelled:
    'このお申し込みは取り消されました。再度ご利用の際は、物件一覧から改めてお申し込みください。',
  ended: 'ご契約は終了しました。ご利用ありがとうございました。',
};
