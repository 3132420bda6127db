/**
 * The site's number formatting without `Intl`: a page's first `Intl.NumberFormat` or
 * `DateTimeFormat` loads ICU's locale data (≈ 3 ms and 12 ms on this machine, four times that on
 * a phone) inside the module evaluation of the public pages' shared chunk. Japanese numbers need
 * only ASCII digits with a comma every three, which is what ja-JP's Intl printed too.
 */

/** `1234567` → `1,234,567` (a string of digits, no sign). */
function groupInteger(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `value` with its thousands grouped and between `minFraction` and `maxFraction` decimals,
 * rounded half away from zero on the number as JavaScript writes it (`0.35` → `0.4`), as
 * `Intl.NumberFormat` does: `formatDecimal(1.5, 0, 2)` → `1.5`, `formatDecimal(2, 1, 1)` → `2.0`.
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  const abs = Math.abs(value);
  // The shortest decimal that is this number (what String() writes), or toFixed's for the
  // rare number String() writes with an exponent.
  const text = /e/i.test(String(abs)) ? abs.toFixed(maxFraction + 2) : String(abs);
  const [whole = '0', fraction = ''] = text.split('.');
  let shown = fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  let integer = whole;
  if ((fraction[maxFraction] ?? '0') >= '5') {
    const up = (BigInt(integer + shown) + 1n).toString().padStart(maxFraction + 1, '0');
    integer = up.slice(0, up.length - maxFraction);
    shown = up.slice(up.length - maxFraction);
  }
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  return `${value < 0 ? '-' : ''}${groupInteger(integer)}${shown ? `.${shown}` : ''}`;
}
