/**
 * The floor area in m² of a space `widthCm` × `depthCm`, to two decimals (90 × 120 cm →
 * 1.08 m²), never 0 for a real space (the model needs a positive area).
 */
export function areaOfSize(widthCm: number, depthCm: number): number {
  const area = Math.round((widthCm * depthCm) / 100) / 100;
  return widthCm > 0 && depthCm > 0 ? Math.max(0.01, area) : 0;
}
