import { formatDecimal } from './group-digits';

/** `120` → `120cm`. */
export function formatCm(cm: number): string {
  return `${formatDecimal(cm, 0, 1)}cm`;
}
