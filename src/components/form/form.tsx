import { useId, useMemo, useRef, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { ErrorSummary } from './error-summary';
import { FormAlert } from './form-alert';
import { FormChecksContext, type FormCheck, type FormChecks } from './form-checks';
import { FormIdContext } from './form-context';
import { PressHoldContext } from './press-hold-context';
import { GENERIC_SUBMIT_ERROR, SERVER_ERROR } from './server-error';
import { usePressHold } from './use-press-hold';
import { useHydrated } from '@/hooks/page-head';
import './form.css';

export type FormProps<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /**
   * Sends the validated values. A thrown error becomes the form's failure message (what
   * `errorMessage` makes of it); everything typed stays in the fields.
   */
  onSubmit: SubmitHandler<TOutput>;
  /** A Japanese message for a thrown error (default: a generic "could not send" message). */
  errorMessage?: (error: unknown) => string;
  /** The form's accessible name when the page has several forms. */
  label?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Every form of the site: `noValidate` (the schema speaks Japanese, the browser would not),
 * an error summary after a failed submit, the server's failure at the top, `aria-busy` while
 * sending, and a guard so a double tap cannot send twice (react-hook-form alone would start a
 * second submit before the button re-renders as disabled). A field's error shown when a press
 * elsewhere in the form takes the focus from it waits for that press's click (`usePressHold`).
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  errorMessage,
  label,
  className,
  children,
}: FormProps<TValues, TOutput>) {
  const id = useId().replace(/:/g, '');
  const hydrated = useHydrated();
  const sending = useRef(false);
  const press = usePressHold();
  // Checks the fields add (useFormCheck): run after the schema, before the values are sent.
  const checks = useRef(new Set<FormCheck>());
  const checksContext = useMemo<FormChecks>(
    () => ({
      add: (check) => {
        checks.current.add(check);
        return () => checks.current.delete(check);
      },
    }),
    [],
  );
  const {
    formState: { errors, isSubmitting },
  } = form;

  const serverError = errors.root?.['server']?.message;

  return (
    <FormProvider {...form}>
      <FormChecksContext.Provider value={checksContext}>
        <FormIdContext.Provider value={id}>
          <PressHoldContext.Provider value={press.held}>
            <form
              // Until the app has taken a page's HTML over, its form does nothing: inert.
              inert={!hydrated}
              className={className ? `form ${className}` : 'form'}
              noValidate
              aria-label={label}
              aria-busy={isSubmitting || undefined}
              onPointerDownCapture={press.hold}
              onSubmit={(event) => {
                if (sending.current) {
                  event.preventDefault();
                  return;
                }
                void form.handleSubmit(async (values) => {
                  if (sending.current) return;
                  sending.current = true;
                  try {
                    for (const check of [...checks.current]) {
                      const problem = await check(form.getValues());
                      if (problem) {
                        // Set inside the submit, so the summary lists it and the submit counts
                        // as failed; editing the field or the next submit clears it.
                        form.setError(problem.name as Parameters<typeof form.setError>[0], {
                          type: 'check',
                          message: problem.message,
                        });
                        form.setFocus(problem.name as Parameters<typeof form.setFocus>[0]);
                        return;
                      }
                    }
                    await onSubmit(values);
                  } catch (error) {
                    form.setError(SERVER_ERROR, {
                      type: 'server',
                      message: errorMessage ? errorMessage(error) : GENERIC_SUBMIT_ERROR,
                    });
                  } finally {
                    sending.current = false;
                  }
                })(event);
              }}
            >
              {serverError ? <FormAlert>{serverError}</FormAlert> : null}
              <ErrorSummary />
              {children}
            </form>
          </PressHoldContext.Provider>
        </FormIdContext.Provider>
      </FormChecksContext.Provider>
    </FormProvider>
  );
}
