/**
 * 口座振替 (docs/billing.md): the customer's account (debitAccounts), the brand's settings
 * (settings/debit), requests and their items (debitRequests, debitItems) and result uploads
 * (debitImports), through the code the screens run (src/features/debit/api) against the rules,
 * and the hand-made writes the rules refuse.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { recordPayment } from '@/features/billing/api/change-bill';
import { createDebitRequest, findDebitCandidates } from '@/features/debit/api/create-debit-request';
import { confirmDebitAccount, saveDebitAccount } from '@/features/debit/api/save-debit-account';
import { matchDebitResult, recordDebitResults } from '@/features/debit/api/record-debit-results';
import { readDebitResult, writeDebitResult } from '#shared/billing/zengin.js';
import { billConverter } from '@/lib/converters/bill-converter';
import { debitAccountConverter, debitItemConverter } from '@/lib/converters/debit-converters';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { ids, paths, t0, uids, type DocData } from './support/world';

const b = ids.brand;
const billId = `${ids.aliceApplication}_${ids.period}`;
const accountPath = (uid: string) => collectionPaths.debitAccount(b, uid);
const itemPath = collectionPaths.debitItem(b, billId);
const settingsPath = collectionPaths.debitSettings(b);

const account = {
  bankCode: '0009',
  bankName: '三井住友銀行',
  bankKana: 'ミツイスミトモ',
  branchCode: '219',
  branchName: '渋谷支店',
  branchKana: 'シブヤ',
  accountType: 'ordinary' as const,
  accountNumber: '1234567',
  holder: 'ﾔﾏﾀﾞ ﾊﾅｺ',
};

/** alice's account as stored, `status` as given (confirmed by staff at t0). */
const storedAccount = (status: 'pending' | 'confirmed'): DocData => ({
  uid: uids.alice,
  ...account,
  status,
  confirmedBy: status === 'confirmed' ? uids.admin : null,
  confirmedAt: status === 'confirmed' ? t0 : null,
  createdAt: t0,
  updatedAt: t0,
});

const settings = (): DocData => ({
  consignorCode: '1234567890',
  consignorName: 'ｻｸﾗﾄﾗﾝｸﾙ-ﾑ',
  bankCode: '0001',
  bankName: 'みずほ銀行',
  bankKana: 'ミズホ',
  branchCode: '001',
  branchName: '東京営業部',
  branchKana: 'トウキヨウ',
  accountType: 'ordinary',
  accountNumber: '7654321',
  debitDay: 27,
  crlf: true,
  updatedAt: serverTimestamp(),
});

