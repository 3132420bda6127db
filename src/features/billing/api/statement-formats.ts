import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import type { SavedStatementFormat } from '#shared/billing/read-statement-file.js';
import type { StatementColumns } from '#shared/billing/statement-layouts.js';
import { statementFormatId } from '#shared/model/statement-format.js';
import { statementFormatConverter } from '@/lib/converters/statement-format-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';

/** The brand's mapped 入出金明細 layouts, as the statement reader takes them. */
export async function getStatementFormats(
  db: Firestore,
  brandId: string,
): Promise<SavedStatementFormat[]> {
  const snapshot = await getDocs(
    collection(db, collectionPaths.statementFormats(brandId)).withConverter(
      statementFormatConverter,
    ),
  );
  return snapshot.docs.map((d) => {
    const { name, header, columns } = d.data();
    return { id: d.id, name, header, columns };
  });
}

export const statementFormatsQuery = (brandId: string) =>
  queryOptions({
    queryKey: billingKeys.statementFormats(brandId),
    queryFn: () => getStatementFormats(firestore, brandId),
  });

export function useStatementFormats(brandId: string) {
  return useQuery(statementFormatsQuery(brandId));
}

export type SaveStatementFormatInput = {
  brandId: string;
  staffUid: string;
  name: string;
  /** the header row's column names, empty cells left out */
  header: string[];
  columns: StatementColumns;
};

/**
 * Saves a mapping for a header (the mapping step): the id comes from the header, so mapping the
 * same header again replaces it. Returns the id.
 */
export async function saveStatementFormat(
  db: Firestore,
  { brandId, staffUid, name, header, columns }: SaveStatementFormatInput,
): Promise<string> {
  const id = statementFormatId(header);
  await setDoc(doc(db, collectionPaths.statementFormat(brandId, id)), {
    name,
    header,
    columns: {
      ...columns,
      date: typeof columns.date === 'string' ? columns.date : [...columns.date],
    },
    savedBy: staffUid,
    savedAt: serverTimestamp(),
  });
  return id;
}

export function useSaveStatementFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveStatementFormatInput) => saveStatementFormat(firestore, input),
    onSettled: async (_r, _e, { brandId }) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.statementFormats(brandId) });
    },
  });
}
