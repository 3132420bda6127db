import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

export type UseZodFormOptions<TValues extends FieldValues> = {
  defaultValues: DefaultValues<TValues>;
};

/**
 * react-hook-form with a zod/mini schema, set up the same way for every form of the site:
 * errors appear when a field is left (not while a person is still typing it), then follow each
 * keystroke; on submit, focus moves to the first field in error.
 */
export function useZodForm<TSchema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: UseZodFormOptions<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
