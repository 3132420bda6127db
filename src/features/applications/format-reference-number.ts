/**
 * The 受付番号 of an application as every screen shows it (thanks page, my unit, admin): the id
 * in groups of four, `7K3M-9QXZ-ABCD-EFGH-JKMN`, easy to read out on the phone. New ids use no
 * look-alike characters (newApplicationId); an older id is shown as it is (ids are
 * case-sensitive). Staff search finds it with or without the hyphens (foldSearchText).
 */
export function formatReferenceNumber(applicationId: string): string {
  return applicationId.match(/.{1,4}/g)?.join('-') ?? '';
}
