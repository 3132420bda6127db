import { formatDecimal } from './group-digits';

const cm = (value: number) => formatDecimal(value, 0, 1);

/**
 * `幅90 × 奥行120 × 高さ200cm`, or `幅90 × 奥行120cm` for a space without a height (open air):
 * one unit at the end, as Japanese size tables write it.
 */
export function formatDimensions(size: {
  widthCm: number;
  depthCm: number;
  heightCm?: number | null;
}): string {
  const parts = [`幅${cm(size.widthCm)}`, `奥行${cm(size.depthCm)}`];
  if (size.heightCm !== undefined && size.heightCm !== null) {
    parts.push(`高さ${cm(size.heightCm)}`);
  }
  return `${parts.join(' × ')}cm`;
}
