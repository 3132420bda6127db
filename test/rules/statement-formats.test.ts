/**
 * brands/{b}/statementFormats (the mapping step, docs/billing.md「入出金明細の形式」): the layouts
 * staff map for their brand, saved and read through the code the screen runs
 * (src/features/billing/api/statement-formats.ts), and the writes the rules refuse.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  getStatementFormats,
  saveStatementFormat,
  type SaveStatementFormatInput,
} from '@/features/billing/api/statement-formats';
import { statementFormatId } from '#shared/model/statement-format.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assertFails, assertSucceeds } from './support/harness';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { ids, t0, uids } from './support/world';

const b = ids.brand;
const header = ['年月日', '区分', '金額', '取引先', '差引残高'];
const mapping = (staffUid: string): SaveStatementFormatInput => ({
  brandId: b,
  staffUid,
  name: '○○信用金庫',
  header,
  columns: {
    date: '年月日',
    deposit: '金額',
    signed: false,
    withdrawal: null,
    payer: '取引先',
    balance: '差引残高',
  },
});
const path = collectionPaths.statementFormat(b, statementFormatId(header));

describe('statementFormats: staff map a layout once per brand', () => {
  const world = useWorld();

  it('staff save a mapping and read it back as the reader takes it; saving again replaces it', async () => {
    const id = await assertSucceeds(
      saveStatementFormat(world.db('brandStaff'), mapping(uids.brandStaff)),
    );
    expect(id).toBe(statementFormatId(header));
    await assertSucceeds(
      saveStatementFormat(world.db('admin'), {
        ...mapping(uids.admin),
        columns: { ...mapping(uids.admin).columns, balance: null },
      }),
    );
    const formats = await getStatementFormats(world.db('brandStaff'), b);
    expect(formats).toEqual([
      {
        id,
        name: '○○信用金庫',
        header,
        columns: { ...mapping(uids.admin).columns, balance: null },
      },
    ]);
    await assertSucceeds(deleteDoc(doc(world.db('brandStaff'), path)));
  });

  it.each<Role>(['signedOut', 'user', 'otherBrandStaff'])(
    '%s neither reads nor saves the brand’s formats',
    async (role) => {
      await world.seedDocs({
        [path]: {
          name: '○○信用金庫',
          header,
          columns: mapping(uids.admin).columns,
          savedBy: uids.admin,
          savedAt: t0,
        },
      });
      await assertFails(getDocs(collection(world.db(role), collectionPaths.statementFormats(b))));
      await assertFails(saveStatementFormat(world.db(role), mapping(uids.alice)));
      await assertFails(deleteDoc(doc(world.db(role), path)));
    },
  );

  const valid = () => ({
    name: '○○信用金庫',
    header,
    columns: mapping(uids.admin).columns,
    savedBy: uids.admin,
    savedAt: serverTimestamp(),
  });

  it('refuses a column the header does not have, another person, a client time and extra fields', async () => {
    const ref = doc(world.db('admin'), path);
    await assertSucceeds(setDoc(ref, valid()));
    const refused = [
      { ...valid(), columns: { ...valid().columns, deposit: '入金額' } },
      { ...valid(), columns: { ...valid().columns, balance: '残高' } },
      { ...valid(), columns: { ...valid().columns, date: ['年', '月', '日'] } },
      { ...valid(), columns: { ...valid().columns, signed: 'no' } },
      { ...valid(), columns: { ...valid().columns, memo: 'メモ' } },
      { ...valid(), savedBy: uids.brandStaff },
      { ...valid(), savedAt: Timestamp.fromMillis(0) },
      { ...valid(), name: '' },
      { ...valid(), name: 'あ'.repeat(41) },
      { ...valid(), header: ['日付'] },
      { ...valid(), extra: true },
    ];
    for (const data of refused) await assertFails(setDoc(ref, data));
  });

  it('takes a date in three columns when the header has all three', async () => {
    const parts = ['操作日(年)', '操作日(月)', '操作日(日)', '摘要', 'お預り金額'];
    await assertSucceeds(
      saveStatementFormat(world.db('admin'), {
        ...mapping(uids.admin),
        header: parts,
        columns: {
          date: ['操作日(年)', '操作日(月)', '操作日(日)'],
          deposit: 'お預り金額',
          signed: false,
          withdrawal: null,
          payer: '摘要',
          balance: null,
        },
      }),
    );
  });
});
