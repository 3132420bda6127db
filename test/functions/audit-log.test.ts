import { randomUUID } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin-auth.js';
import { adminFirestore } from './support/admin-firestore.js';
import { signIn, signUpNewUser, type SignedInUser } from './support/auth-emulator.js';
import { stackEnv } from './support/stack-env.js';

// The 監査ログ end to end (issue 29, item 4): writes through the rules reach the audit triggers
// (offline Firestore → Functions emulator, with the writer's auth context), which write
// auditLogs/{scope}/entries; identity documents open through GET /api/admin/identityDocument.
const BRAND = 'sorakura';
const OTHER_BRAND = 'moto-garage';
const run = randomUUID().slice(0, 8);

let staff: SignedInUser;
let otherBrandStaff: SignedInUser;
let customer: SignedInUser;
const tokens: Record<string, string> = {};

function firestoreRest(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through scripts/test.mjs');
  const { projectId } = stackEnv();
  return `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
}

/** A commit through the REST API as a signed-in user (what the SDK sends), rules applied. */
async function commitAs(idToken: string, writes: unknown[]): Promise<number> {
  const response = await fetch(`${firestoreRest()}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ writes }),
  });
  return response.status;
}

async function staffMember(name: string, claims: Record<string, unknown>): Promise<SignedInUser> {
  const user = await signUpNewUser();
  await adminAuth().setCustomUserClaims(user.uid, claims);
  // An active directory entry agreeing with the claims, as grantAdmin writes it (issue 36).
  await adminFirestore()
    .doc(`staff/${user.uid}`)
    .set({ name, email: user.email, active: true, brands: claims['brands'] ?? null });
  tokens[user.uid] = await signIn(user.email, user.password);
  return user;
}

