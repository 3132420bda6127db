import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Asset } from '@/lib/model/asset';
import { prefectures } from '@/lib/model/prefecture';
import type { Prefecture } from '@/lib/model/prefecture';
import { spaceTypeLabels, spaceTypes } from '@/lib/model/space';
import type { SpaceType } from '@/lib/model/space';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';
import type { ListFilters } from '../list-filters';
import type { ListSort } from '../list-sort';
import { useHydrated } from '@/hooks/page-head';
import './list-filter-form.css';

/** 月額 bounds a visitor picks from (tax included yen). */
const feeSteps = [3000, 5000, 8000, 10000, 15000, 20000, 30000, 50000];
/** 広さ bounds in 帖, stored in m² (1帖 = 1.62m²). */
const joSteps = [0.5, 1, 1.5, 2, 3, 4.5, 6, 8, 10, 20];
const areaSteps = joSteps.map((jo) => Math.round(jo * 162) / 100);

export const listSortLabels: Record<ListSort, string> = {
  'asset-number': '物件番号順',
  'price-asc': '月額の安い順',
  'price-desc': '月額の高い順',
  'size-asc': '広さの小さい順',
  'size-desc': '広さの大きい順',
};

export type ListFilterFormProps = {
  /** The brand's published assets: the choices offered are the ones that exist. */
  assets: readonly Asset[];
  filters: ListFilters;
  /** A new search (the page goes back to 1). */
  onChange: (next: ListFilters) => void;
  onClear: () => void;
  activeCount: number;
};

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

function Select({ label, value, onChange, children }: SelectProps) {
  const id = useId();
  return (
    <div className="list-filter__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The offered steps, plus a value from a shared link that is not one of them (so it shows). */
function withValue(steps: readonly number[], value: number | null): number[] {
  return value === null || steps.includes(value)
    ? [...steps]
    : [...steps, value].sort((a, b) => a - b);
}

/**
 * The asset search: 都道府県 and 市区町村, 区画タイプ, 月額 and 広さ ranges, 空きあり only and
 * the order. Every change applies at once (the URL keeps it); on a phone the form folds away
 * behind 「条件で絞り込む」.
 */
export function ListFilterForm({
  assets,
  filters,
  onChange,
  onClear,
  activeCount,
}: ListFilterFormProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch, page: 1 });

  const present = new Set(assets.map((asset) => asset.prefecture));
  const prefectureOptions = prefectures.filter((p) => present.has(p));
  const cities = [
    ...new Set(
      assets.filter((asset) => asset.prefecture === filters.prefecture).map((asset) => asset.city),
    ),
  ].sort((a, b) => a.localeCompare(b, 'ja'));
  const typesPresent = new Set(
    assets.flatMap((asset) => Object.values(asset.plans).map((plan) => plan.type)),
  );
  const typeOptions = spaceTypes.filter((type) => typesPresent.has(type));

  // Until the app has taken the page's HTML over, its controls do nothing: inert meanwhile.
  const hydrated = useHydrated();
  return (
    <section className="list-filter" aria-label="物件の絞り込み" inert={!hydrated}>
      <button
        type="button"
        className="list-filter__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        条件で絞り込む{activeCount > 0 ? `（${activeCount}件指定中）` : ''}
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <div id={panelId} className={open ? 'list-filter__panel is-open' : 'list-filter__panel'}>
        <Select
          label="都道府県"
          value={filters.prefecture ?? ''}
          onChange={(value) =>
            set({ prefecture: value === '' ? null : (value as Prefecture), city: null })
          }
        >
          <option value="">すべて</option>
          {prefectureOptions.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
        <Select
          label="市区町村"
          value={filters.city ?? ''}
          onChange={(value) => set({ city: value === '' ? null : value })}
        >
          <option value="">{filters.prefecture ? 'すべて' : '都道府県を先に選択'}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </Select>
        <Select
          label="区画タイプ"
          value={filters.type ?? ''}
          onChange={(value) => set({ type: value === '' ? null : (value as SpaceType) })}
        >
          <option value="">すべて</option>
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {spaceTypeLabels[type]}
            </option>
          ))}
        </Select>
        <fieldset className="list-filter__range">
          <legend>月額（税込）</legend>
          <Select
            label="下限"
            value={filters.feeMin?.toString() ?? ''}
            onChange={(value) => set({ feeMin: numberOrNull(value) })}
          >
            <option value="">下限なし</option>
            {withValue(feeSteps, filters.feeMin).map((fee) => (
              <option key={fee} value={fee}>
                {formatYen(fee)}〜
              </option>
            ))}
          </Select>
          <Select
            label="上限"
            value={filters.feeMax?.toString() ?? ''}
            onChange={(value) => set({ feeMax: numberOrNull(value) })}
          >
            <option value="">上限なし</option>
            {withValue(feeSteps, filters.feeMax).map((fee) => (
              <option key={fee} value={fee}>
                〜{formatYen(fee)}
              </option>
            ))}
          </Select>
        </fieldset>
        <fieldset className="list-filter__range">
          <legend>広さ（1帖 = 1.62m²）</legend>
          <Select
            label="下限"
            value={filters.areaMin?.toString() ?? ''}
            onChange={(value) => set({ areaMin: numberOrNull(value) })}
          >
            <option value="">下限なし</option>
            {withValue(areaSteps, filters.areaMin).map((m2) => (
              <option key={m2} value={m2}>
                {formatJo(m2)}〜
              </option>
            ))}
          </Select>
          <Select
            label="上限"
            value={filters.areaMax?.toString() ?? ''}
            onChange={(value) => set({ areaMax: numberOrNull(value) })}
          >
            <option value="">上限なし</option>
            {withValue(areaSteps, filters.areaMax).map((m2) => (
              <option key={m2} value={m2}>
                〜{formatJo(m2)}
              </option>
            ))}
          </Select>
        </fieldset>
        <div className="list-filter__check">
          <label>
            <input
              type="checkbox"
              checked={filters.vacantOnly}
              onChange={(event) => set({ vacantOnly: event.target.checked })}
            />
            空きのある区画だけ
          </label>
        </div>
        <Select
          label="並び順"
          value={filters.sort}
          onChange={(value) => onChange({ ...filters, sort: value as ListSort, page: 1 })}
        >
          {(Object.keys(listSortLabels) as ListSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {listSortLabels[sort]}
            </option>
          ))}
        </Select>
        {activeCount > 0 ? (
          <button type="button" className="list-filter__clear" onClick={onClear}>
            条件をクリア
          </button>
        ) : null}
      </div>
    </section>
  );
}
