import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { SingleImageUpload } from '@/components/admin/image-upload/single-image-upload';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import type { Asset } from '@/lib/model/asset';
import { useSaveLayout } from '../../api/save-layout';
import { useSetLayoutImage } from '../../api/set-layout-image';
import { sameRect } from '../../layout-geometry';
import type { LayoutRect } from '../../layout-geometry';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import { LayoutBoard } from './layout-board';
import './layout-editor.css';

export type LayoutEditorProps = {
  brandId: string;
  assetId: string;
  asset: Asset;
  spaces: readonly SpaceWithId[];
};

/**
 * The layout screen's body: the floor-plan image (upload with progress, replace, remove) and
 * the board where the spaces are placed; all changed positions are saved in one write, and
 * leaving with unsaved ones asks first.
 */
export function LayoutEditor({ brandId, assetId, asset, spaces }: LayoutEditorProps) {
  const setLayoutImage = useSetLayoutImage();
  const saveLayout = useSaveLayout();
  const result = useResultMessage();
  // Only what staff changed since the last save; everything else is the stored position.
  const [changes, setChanges] = useState<ReadonlyMap<string, LayoutRect | null>>(new Map());

  const positionOf = (space: SpaceWithId) =>
    changes.has(space.id) ? (changes.get(space.id) ?? null) : space.layout;
  const changed = spaces.filter(
    (space) => changes.has(space.id) && !sameRect(changes.get(space.id) ?? null, space.layout),
  );
  const dirty = changed.length > 0;
  const { dialog: unsavedDialog } = useUnsavedChangesBlocker(dirty);

  const onChange = (spaceId: string, rect: LayoutRect | null) =>
    setChanges((current) => new Map(current).set(spaceId, rect));

  const save = async () => {
    try {
      await saveLayout.mutateAsync({
        brandId,
        assetId,
        positions: changed.map((space) => ({ id: space.id, layout: positionOf(space) })),
      });
      setChanges(new Map());
      result.showSuccess(`${changed.length}区画の配置を保存しました`);
    } catch (error) {
      result.showFailure(adminErrorMessage(error, adminErrorMessages.saveFailed));
    }
  };

  const placedCount = spaces.filter((space) => positionOf(space) !== null).length;

  return (
    <div className="layout-editor">
      <AdminSection
        title="区画図の画像"
        description="敷地やフロアの図面を選んでください。公開ページの区画図と同じ横8：縦5の枠に、白い余白を付けて収めて保存します。区画が複数の階にあるときは、この図面を各階に使い、階ごとに区画を配置します。"
      >
        <SingleImageUpload
          label="区画図"
          hint="JPEG・PNG・WebP（30MBまで）。ブラウザで縮小・変換してからアップロードします。"
          path={asset.layoutImagePath}
          previewWidth={8}
          previewHeight={5}
          onReplace={async (file, { onProgress, signal }) => {
            await setLayoutImage.mutateAsync({
              brandId,
              assetId,
              file,
              previousPath: asset.layoutImagePath,
              onProgress,
              signal,
            });
          }}
          onRemove={async () => {
            await setLayoutImage.mutateAsync({
              brandId,
              assetId,
              file: null,
              previousPath: asset.layoutImagePath,
            });
          }}
          removeDescription="公開ページの物件ページに区画図が表示されなくなります（区画の位置は残り、新しい画像を入れると使われます）。"
          onChanged={(change) =>
            result.showSuccess(
              change === 'replaced' ? '区画図の画像を保存しました' : '区画図の画像を削除しました',
            )
          }
        />
      </AdminSection>

      <AdminSection
        title="区画の配置"
        description={`全${spaces.length}区画のうち${placedCount}区画が区画図にあります。保存すると、公開ページの区画図がこの配置になります。`}
      >
        {asset.layoutImagePath === null ? (
          <p>区画図の画像をアップロードすると、ここで区画を配置できます。</p>
        ) : spaces.length === 0 ? (
          <p>この物件にはまだ区画がありません。先に区画一覧で区画を追加してください。</p>
        ) : (
          <LayoutBoard
            layoutImagePath={asset.layoutImagePath}
            spaces={spaces}
            positionOf={positionOf}
            onChange={onChange}
          />
        )}
        <div className="layout-editor__save">
          <p className="layout-editor__state" aria-live="polite">
            {dirty
              ? `保存していない変更があります（${changed.length}区画）`
              : '変更はすべて保存されています'}
          </p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={!dirty || saveLayout.isPending}
              aria-busy={saveLayout.isPending || undefined}
              onClick={() => void save()}
            >
              {saveLayout.isPending ? '保存しています…' : '配置を保存'}
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={!dirty || saveLayout.isPending}
              onClick={() => setChanges(new Map())}
            >
              変更を取り消す
            </button>
          </div>
        </div>
      </AdminSection>
      {unsavedDialog}
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </div>
  );
}
