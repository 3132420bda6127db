import type { ReactNode } from 'react';
import type { FilterDraft } from './use-filter-draft';
import './list-filters.css';

type Field = ReturnType<FilterDraft<Record<string, string>>['field']>;

export type ListFilterFormProps = {
  /** The form's accessible name: 「監査ログの絞り込み」. */
  label: string;
  form: Pick<FilterDraft<Record<string, string>>, 'onSubmit' | 'active'>;
  /** 条件をクリア: every filter off (offered while the address filters anything). */
  onClear: () => void;
  /** The filters (FilterSelect, FilterInput). */
  children: ReactNode;
};

/** A staff list's filters: the fields, 絞り込む and 条件をクリア, applied to the address. */
export function ListFilterForm({ label, form, onClear, children }: ListFilterFormProps) {
  return (
    <form className="list-filters" role="search" aria-label={label} onSubmit={form.onSubmit}>
      {children}
      <div className="list-filters__buttons">
        <button type="submit" className="admin-button admin-button--primary admin-button--small">
          絞り込む
        </button>
        {form.active ? (
          <button type="button" className="admin-button admin-button--small" onClick={onClear}>
            条件をクリア
          </button>
        ) : null}
      </div>
    </form>
  );
}

type FilterBoxProps = {
  label: string;
  field: Field;
  /** A wide box (a path, an address) or a date's (two side by side where they fit). */
  size?: 'wide' | 'date';
};

const boxClass = (size: FilterBoxProps['size']) =>
  size ? `list-filters__filter list-filters__filter--${size}` : 'list-filters__filter';

export type FilterSelectProps = FilterBoxProps & {
  /** The choices after 「すべて」, as value and label. */
  options: Iterable<readonly [value: string, label: string]>;
};

/** One filter chosen from a list, 「すべて」 first. */
export function FilterSelect({ label, field, size, options }: FilterSelectProps) {
  return (
    <div className={boxClass(size)}>
      <label htmlFor={field.id}>{label}</label>
      <select className="admin-input" {...field}>
        <option value="">すべて</option>
        {[...options].map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export type FilterInputProps = FilterBoxProps & {
  type: 'text' | 'email' | 'date';
  placeholder?: string;
};

/** One filter typed in (text, an address) or picked (a day). */
export function FilterInput({ label, field, size, type, placeholder }: FilterInputProps) {
  return (
    <div className={boxClass(size)}>
      <label htmlFor={field.id}>{label}</label>
      <input
        className="admin-input"
        type={type}
        autoComplete="off"
        spellCheck={type === 'text' ? false : undefined}
        placeholder={placeholder}
        {...field}
      />
    </div>
  );
}
