import { useId, useState, type FormEvent } from 'react';

export type FilterDraft<F extends Record<string, string>> = {
  /** The values as typed, applied on submit (each search or filter is one query, not one per key). */
  draft: F;
  /** A field's id, value and onChange (its label's htmlFor is the same id). */
  field: (key: keyof F & string) => {
    id: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  onSubmit: (event: FormEvent) => void;
  /** Whether the address filters anything (条件をクリア is offered). */
  active: boolean;
};

/**
 * The filter form of a staff list: what is typed stays a draft until 絞り込む / 検索; a new
 * address (Back to an earlier search) shows its own values in the fields.
 */
export function useFilterDraft<F extends Record<string, string>>(
  filters: F,
  apply: (values: F) => void,
): FilterDraft<F> {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (JSON.stringify(shown) !== JSON.stringify(filters)) {
    setShown(filters);
    setDraft(filters);
  }
  return {
    draft,
    field: (key) => ({
      id: `${id}-${key}`,
      value: draft[key] ?? '',
      onChange: (event) => setDraft((current) => ({ ...current, [key]: event.target.value })),
    }),
    onSubmit: (event) => {
      event.preventDefault();
      apply(draft);
    },
    active: Object.values(filters).some((value) => value !== ''),
  };
}