/** Polls the brand's log until an entry matches (the trigger runs after the commit answers). */
async function waitForEntry(
  scope: string,
  match: (entry: DocumentData) => boolean,
): Promise<DocumentData> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const snapshot = await adminFirestore()
      .collection(`auditLogs/${scope}/entries`)
      .orderBy('at', 'desc')
      .limit(50)
      .get();
    const found = snapshot.docs.map((doc) => doc.data()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching entry in auditLogs/${scope}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function identityDocumentUrl(path: string): string {
  return `${stackEnv().functionsUrl}/api/admin/identityDocument?path=${encodeURIComponent(path)}`;
}

beforeAll(async () => {
  staff = await staffMember(`監査 太郎 ${run}`, { isAdmin: true });
  otherBrandStaff = await staffMember(`別ブランド ${run}`, {
    isAdmin: true,
    brands: [OTHER_BRAND],
  });
  customer = await signUpNewUser();
}, 60_000);

afterAll(async () => {
  await Promise.all(
    [staff, otherBrandStaff].map((user) => adminFirestore().doc(`staff/${user.uid}`).delete()),
  );
});

describe('監査ログ written by the server', () => {
  it("a staff member's price change: their name, the field, the old and new price; a customer's write as the customer", async () => {
    const db = adminFirestore();
    const asset = (await db.collection(`brands/${BRAND}/assets`).limit(1).get()).docs[0];
    const space = asset && (await asset.ref.collection('spaces').limit(1).get()).docs[0];
    if (!space) throw new Error(`the seed has no space in ${BRAND}`);
    const before = space.get('monthlyFee') as number;
    const after = before + 1234;
    const status = await commitAs(tokens[staff.uid] as string, [
      {
        update: {
          name: `projects/${stackEnv().projectId}/databases/(default)/documents/${space.ref.path}`,
          fields: { monthlyFee: { integerValue: String(after) } },
        },
        updateMask: { fieldPaths: ['monthlyFee'] },
        updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
      },
    ]);
    expect(status).toBe(200);
    const entry = await waitForEntry(
      BRAND,
      (e) => e['document'] === space.ref.path && e['actor']?.uid === staff.uid,
    );
    expect(entry).toMatchObject({
      brandId: BRAND,
      action: 'update',
      kind: 'space',
      actor: { type: 'staff', uid: staff.uid, name: `監査 太郎 ${run}` },
      fields: ['monthlyFee'],
      changes: [{ field: 'monthlyFee', before: String(before), after: String(after) }],
      via: 'app',
    });

    // A customer's own write (an enquiry, signed in) is recorded as the customer.
    const contactId = `audit-${run}`;
    const contactStatus = await commitAs(customer.idToken, [
      {
        update: {
          name: `projects/${stackEnv().projectId}/databases/(default)/documents/brands/${BRAND}/contacts/${contactId}`,
          fields: {
            name: { stringValue: '監査 花子' },
            email: { stringValue: customer.email },
            category: { stringValue: 'general' },
            message: { stringValue: '監査ログの確認です。' },
            status: { stringValue: 'new' },
            uid: { stringValue: customer.uid },
          },
        },
        updateTransforms: [
          { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' },
          { fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' },
        ],
        currentDocument: { exists: false },
      },
    ]);
    expect(contactStatus).toBe(200);
    const created = await waitForEntry(BRAND, (e) =>
      String(e['document']).endsWith(`/contacts/${contactId}`),
    );
    expect(created).toMatchObject({
      action: 'create',
      kind: 'contact',
      actor: { type: 'customer', uid: customer.uid, name: customer.email },
      changes: [],
    });
    expect(created['fields']).toContain('message');

    // Put the price back (the function's own write is recorded as the system).
    await space.ref.update({ monthlyFee: before });
    await waitForEntry(
      BRAND,
      (e) => e['document'] === space.ref.path && e['actor']?.type === 'system',
    );
  }, 120_000);

  it('identity documents open through the API for staff of the brand only, and each view is recorded', async () => {
    const applications = await adminFirestore()
      .collection(`brands/${BRAND}/applications`)
      .where('status', '==', 'submitted')
      .limit(20)
      .get();
    const path = applications.docs
      .map((doc) => doc.get('identityDocumentPath') as unknown)
      .find((value): value is string => typeof value === 'string');
    if (!path) throw new Error(`the seed has no identity document in ${BRAND}`);

    expect((await fetch(identityDocumentUrl(path))).status).toBe(401);
    const asCustomer = await fetch(identityDocumentUrl(path), {
      headers: { Authorization: `Bearer ${customer.idToken}` },
    });
    expect(asCustomer.status).toBe(403);
    const asOtherBrand = await fetch(identityDocumentUrl(path), {
      headers: { Authorization: `Bearer ${tokens[otherBrandStaff.uid]}` },
    });
    expect(asOtherBrand.status).toBe(403);
    const notAnIdentityDocument = await fetch(identityDocumentUrl(`brands/${BRAND}/logo.png`), {
      headers: { Authorization: `Bearer ${tokens[staff.uid]}` },
    });
    expect(notAnIdentityDocument.status).toBe(400);

    const opened = await fetch(identityDocumentUrl(path), {
      headers: { Authorization: `Bearer ${tokens[staff.uid]}` },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('content-type')).toMatch(/^image\/|^application\/pdf/);
    expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // Written before the bytes were sent: no polling needed.
    const views = await adminFirestore()
      .collection(`auditLogs/${BRAND}/entries`)
      .where('actor.uid', '==', staff.uid)
      .where('action', '==', 'view')
      .get();
    expect(views.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        kind: 'identityDocument',
        document: path,
        actor: { type: 'staff', uid: staff.uid, name: `監査 太郎 ${run}` },
        via: 'api/admin/identityDocument',
      }),
    ]);
    // The refused attempts left nothing.
    const byOther = await adminFirestore()
      .collection(`auditLogs/${BRAND}/entries`)
      .where('actor.uid', '==', otherBrandStaff.uid)
      .get();
    expect(byOther.size).toBe(0);
  }, 60_000);
});
