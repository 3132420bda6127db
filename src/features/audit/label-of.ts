/** A stored code's Japanese label, or the code itself when the labels do not know it. */
export const labelOf = <T extends string>(
  labels: Readonly<Record<T, string>>,
  key: string,
): string => (Object.hasOwn(labels, key) ? labels[key as T] : key);
