import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { DeleteDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useCrudPanel } from '@/components/admin/use-crud-panel';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { spaceStatusLabels } from '@/lib/model/space';
import type { Asset } from '@/lib/model/asset';
import { useCreateSpaces } from '../../api/create-spaces';
import { useDeleteSpace } from '../../api/delete-space';
import { useUpdateSpaces } from '../../api/update-spaces';
import { bulkFeePatches } from '../../bulk-fee-patches';
import type { BulkFees } from '../../bulk-fee-patches';
import { describeSeries } from '../../series-labels';
import { spaceAdminErrorMessage } from '../../space-admin-error-message';
import type { NewSpace } from '../../space-change-set';
import { newSpaceDefaults } from '../../space-form-schema';
import type { SpaceSeries } from '../../space-form-schema';
import type { SpaceFields, StaffSpaceStatus } from '../../space-fields';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import { BulkFeesForm } from './bulk-fees-form';
import { EditSpaceForm } from './edit-space-form';
import { NewSpaceForm } from './new-space-form';
import { SpaceSelectionActions } from './space-selection-actions';
import { SpaceSeriesForm } from './space-series-form';
import { SpacesSummary } from './spaces-summary';
import { useSpaceTableColumns } from './use-space-table-columns';
import './space-admin.css';

export type SpacesManagerProps = {
  brandId: string;
  assetId: string;
  asset: Asset;
  spaces: readonly SpaceWithId[];
};

type Panel = { kind: 'one' } | { kind: 'series' } | { kind: 'edit'; id: string };

/**
 * The spaces screen's body: the table of every space (select, edit, state, delete), adding one
 * or a numbered series, and the fees of the selected spaces at once. Every change is one
 * commit with the asset's plan summary, so the public list's vacancy stays true.
 */
