import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { spaceTypeLabels, spaceTypes } from '@/lib/model/space';
import { areaOfSize } from '../../area-of-size';
import { normalizeNumberText } from '../../space-form-schema';

const typeOptions = spaceTypes.map((type) => ({ value: type, label: spaceTypeLabels[type] }));

/** A number field: numeric keyboard on a phone, full-width digits and commas accepted. */
function NumberField({
  name,
  label,
  hint,
  required = true,
  decimal = false,
}: {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  decimal?: boolean;
}) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      required={required}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      normalize={normalizeNumberText}
    />
  );
}

/**
 * The fields every space form shares: type, floor, size (the area follows 幅 × 奥行 and can
 * still be typed over) and the fees. Used inside a `<Form>` of the form kit.
 */
export function SpaceDetailFields() {
  const { setValue, getFieldState } = useFormContext();
  const [width, depth] = useWatch({ name: ['widthCm', 'depthCm'] }) as [string, string];
  const last = useRef({ width, depth });

  // A new 幅 or 奥行 recomputes the area; typing the area itself afterwards is kept.
  useEffect(() => {
    if (last.current.width === width && last.current.depth === depth) return;
    last.current = { width, depth };
    const w = Number(normalizeNumberText(width ?? ''));
    const d = Number(normalizeNumberText(depth ?? ''));
    if (!Number.isInteger(w) || !Number.isInteger(d) || w <= 0 || d <= 0) return;
    setValue('areaM2', String(areaOfSize(w, d)), {
      shouldDirty: true,
      shouldValidate: getFieldState('areaM2').isTouched,
    });
  }, [width, depth, setValue, getFieldState]);

  return (
    <>
      <div className="form-row">
        <SelectField name="type" label="タイプ" options={typeOptions} required />
        <NumberField name="floor" label="階" hint="地下は -1、建物の外は空欄" required={false} />
      </div>
      <fieldset className="space-form__group">
        <legend>広さ</legend>
        <div className="form-row space-form__row">
          <NumberField name="widthCm" label="幅（cm）" />
          <NumberField name="depthCm" label="奥行（cm）" />
          <NumberField name="heightCm" label="高さ（cm）" hint="屋外は空欄" required={false} />
          <NumberField name="areaM2" label="面積（m²）" hint="幅×奥行から自動計算" decimal />
        </div>
      </fieldset>
      <fieldset className="space-form__group">
        <legend>料金（税込・円）</legend>
        <div className="form-row space-form__row">
          <NumberField name="monthlyFee" label="月額利用料" />
          <NumberField name="adminFee" label="管理費（月額）" />
        </div>
        <div className="form-row space-form__row">
          <NumberField name="handlingFee" label="事務手数料" />
          <NumberField name="guaranteeFee" label="保証料" />
          <NumberField name="keyFee" label="鍵代" />
        </div>
      </fieldset>
    </>
  );
}
