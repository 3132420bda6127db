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

export type MailAboutType =
  'application' | 'contact' | 'viewingRequest' | 'bill' | 'member' | 'waitlist';
export type MailAbout = { brandId: string; type: MailAboutType; id: string };
/**
 * A member's log: everything sent to them (their applications, bills, their account: `uid` is
 * theirs) and the staff notices about their applications.
 */
export type MemberMailLog = {
  brandId: string;
  type: 'member';
  id: string;
  applicationIds: readonly string[];
};
export type MailLogSource = MailAbout | MemberMailLog;

type MailFilter = { field: 'uid' | 'about.type' | 'about.id'; value: string }[];

async function readMail(brandId: string, filters: MailFilter): Promise<MailLogEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.mail()),
      where('brandId', '==', brandId),
      ...filters.map(({ field, value }) => where(field, '==', value)),
    ).withConverter(mailLogConverter),
  );
  return snapshot.docs.map((entry) => ({ ...entry.data(), id: entry.id }));
}

/**
 * Every message about one document, or of one member, newest first (equality filters only:
 * indexes mail: brandId, about.type, about.id and mail: brandId, uid).
 */
export async function getMailLog(source: MailLogSource): Promise<MailLogEntry[]> {
  const reads =
    'applicationIds' in source
      ? [
          readMail(source.brandId, [{ field: 'uid', value: source.id }]),
          ...source.applicationIds.map((id) =>
            readMail(source.brandId, [
              { field: 'about.type', value: 'application' },
              { field: 'about.id', value: id },
            ]),
          ),
        ]
      : [
          readMail(source.brandId, [
            { field: 'about.type', value: source.type },
            { field: 'about.id', value: source.id },
          ]),
        ];
  // A message to the member about one of their applications is found twice: once is enough.
  const byId = new Map((await Promise.all(reads)).flat().map((mail) => [mail.id, mail]));
  return [...byId.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export const mailLogKey = (source: MailLogSource) =>
  [
    'admin',
    'brands',
    source.brandId,
    'mail',
    source.type,
    source.id,
    ...('applicationIds' in source ? source.applicationIds : []),
  ] as const;

/**
 * The delivery log's messages. Polls every 3 s while one is still on its way (送信待ち, 送信中,
 * 再送待ち), so a state change shows without reloading.
 */
export function useMailLog(source: MailLogSource) {
  return useQuery(
    queryOptions({
      queryKey: mailLogKey(source),
      queryFn: () => getMailLog(source),
      refetchInterval: (current) =>
        current.state.data?.some((m) => !['SUCCESS', 'ERROR'].includes(m.delivery?.state ?? ''))
          ? 3000
          : false,
    }),
  );
}
