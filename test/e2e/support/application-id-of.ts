import { adminFirestore } from '../../functions/support/admin-firestore.js';

/**
 * The id of the application a 受付番号 names, as the thanks page shows it (`K7M4-QX92`): the
 * brand's applicationReferences claim holds it (issue 31, item 6). Fails when there is none.
 */
export async function applicationIdOf(brandId: string, reference: string): Promise<string> {
  const claim = await adminFirestore()
    .doc(`brands/${brandId}/applicationReferences/${reference.replaceAll('-', '')}`)
    .get();
  const id: unknown = claim.get('applicationId');
  if (typeof id !== 'string') throw new Error(`no application holds 受付番号 ${reference}`);
  return id;
}
