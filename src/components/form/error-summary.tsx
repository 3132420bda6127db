import { useContext } from 'react';
import { useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import { FormIdContext, fieldIdOf } from './form-context';

type Item = { name: string; message: string };

/** Field errors flattened to dotted names (`preferredSlots.0.date`), root errors left out. */
export function flattenErrors(errors: FieldErrors<FieldValues>, prefix = ''): Item[] {
  const items: Item[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' && prefix === '') continue;
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && value.message) {
      items.push({ name, message: value.message });
    } else {
      items.push(...flattenErrors(value as FieldErrors<FieldValues>, name));
    }
  }
  return items;
}

/**
 * After a submit that failed validation: how many fields need attention, each a link to its
 * field. The errors themselves sit next to their fields; focus goes to the first of them.
 */
export function ErrorSummary() {
  const formId = useContext(FormIdContext);
  const {
    formState: { errors, submitCount, isSubmitSuccessful },
  } = useFormContext();
  const items = flattenErrors(errors);
  if (submitCount === 0 || isSubmitSuccessful || items.length === 0) return null;
  return (
    <div className="form-summary" role="alert">
      <p className="form-summary__title">入力内容をご確認ください（{items.length}件）</p>
      <ul className="form-summary__list">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${fieldIdOf(formId, item.name)}`}
              onClick={(event) => {
                // Focus the field itself (a hash change would be a router navigation).
                event.preventDefault();
                document.getElementById(fieldIdOf(formId, item.name))?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
