import { createContext, useContext, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';

/** A field's problem found by a check: shown on the field and in the error summary. */
export type FormCheckProblem = { name: string; message: string };

/**
 * A check a field adds to its form's submit, run after the schema passed and before the values
 * are sent: one that needs more than the schema can know (the postal data, a network read).
 * Resolves with the problem, or null when all is well.
 */
export type FormCheck = (values: FieldValues) => Promise<FormCheckProblem | null>;

export type FormChecks = { add: (check: FormCheck) => () => void };

export const FormChecksContext = createContext<FormChecks | null>(null);

/** Adds `check` to the surrounding `<Form>`'s submit while the field is on screen. */
export function useFormCheck(check: FormCheck): void {
  const checks = useContext(FormChecksContext);
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => checks?.add((values) => latest.current(values)), [checks]);
}
