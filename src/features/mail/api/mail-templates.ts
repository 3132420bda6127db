import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import {
  defaultTemplate,
  UnknownPlaceholderError,
  unknownPlaceholders,
  type MailKind,
  type MailTemplate,
} from '../../../../functions/src/messages/mail-templates';

const templateKey = (brandId: string, kind: MailKind) =>
  ['admin', 'brands', brandId, 'mailTemplates', kind] as const;

/** The brand's text for `kind` (brands/{b}/mailTemplates/{kind}), or the default; `custom` says which. */
export async function getMailTemplate(
  brandId: string,
  kind: MailKind,
): Promise<MailTemplate & { custom: boolean }> {
  const snapshot = await getDoc(doc(firestore, collectionPaths.mailTemplate(brandId, kind)));
  const subject: unknown = snapshot.get('subject');
  const body: unknown = snapshot.get('body');
  return typeof subject === 'string' && typeof body === 'string'
    ? { subject, body, custom: true }
    : { ...defaultTemplate(kind), custom: false };
}

export function useMailTemplate(brandId: string, kind: MailKind) {
  return useQuery(
    queryOptions({
      queryKey: templateKey(brandId, kind),
      queryFn: () => getMailTemplate(brandId, kind),
    }),
  );
}

/** Saves the brand's text for `kind`; refuses (before writing) one with an unknown placeholder. */
export async function saveMailTemplate(
  db: Firestore,
  input: { brandId: string; kind: MailKind; template: MailTemplate },
): Promise<void> {
  const unknown = unknownPlaceholders(input.kind, input.template);
  if (unknown.length > 0) throw new UnknownPlaceholderError(unknown);
  await setDoc(doc(db, collectionPaths.mailTemplate(input.brandId, input.kind)), {
    subject: input.template.subject,
    body: input.template.body,
    updatedAt: serverTimestamp(),
  });
}

export function useSaveMailTemplate(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: MailKind; template: MailTemplate }) =>
      saveMailTemplate(firestore, { brandId, ...input }),
    onSuccess: (_result, { kind }) =>
      queryClient.invalidateQueries({ queryKey: templateKey(brandId, kind) }),
  });
}
