/**
 * An application id as a reference number people can read out on the phone: groups of four
 * (`AbCd-EfGh-IjKl-MnOp-QrSt`). The id itself is kept as is (ids are case-sensitive).
 */
export function formatReferenceNumber(applicationId: string): string {
  return applicationId.match(/.{1,4}/g)?.join('-') ?? '';
}
