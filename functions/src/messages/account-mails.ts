import type { Firestore } from 'firebase-admin/firestore';
import type { EnqueueMailResult } from '../mail/enqueue-mail.js';
import type { BrandForMail } from './brand-mail.js';
import { enqueueBrandMail, siteOrigin } from './brand-mail.js';

/**
 * アカウント作成 (issue 31, item 4): the brand a person signed up with welcomes them — its name
 * as sender, where to sign in and where their applications and bills are. Not a marketing mail:
 * one per account (the key is fixed and the id names the account), whichever brand it was.
 */
export function sendWelcomeMail(
  db: Firestore,
  brand: BrandForMail,
  account: { uid: string; email: string },
): Promise<EnqueueMailResult> {
  const origin = siteOrigin();
  return enqueueBrandMail(db, brand, {
    kind: 'account-created',
    about: { type: 'member', id: account.uid },
    key: 'welcome',
    to: account.email,
    uid: account.uid,
    values: {
      メールアドレス: account.email,
      ログインURL: `${origin}/${brand.id}/login`,
      マイユニットURL: `${origin}/${brand.id}/myunit`,
    },
  });
}
