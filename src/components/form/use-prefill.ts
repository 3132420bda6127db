import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Fills fields from what is already known about the person (their member profile) once it
 * arrives, which may be after they started typing: only a field that is still empty and that
 * they have not touched gets the known value, so nothing typed is ever overwritten.
 */
export function usePrefill<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  values: Partial<Record<Path<TValues>, string>> | null | undefined,
): void {
  // The values' content, not their identity, decides whether to run again.
  const key = values ? JSON.stringify(values) : '';
  useEffect(() => {
    if (!values) return;
    for (const [name, value] of Object.entries(values) as [Path<TValues>, string | undefined][]) {
      if (!value) continue;
      const { isDirty, isTouched } = form.getFieldState(name);
      const current: unknown = form.getValues(name);
      if (isDirty || isTouched || (current !== '' && current !== undefined && current !== null)) {
        continue;
      }
      form.setValue(name, value as PathValue<TValues, Path<TValues>>);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);
}
