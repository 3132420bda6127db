import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { modelConverter } from '@/lib/firebase-converters';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';

/** What the delivery log shows of a mail/{id} (the functions' document, docs/mail.md). */
const mailLogEntrySchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  kind: z.string(),
  message: z.object({ subject: z.string() }),
  createdAt: z.date(),
  delivery: z.optional(
    z.object({
      state: z.string(),
      attempts: z.number(),
      error: z.nullable(z.string()),
      endTime: z.nullable(z.date()),
    }),
  ),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema> & { id: string };

const mailLogConverter = modelConverter(mailLogEntrySchema);

export type MailAboutType = 'application' | 'contact' | 'viewingRequest' | 'bill' | 'member';
export type MailAbout = { brandId: string; type: MailAboutType; id: string };

/** Every message about one document, newest first (equality filters only: no composite index). */
export async function getMailLog({ brandId, type, id }: MailAbout): Promise<MailLogEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.mail()),
      where('brandId', '==', brandId),
      where('about.type', '==', type),
      where('about.id', '==', id),
    ).withConverter(mailLogConverter),
  );
  return snapshot.docs
    .map((entry) => ({ ...entry.data(), id: entry.id }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export const mailLogKey = (about: MailAbout) =>
  ['admin', 'brands', about.brandId, 'mail', about.type, about.id] as const;

/**
 * The delivery log's messages. Polls every 3 s while one is still on its way (送信待ち, 送信中,
 * 再送待ち), so a state change shows without reloading.
 */
export function useMailLog(about: MailAbout) {
  return useQuery(
    queryOptions({
      queryKey: mailLogKey(about),
      queryFn: () => getMailLog(about),
      refetchInterval: (current) =>
        current.state.data?.some((m) => !['SUCCESS', 'ERROR'].includes(m.delivery?.state ?? ''))
          ? 3000
          : false,
    }),
  );
}
