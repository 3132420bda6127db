import { normalizeAddress } from '@/utils/normalize-input';
import { PrefectureField } from './japanese-fields';
import { PostalCodeField, type PostalCodeFieldProps } from './postal-code-field';
import { TextField } from './text-field';

export type AddressFieldsProps = {
  /** Prefix of the field names when the address is nested (`address.`); '' for flat fields. */
  prefix?: string;
  lookup?: PostalCodeFieldProps['lookup'];
};

/**
 * 郵便番号 → 都道府県 → 市区町村 → 番地 → 建物名, with autofill from the postal code; the field
 * names are the data model's (`postalCode`, `prefecture`, `city`, `addressLine`, `building`).
 */
export function AddressFields({ prefix = '', lookup }: AddressFieldsProps) {
  const n = (field: string) => `${prefix}${field}`;
  return (
    <>
      <PostalCodeField
        name={n('postalCode')}
        required
        fill={{ prefecture: n('prefecture'), city: n('city'), addressLine: n('addressLine') }}
        {...(lookup ? { lookup } : {})}
      />
      <PrefectureField name={n('prefecture')} required />
      <TextField
        name={n('city')}
        label="市区町村"
        normalize={normalizeAddress}
        required
        autoComplete="address-level2"
        placeholder="例：新宿区"
      />
      <TextField
        name={n('addressLine')}
        label="町名・番地"
        normalize={normalizeAddress}
        required
        autoComplete="address-line1"
        placeholder="例：新宿1-2-3"
      />
      <TextField
        name={n('building')}
        label="建物名・部屋番号"
        normalize={normalizeAddress}
        required={false}
        autoComplete="address-line2"
        placeholder="例：〇〇マンション101号室"
      />
    </>
  );
}