describe('口座振替 (src/features/debit/api)', () => {
  const world = useWorld();
  const admin = () => world.db('admin');

  describe('debitAccounts: the customer registers, only staff confirm, only they two read', () => {
    it('the customer saves their own account as 手続き中 and reads it; staff confirm it', async () => {
      await assertSucceeds(
        saveDebitAccount(world.db('user'), {
          brandId: b,
          uid: uids.alice,
          account,
          staffUid: null,
        }),
      );
      const ref = doc(world.db('user'), accountPath(uids.alice)).withConverter(
        debitAccountConverter,
      );
      expect((await getDoc(ref)).data()).toMatchObject({ status: 'pending', holder: 'ﾔﾏﾀﾞ ﾊﾅｺ' });
      await assertFails(getDoc(doc(world.db('otherUser'), accountPath(uids.alice))));
      await assertFails(getDoc(doc(world.db('signedOut'), accountPath(uids.alice))));
      await assertFails(getDocs(collection(world.db('user'), collectionPaths.debitAccounts(b))));
      await assertSucceeds(getDocs(collection(admin(), collectionPaths.debitAccounts(b))));

      await assertFails(
        confirmDebitAccount(world.db('user'), {
          brandId: b,
          uid: uids.alice,
          staffUid: uids.alice,
        }),
      );
      await assertSucceeds(
        confirmDebitAccount(admin(), { brandId: b, uid: uids.alice, staffUid: uids.admin }),
      );
      expect((await getDoc(ref)).data()).toMatchObject({
        status: 'confirmed',
        confirmedBy: uids.admin,
      });
    });

    it('a customer never confirms, nor writes another customer’s account', async () => {
      const own = doc(world.db('user'), accountPath(uids.alice));
      const base = {
        uid: uids.alice,
        ...account,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      };
      await assertFails(
        setDoc(own, {
          ...base,
          status: 'confirmed',
          confirmedBy: uids.alice,
          confirmedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        setDoc(doc(world.db('otherUser'), accountPath(uids.alice)), {
          ...base,
          status: 'pending',
          confirmedBy: null,
          confirmedAt: null,
        }),
      );
      // Kanji in the name: not what a 全銀 file carries.
      await assertFails(
        setDoc(own, {
          ...base,
          holder: '山田 花子',
          status: 'pending',
          confirmedBy: null,
          confirmedAt: null,
        }),
      );
    });

    it('a customer changing a confirmed account makes it 手続き中 again; so does staff correcting it (issue 36)', async () => {
      await world.seedDocs({ [accountPath(uids.alice)]: storedAccount('confirmed') });
      const own = doc(world.db('user'), accountPath(uids.alice));
      await assertFails(updateDoc(own, { accountNumber: '7777777', updatedAt: serverTimestamp() }));
      await assertSucceeds(
        saveDebitAccount(world.db('user'), {
          brandId: b,
          uid: uids.alice,
          account: { ...account, accountNumber: '7777777' },
          staffUid: null,
        }),
      );
      const read = async () =>
        (
          await getDoc(doc(admin(), accountPath(uids.alice)).withConverter(debitAccountConverter))
        ).data();
      expect(await read()).toMatchObject({ status: 'pending', confirmedBy: null });
      await confirmDebitAccount(admin(), { brandId: b, uid: uids.alice, staffUid: uids.admin });
      const confirmed = await read();
      // Control: staff saving the account unchanged keep the confirmation.
      await assertSucceeds(
        saveDebitAccount(admin(), {
          brandId: b,
          uid: uids.alice,
          account: { ...account, accountNumber: '7777777' },
          staffUid: uids.admin,
        }),
      );
      expect(await read()).toMatchObject({
        status: 'confirmed',
        confirmedBy: uids.admin,
        confirmedAt: confirmed?.confirmedAt,
      });
      // Staff correcting the number: 手続き中 again, through the screen's code…
      for (const role of ['admin', 'brandStaff'] as const) {
        await assertSucceeds(
          saveDebitAccount(world.db(role), {
            brandId: b,
            uid: uids.alice,
            account: { ...account, accountNumber: '8888888' },
            staffUid: uids[role],
          }),
        );
        expect(await read()).toMatchObject({ status: 'pending', confirmedBy: null });
        await world.seedDocs({ [accountPath(uids.alice)]: storedAccount('confirmed') });
      }
      // …and a hand-made write that keeps the earlier confirmation with another account, or
      // another name, or another bank, is refused (staff of the brand included).
      for (const role of ['admin', 'brandStaff'] as const) {
        const staffDoc = doc(world.db(role), accountPath(uids.alice));
        for (const change of [
          { accountNumber: '8888888' },
          { holder: 'ﾀﾆﾝ' },
          { bankCode: '0005', bankName: 'ﾐﾂﾋﾞｼ' },
          { branchCode: '220' },
          { accountType: 'checking' },
        ]) {
          await assertFails(updateDoc(staffDoc, { ...change, updatedAt: serverTimestamp() }));
          // Control: the same change made 手続き中 is theirs to make.
          const pending = { status: 'pending', confirmedBy: null, confirmedAt: null };
          await assertSucceeds(
            updateDoc(staffDoc, { ...change, ...pending, updatedAt: serverTimestamp() }),
          );
          await world.seedDocs({ [accountPath(uids.alice)]: storedAccount('confirmed') });
        }
        // Control: the same staff touch it unchanged and it stays confirmed.
        await assertSucceeds(updateDoc(staffDoc, { updatedAt: serverTimestamp() }));
      }
      // Staff cannot confirm in someone else's name.
      await world.seedDocs({ [accountPath(uids.alice)]: storedAccount('pending') });
      await assertFails(
        updateDoc(doc(admin(), accountPath(uids.alice)), {
          status: 'confirmed',
          confirmedBy: uids.bob,
          confirmedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('settings/debit: staff only', () => {
    it('staff write and read; customers neither', async () => {
      await assertSucceeds(setDoc(doc(admin(), settingsPath), settings()));
      await assertFails(getDoc(doc(world.db('user'), settingsPath)));
      await assertFails(setDoc(doc(world.db('user'), settingsPath), settings()));
      await assertFails(
        setDoc(doc(admin(), settingsPath), { ...settings(), consignorName: 'サクラ' }),
      );
      await assertFails(setDoc(doc(admin(), settingsPath), { ...settings(), debitDay: 31 }));
    });
  });

  describe('requests, items and results: staff only, a bill once, a result once', () => {
    const debitDate = '2026-04-27';

    const makeRequest = async () => {
      await world.seedDocs({ [accountPath(uids.alice)]: storedAccount('confirmed') });
      await world.seedDocs({
        [paths.aliceMember]: { ...(await memberOf()), customerNumber: 1001 },
      });
      const { candidates, leftOut } = await findDebitCandidates(admin(), b, debitDate);
      expect(leftOut).toEqual([]);
      expect(candidates.map((c) => [c.billId, c.amount, c.newCode, c.customerCode])).toEqual([
        [billId, 9900, '1', '000100120260401'],
      ]);
      return {
        id: await createDebitRequest(admin(), {
          brandId: b,
          adminUid: uids.admin,
          debitDate,
          candidates,
        }),
        candidates,
      };
    };
    const memberOf = async () => {
      const snapshot = await getDoc(doc(admin(), paths.aliceMember));
      const data = snapshot.data() ?? {};
      return { ...data, createdAt: t0, updatedAt: t0 };
    };
    const resultFile = (code: '0' | '1') =>
      readDebitResult(
        writeDebitResult(
          {
            consignorCode: '1234567890',
            consignorName: 'ｻｸﾗ',
            debitDate,
            bankCode: '0001',
            bankName: 'ﾐｽﾞﾎ',
            branchCode: '001',
            branchName: 'ﾄｳｷﾖｳ',
            accountType: 'ordinary',
            accountNumber: '7654321',
          },
          [
            {
              bankCode: '0009',
              bankName: 'ﾐﾂｲｽﾐﾄﾓ',
              branchCode: '219',
              branchName: 'ｼﾌﾞﾔ',
              accountType: 'ordinary',
              accountNumber: '1234567',
              holder: 'ﾔﾏﾀﾞ ﾊﾅｺ',
              amount: 9900,
              newCode: '1',
              customerCode: '000100120260401',
              resultCode: code,
            },
            {
              bankCode: '0009',
              bankName: 'ﾐﾂｲｽﾐﾄﾓ',
              branchCode: '219',
              branchName: 'ｼﾌﾞﾔ',
              accountType: 'ordinary',
              accountNumber: '1111111',
              holder: 'ﾀﾆﾝ',
              amount: 5000,
              newCode: '0',
              customerCode: '999900120260401',
              resultCode: '0',
            },
          ],
        ),
      );

    it('a request and its items are written together; a bill is in one request only', async () => {
      const { id, candidates } = await makeRequest();
      const item = (await getDoc(doc(admin(), itemPath).withConverter(debitItemConverter))).data();
      expect(item).toMatchObject({
        requestId: id,
        amount: 9900,
        bankKana: 'ﾐﾂｲｽﾐﾄﾓ',
        result: null,
      });
      // Again (another browser that read the candidates before): refused as a whole.
      await expect(
        createDebitRequest(admin(), { brandId: b, adminUid: uids.admin, debitDate, candidates }),
      ).rejects.toThrow('依頼データを作成できませんでした');
      // Customers read no requests, and no other customer's items (their own: my unit).
      await assertFails(getDoc(doc(world.db('otherUser'), itemPath)));
      await assertFails(getDocs(collection(world.db('user'), collectionPaths.debitRequests(b))));
      // An item for a bill the request does not list is refused.
      const batch = writeBatch(admin());
      const other = doc(collection(admin(), collectionPaths.debitRequests(b)));
      batch.set(other, {
        debitDate,
        billIds: ['SomeoneElse_2026-04'],
        count: 1,
        total: 9900,
        createdBy: uids.admin,
        createdAt: serverTimestamp(),
      });
      batch.set(doc(admin(), collectionPaths.debitItem(b, `${ids.carolContract}_2026-04`)), {
        ...item,
        requestId: other.id,
        createdAt: serverTimestamp(),
      });
      await assertFails(batch.commit());
    });

    it('code 0 pays the bill on the 引落日 once; the same file again records nothing', async () => {
      await makeRequest();
      const matched = await matchDebitResult(admin(), b, resultFile('0'));
      expect(matched.rows.map((r) => r.state)).toEqual(['new', 'unmatched']);
      const first = await recordDebitResults(admin(), {
        brandId: b,
        adminUid: uids.admin,
        fileName: 'result.txt',
        matched,
        problems: 0,
      });
      expect(first).toMatchObject({ recordedNow: 1, recordedBefore: 0, failed: [] });
      const bill = (
        await getDoc(doc(admin(), paths.aliceBilling).withConverter(billConverter))
      ).data();
      expect(bill).toMatchObject({ status: 'paid', paidAmount: 9900 });
      expect(bill?.payments['0']).toMatchObject({
        method: 'debit',
        date: debitDate,
        line: `debit-${billId}`,
      });
      const again = await matchDebitResult(admin(), b, resultFile('0'));
      expect(again.rows.map((r) => r.state)).toEqual(['recorded', 'unmatched']);
      // Even recorded as if new (a stale screen), nothing more is written.
      const stale = await recordDebitResults(admin(), {
        brandId: b,
        adminUid: uids.admin,
        fileName: 'result.txt',
        matched,
        problems: 0,
      });
      expect(stale).toMatchObject({ recordedNow: 0, recordedBefore: 1 });
      const after = (
        await getDoc(doc(admin(), paths.aliceBilling).withConverter(billConverter))
      ).data();
      expect(Object.keys(after?.payments ?? {})).toEqual(['0']);
    });

    it('code 1 leaves the bill unpaid and keeps 資金不足 on the item, once', async () => {
      await makeRequest();
      const matched = await matchDebitResult(admin(), b, resultFile('1'));
      await recordDebitResults(admin(), {
        brandId: b,
        adminUid: uids.admin,
        fileName: 'result.txt',
        matched,
        problems: 0,
      });
      const item = (await getDoc(doc(admin(), itemPath).withConverter(debitItemConverter))).data();
      expect(item?.result).toMatchObject({ code: '1', recordedBy: uids.admin });
      const bill = (
        await getDoc(doc(admin(), paths.aliceBilling).withConverter(billConverter))
      ).data();
      expect(bill).toMatchObject({ status: 'unpaid', paidAmount: 0 });
      // A result is never changed, and a debit payment needs the item's result 0 in the same write.
      await assertFails(
        updateDoc(doc(admin(), itemPath), {
          result: {
            code: '0',
            importId: 'x',
            recordedBy: uids.admin,
            recordedAt: serverTimestamp(),
          },
        }),
      );
      // recordPayment refuses before writing: the item has its result.
      await expect(
        recordPayment(admin(), {
          brandId: b,
          adminUid: uids.admin,
          billIds: [billId],
          received: 9900,
          date: debitDate,
          method: 'debit',
          note: '',
          line: null,
          debit: { importId: 'x' },
        }),
      ).rejects.toMatchObject({ reason: 'line-recorded' });
    });

    it('a result 0 cannot be written without the payment, nor a debit payment without the item', async () => {
      await makeRequest();
      await assertFails(
        updateDoc(doc(admin(), itemPath), {
          result: {
            code: '0',
            importId: 'x',
            recordedBy: uids.admin,
            recordedAt: serverTimestamp(),
          },
        }),
      );
      await assertFails(
        updateDoc(doc(admin(), paths.aliceBilling), {
          status: 'paid',
          paidAmount: 9900,
          'payments.0': {
            amount: 9900,
            excess: 0,
            date: debitDate,
            method: 'debit',
            note: '',
            line: `debit-${billId}`,
            recordedBy: uids.admin,
            recordedAt: serverTimestamp(),
            reversal: null,
          },
          'history.1': {
            action: 'paid',
            by: uids.admin,
            at: serverTimestamp(),
            amount: 9900,
            note: `${debitDate} 口座振替`,
          },
          updatedAt: serverTimestamp(),
        }),
      );
      // Customers cannot write results or uploads.
      await assertFails(
        updateDoc(doc(world.db('user'), itemPath), {
          result: {
            code: '1',
            importId: 'x',
            recordedBy: uids.alice,
            recordedAt: serverTimestamp(),
          },
        }),
      );
      await assertFails(getDocs(collection(world.db('user'), collectionPaths.debitImports(b))));
    });
  });
});
