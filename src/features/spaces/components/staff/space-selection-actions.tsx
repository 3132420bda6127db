export type SpaceSelectionActionsProps = {
  anySelected: boolean;
  onSelectAll: () => void;
  onClear: () => void;
};

/** The spaces table's toolbar: select every space (for the fees form), or clear the selection. */
export function SpaceSelectionActions({
  anySelected,
  onSelectAll,
  onClear,
}: SpaceSelectionActionsProps) {
  return (
    <div className="admin-actions">
      <button type="button" className="admin-button admin-button--small" onClick={onSelectAll}>
        すべての区画を選択
      </button>
      {anySelected ? (
        <button type="button" className="admin-button admin-button--small" onClick={onClear}>
          選択を解除
        </button>
      ) : null}
    </div>
  );
}
