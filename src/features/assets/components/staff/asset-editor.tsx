import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import type { AddressFieldsProps } from '@/components/form/address-fields';
import { paths } from '@/config/paths';
import type { Asset } from '@/lib/model/asset';
import { useUpdateAsset } from '../../api/update-asset';
import { assetEditDefaults } from '../../asset-edit-defaults';
import type { AssetEditFormValues } from '../../asset-edit-form-schema';
import { AssetEditForm } from './asset-edit-form';
import { AssetPhotos } from './asset-photos';
import './asset-admin.css';

export type AssetEditorProps = {
  brandId: string;
  asset: Asset;
  lookup?: AddressFieldsProps['lookup'];
};

/**
 * The edit page's body: the asset's fields (one 保存する) and its photos (saved as they are
 * added; the order with its own button). Leaving with unsaved fields or an unsaved photo
 * order asks first.
 */
export function AssetEditor({ brandId, asset, lookup }: AssetEditorProps) {
  const assetId = asset.assetNumber;
  const result = useResultMessage();
  const update = useUpdateAsset();
  const [formDirty, setFormDirty] = useState(false);
  const [photosDirty, setPhotosDirty] = useState(false);
  const { dialog } = useUnsavedChangesBlocker(formDirty || photosDirty);
  // The form starts from the asset as it was when the page opened; saving resets it itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValues = useMemo(() => assetEditDefaults(asset), [assetId]);

  const save = useCallback(
    async (fields: AssetEditFormValues) => {
      await update.mutateAsync({ brandId, assetId, fields });
      result.showSuccess();
    },
    [update, brandId, assetId, result],
  );

  return (
    <div className="asset-admin">
      <nav className="admin-actions asset-admin__links" aria-label="この物件">
        <Link
          className="admin-button admin-button--small"
          to={paths.admin.brand.asset.href(brandId, assetId)}
        >
          ← 物件詳細へ戻る
        </Link>
      </nav>
      <p className="asset-admin__status">
        <span>物件番号 {assetId}</span>
        <span className="admin-hint">（物件番号は変更できません）</span>
      </p>
      <AssetEditForm
        defaultValues={defaultValues}
        onSave={save}
        onDirtyChange={setFormDirty}
        {...(lookup ? { lookup } : {})}
      />
      <AssetPhotos
        brandId={brandId}
        assetId={assetId}
        assetName={asset.name}
        imagePaths={asset.imagePaths}
        onDirtyChange={setPhotosDirty}
        result={result}
      />
      <ResultMessage message={result.message} onDismiss={result.clear} />
      {dialog}
    </div>
  );
}