export function SpacesManager({ brandId, assetId, asset, spaces }: SpacesManagerProps) {
  const createSpaces = useCreateSpaces();
  const updateSpaces = useUpdateSpaces();
  const deleteSpace = useDeleteSpace();
  const result = useResultMessage();
  const crud = useCrudPanel<Panel, SpaceWithId>();
  const { panel, dirty: panelDirty, deleting } = crud;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [statusBusy, setStatusBusy] = useState<string | null>(null);
  const [bulkDirty, setBulkDirty] = useState(false);
  const { dialog: unsavedDialog } = useUnsavedChangesBlocker(panelDirty || bulkDirty);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const existingIds = useMemo(() => new Set(spaces.map((space) => space.id)), [spaces]);
  // Ids deleted elsewhere simply drop out of the selection.
  const selectedSpaces = spaces.filter((space) => selected.has(space.id));
  const editing = panel?.kind === 'edit' ? spaces.find((s) => s.id === panel.id) : undefined;
  const template = spaces[spaces.length - 1];

  // An opened form's heading takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!panel) return;
    panelHeading.current?.focus();
    panelHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [panel]);

  const { show, close, askDelete } = crud;
  const closePanel = useCallback(() => {
    close();
    requestAnimationFrame(() => addButton.current?.focus());
  }, [close]);

  const saveOne = async (space: NewSpace) => {
    await createSpaces.mutateAsync({ brandId, assetId, spaces: [space] });
    closePanel();
    result.showSuccess(`区画 ${space.fields.label} を追加しました`);
  };

  const saveSeries = async ({ labels, details, status }: SpaceSeries) => {
    await createSpaces.mutateAsync({
      brandId,
      assetId,
      spaces: labels.map((label) => ({ id: label, fields: { ...details, label }, status })),
    });
    closePanel();
    result.showSuccess(`${describeSeries(labels)}を追加しました`);
  };

  const saveEdit = async (fields: SpaceFields) => {
    if (!editing) return;
    await updateSpaces.mutateAsync({
      brandId,
      assetId,
      patches: [{ id: editing.id, changes: fields }],
    });
    closePanel();
    result.showSuccess(`区画 ${fields.label} を保存しました`);
  };

  const saveBulkFees = async (fees: BulkFees) => {
    const patches = bulkFeePatches(spaces, selected, fees);
    if (patches.length > 0) await updateSpaces.mutateAsync({ brandId, assetId, patches });
    const count = selectedSpaces.length;
    setSelected(new Set());
    result.showSuccess(
      patches.length > 0
        ? `${count}区画の料金を変更しました`
        : `${count}区画はすでにその料金です（変更はありません）`,
    );
  };

  const changeStatus = useCallback(
    async (space: SpaceWithId, status: StaffSpaceStatus) => {
      setStatusBusy(space.id);
      try {
        await updateSpaces.mutateAsync({
          brandId,
          assetId,
          patches: [{ id: space.id, changes: { status } }],
        });
        result.showSuccess(`区画 ${space.label} を「${spaceStatusLabels[status]}」にしました`);
      } catch (error) {
        result.showFailure(spaceAdminErrorMessage(error, adminErrorMessages.saveFailed));
      } finally {
        setStatusBusy(null);
      }
    },
    [updateSpaces, brandId, assetId, result],
  );

  const confirmDelete = () =>
    crud.confirmDelete(
      async (space) => {
        await deleteSpace.mutateAsync({ brandId, assetId, spaceId: space.id });
        result.showSuccess(`区画 ${space.label} を削除しました`);
      },
      (error) => spaceAdminErrorMessage(error, adminErrorMessages.deleteFailed),
    );

  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onEdit = useCallback((space: SpaceWithId) => show({ kind: 'edit', id: space.id }), [show]);
  const columns = useSpaceTableColumns({
    brandId,
    selected,
    onToggle: toggle,
    statusBusy: statusBusy !== null,
    onChangeStatus: changeStatus,
    onEdit,
    onDelete: askDelete,
  });

  const panelTitle =
    panel?.kind === 'one'
      ? '区画を追加'
      : panel?.kind === 'series'
        ? '連番でまとめて追加'
        : editing
          ? `区画 ${editing.label} を編集`
          : '';

  return (
    <div className="space-admin">
      <SpacesSummary asset={asset} spaces={spaces} />

      {panel === null ? (
        <div className="admin-actions">
          <button
            ref={addButton}
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => crud.show({ kind: 'one' })}
          >
            区画を追加
          </button>
          <button
            type="button"
            className="admin-button"
            onClick={() => crud.show({ kind: 'series' })}
          >
            連番でまとめて追加
          </button>
        </div>
      ) : null}

      {panel !== null && (panel.kind !== 'edit' || editing) ? (
        <section className="admin-section space-admin__panel" aria-labelledby="space-panel-title">
          <h2
            id="space-panel-title"
            ref={panelHeading}
            tabIndex={-1}
            className="admin-section__title"
          >
            {panelTitle}
          </h2>
          {panel.kind === 'one' ? (
            <NewSpaceForm
              defaults={newSpaceDefaults(template)}
              onSave={saveOne}
              onCancel={closePanel}
              onDirtyChange={crud.setDirty}
            />
          ) : panel.kind === 'series' ? (
            <SpaceSeriesForm
              defaults={newSpaceDefaults(template)}
              existingIds={existingIds}
              onSave={saveSeries}
              onCancel={closePanel}
              onDirtyChange={crud.setDirty}
            />
          ) : editing ? (
            <EditSpaceForm
              key={editing.id}
              space={editing}
              onSave={saveEdit}
              onCancel={closePanel}
              onDirtyChange={crud.setDirty}
            />
          ) : null}
        </section>
      ) : null}

      {selectedSpaces.length > 0 ? (
        <AdminSection title="選択した区画の料金を変更" className="space-admin__bulk">
          <BulkFeesForm
            labels={selectedSpaces.map((space) => space.label)}
            onSave={saveBulkFees}
            onClearSelection={() => setSelected(new Set())}
            onDirtyChange={setBulkDirty}
          />
        </AdminSection>
      ) : null}

      <p className="admin-hint">
        申込受付中・契約中の区画の状態は、申込者のページの申込（承認・取消・契約・終了）から変わります。ここで変えられるのは、空きと募集停止だけです。
      </p>

      <DataTable
        data={spaces}
        columns={columns}
        caption={`${asset.name}の区画の一覧（料金は税込）`}
        getRowId={(space) => space.id}
        searchLabel="区画を検索"
        searchPlaceholder="区画番号・タイプ・状態"
        initialSorting={[{ id: 'label', desc: false }]}
        pageSizes={[50, 100, 200]}
        rowClassName={(space) =>
          selected.has(space.id) ? 'space-table__row--selected' : undefined
        }
        toolbar={
          <SpaceSelectionActions
            anySelected={selectedSpaces.length > 0}
            onSelectAll={() => setSelected(new Set(spaces.map((space) => space.id)))}
            onClear={() => setSelected(new Set())}
          />
        }
        emptyState={
          <p>まだ区画がありません。「区画を追加」か「連番でまとめて追加」から登録してください。</p>
        }
      />

      <DeleteDialog
        open={deleting !== null}
        title={`区画 ${deleting?.label ?? ''} を削除しますか？`}
        busyLabel="削除しています…"
        busy={deleteSpace.isPending}
        error={crud.deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={crud.cancelDelete}
      >
        <p>
          区画と区画図上の位置が削除され、公開ページの区画一覧と空き区画数からも外れます。元に戻せません。
        </p>
      </DeleteDialog>
      {unsavedDialog}
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </div>
  );
}
