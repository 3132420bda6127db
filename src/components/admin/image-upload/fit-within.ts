export type Size = { width: number; height: number };

/**
 * The size an image of `size` is scaled to so its long side is at most `longSide`, keeping
 * the aspect ratio and never enlarging (what the compressor does with `maxWidthOrHeight`).
 */
export function fitWithin(size: Size, longSide: number): Size {
  const long = Math.max(size.width, size.height);
  if (long <= longSide) return { width: size.width, height: size.height };
  const scale = longSide / long;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
