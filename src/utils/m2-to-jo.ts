/**
 * Floor area in 帖 (jo), to one decimal, rounded half up.
 *
 * 1帖 = 1.62m², the value 不動産の表示に関する公正競争規約 (施行規則) sets for advertising
 * room sizes. The division is done in whole cm² (1.62m² = 16,200cm², 0.1帖 = 1,620cm²) so
 * that exact halves round up: 0.567m² is 0.35帖, but 0.567 / 1.62 in floating point is just
 * below 0.35.
 */
export function m2ToJo(areaM2: number): number {
  if (!Number.isFinite(areaM2) || areaM2 < 0) {
    throw new RangeError(`m2ToJo: expected an area of 0m² or more, got ${areaM2}`);
  }
  const areaCm2 = Math.round(areaM2 * 10_000);
  const tenthsOfJo = Math.floor((2 * areaCm2 + 1620) / 3240);
  return tenthsOfJo / 10;
}
