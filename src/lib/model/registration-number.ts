/**
 * 適格請求書発行事業者の登録番号: `T` and 13 digits. For a corporation the digits are its
 * 法人番号, whose first digit is a check digit (国税庁「法人番号の指定に関する省令」第2条):
 * with P_n the n-th digit of the other 12 counted from the lowest and Q_n = 1 for odd n, 2 for
 * even n, the check digit is 9 − (Σ P_n × Q_n mod 9).
 */
export const registrationNumberPattern = /^T[1-9][0-9]{12}$/;

/** The check digit of a 12-digit 法人番号 base (the 13 digits without their first). */
export function corporateNumberCheckDigit(base: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** Whether `T` + 13 digits whose first digit is the 法人番号 check digit of the rest. */
export function isRegistrationNumber(value: string): boolean {
  if (!registrationNumberPattern.test(value)) return false;
  const digits = value.slice(1);
  return Number(digits[0]) === corporateNumberCheckDigit(digits.slice(1));
}

/** As printed on invoices: `T1234567890123` (no spaces, the 国税庁 公表サイト's form). */
export function normalizeRegistrationNumber(value: string): string {
  return value.normalize('NFKC').replace(/[\s-]/g, '').replace(/^t/, 'T');
}
