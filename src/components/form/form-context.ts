import { createContext, useContext } from 'react';

/** The form's id prefix, so every field gets a unique, stable input id (label, errors, summary). */
export const FormIdContext = createContext<string>('form');

/** The input id of a field: the form's prefix and the field's dotted name made id-safe. */
export function fieldIdOf(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export function useFieldId(name: string): string {
  return fieldIdOf(useContext(FormIdContext), name);
}
