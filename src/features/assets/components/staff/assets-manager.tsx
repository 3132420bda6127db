import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import type { AddressFieldsProps } from '@/components/form/address-fields';
import { paths } from '@/config/paths';
import { useCreateAsset } from '../../api/create-asset';
import type { AdminAssetEntry } from '../../api/get-admin-assets';
import type { CreateAssetFormValues } from '../../create-asset-form-schema';
import { AssetsTable } from './assets-table';
import { CreateAssetForm } from './create-asset-form';
import './asset-admin.css';

export type AssetsManagerProps = {
  brandId: string;
  entries: readonly AdminAssetEntry[];
  lookup?: AddressFieldsProps['lookup'];
};

/** The asset list with 「物件を追加」, which opens the form and then the new asset's page. */
export function AssetsManager({ brandId, entries, lookup }: AssetsManagerProps) {
  const [adding, setAdding] = useState(false);
  const create = useCreateAsset();
  const navigate = useNavigate();
  const addButton = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(false);

  // Back on 「物件を追加」 after キャンセル, where the keyboard user left off.
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);

  const onCreate = async (fields: CreateAssetFormValues) => {
    const assetId = await create.mutateAsync({ brandId, fields });
    await navigate(paths.admin.brand.asset.href(brandId, assetId));
  };

  return (
    <div className="asset-admin">
      {adding ? (
        <AdminSection
          title="物件を追加"
          description="物件番号・物件名・住所と位置を入力してください。"
        >
          <CreateAssetForm
            onCreate={onCreate}
            onCancel={() => setAdding(false)}
            {...(lookup ? { lookup } : {})}
          />
        </AdminSection>
      ) : (
        <div className="admin-actions">
          <button
            ref={addButton}
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setAdding(true)}
          >
            ＋ 物件を追加
          </button>
        </div>
      )}
      <AssetsTable brandId={brandId} entries={entries} />
    </div>
  );
}
