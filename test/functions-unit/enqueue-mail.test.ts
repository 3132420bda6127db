import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../functions/src/mail/enqueue-mail.js';
import { mailDocumentSchema } from '../../functions/src/mail/mail-document.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);

function input(key: string) {
  return {
    kind: 'application-received',
    about: { type: 'application' as const, id: `app-${run}` },
    key,
    to: 'taro@example.com',
    message: { subject: 'お申し込みを受け付けました', text: '本文' },
    brandId: 'sorakura',
    uid: 'uid-1',
  };
}

describe('enqueueMail (offline Firestore)', () => {
  it('writes mail/{deterministic id} with delivery PENDING and a server createdAt', async () => {
    const db = unitFirestore();
    const result = await enqueueMail(db, input('received'));
    expect(result).toEqual({ id: `application-received_app-${run}_received`, created: true });
    const stored = (await db.doc(`mail/${result.id}`).get()).data();
    expect(stored).toMatchObject({
      to: 'taro@example.com',
      kind: 'application-received',
      about: { type: 'application', id: `app-${run}` },
      delivery: { state: 'PENDING', attempts: 0, error: null, info: null },
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(stored && 'key' in stored).toBe(false);
    expect(mailDocumentSchema.safeParse(stored).success).toBe(true);
  });

  it('the same event twice (an at-least-once redelivery) writes one message', async () => {
    const db = unitFirestore();
    const first = await enqueueMail(db, input('evt-1'));
    const firstStored = await db.doc(`mail/${first.id}`).get();
    const again = await Promise.all([
      enqueueMail(db, { ...input('evt-1'), message: { subject: 'changed', text: 'x' } }),
      enqueueMail(db, input('evt-1')),
    ]);
    expect(again).toEqual([
      { id: first.id, created: false },
      { id: first.id, created: false },
    ]);
    const stored = await db.doc(`mail/${first.id}`).get();
    expect(stored.updateTime?.isEqual(firstStored.updateTime as Timestamp)).toBe(true);
    expect(stored.get('message.subject')).toBe('お申し込みを受け付けました');
    // Another event for the same document is another message.
    expect(await enqueueMail(db, input('evt-2'))).toMatchObject({ created: true });
  });

  it('refuses an invalid message before writing anything', async () => {
    const db = unitFirestore();
    await expect(enqueueMail(db, { ...input('bad'), to: 'not-an-address' })).rejects.toThrow();
    expect((await db.doc(`mail/application-received_app-${run}_bad`).get()).exists).toBe(false);
  });
});
