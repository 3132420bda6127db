/** Age of majority in Japan since April 2022 (民法第4条). Contracts need an adult applicant. */
export const adultAge = 18;

/** Whether someone born on `birthDate` ('YYYY-MM-DD') has reached adultAge on `today` ('YYYY-MM-DD'). */
export function isAdultOn(birthDate: string, today: string): boolean {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if ([by, bm, bd, ty, tm, td].some((n) => n === undefined || Number.isNaN(n))) return false;
  const had = (tm as number) * 100 + (td as number) >= (bm as number) * 100 + (bd as number);
  return (ty as number) - (by as number) - (had ? 0 : 1) >= adultAge;
}

/** The oldest age the site takes as real: a birth date before that is a typing slip (1890). */
export const oldestAge = 120;

/** Whether `birthDate` is at most oldestAge years before `today` (both 'YYYY-MM-DD'). */
export function isPlausibleBirthDate(birthDate: string, today: string): boolean {
  const by = Number(birthDate.slice(0, 4));
  const ty = Number(today.slice(0, 4));
  return birthDate <= today && ty - by <= oldestAge;
}
