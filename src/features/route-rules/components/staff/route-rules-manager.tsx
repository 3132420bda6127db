import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useCrudPanel } from '@/components/admin/use-crud-panel';
import { useCreateRouteRule } from '../../api/create-route-rule';
import { useDeleteRouteRule } from '../../api/delete-route-rule';
import { useFindLiveTakeover } from '../../api/find-live-takeover';
import { useRouteRules } from '../../api/get-route-rules';
import type { StoredRouteRule } from '../../api/get-route-rules';
import { useSetRouteRuleEnabled } from '../../api/set-route-rule-enabled';
import { useUpdateRouteRule } from '../../api/update-route-rule';
import { redirectStatusLabels } from '../../redirect-status-labels';
import { routeRuleErrorMessage } from '../../route-rule-error-message';
import type { RouteRuleFields } from '../../route-rule-form-schema';
import { routeRuleMessages } from '../../route-rule-messages';
import { DeleteRouteRuleDialog } from './delete-route-rule-dialog';
import { RouteRuleForm } from './route-rule-form';
import './route-rules.css';

const newRule: RouteRuleFields = { from: '', to: '', status: 301, enabled: true };

type Outcome = { kind: 'done' | 'failed'; message: string } | null;

/** The route-rule screen's body: the list, add/edit form, enable/disable and delete. */
export function RouteRulesManager() {
  const rules = useRouteRules();
  const create = useCreateRouteRule();
  const update = useUpdateRouteRule();
  const setEnabled = useSetRouteRuleEnabled();
  const remove = useDeleteRouteRule();
  const checkTakeover = useFindLiveTakeover();
  // The panel: 'new' or the id of the rule being edited.
  const crud = useCrudPanel<string, StoredRouteRule>();
  const { panel: editing, deleting } = crud;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [enabling, setEnabling] = useState<{ stored: StoredRouteRule; message: string } | null>(
    null,
  );

  const editingRule = editing && editing !== 'new' ? rules.find((r) => r.id === editing) : null;

  const save = async (fields: RouteRuleFields) => {
    setOutcome(null);
    if (editing === 'new') await create.mutateAsync(fields);
    else if (editing) await update.mutateAsync({ id: editing, fields });
    crud.close();
    setOutcome({ kind: 'done', message: routeRuleMessages.saved });
  };

  const applyEnabled = async ({ id }: StoredRouteRule, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id, enabled });
      setOutcome({
        kind: 'done',
        message: enabled ? routeRuleMessages.enabled : routeRuleMessages.disabled,
      });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: routeRuleErrorMessage(error, routeRuleMessages.saveFailed),
      });
    }
  };

  // Turning a rule on takes over its `from` as much as saving it enabled: a live page asks first.
  const toggle = async (stored: StoredRouteRule, enabled: boolean) => {
    setOutcome(null);
    if (enabled && stored.rule) {
      let message: string | null;
      try {
        message = await checkTakeover(stored.rule.from);
      } catch {
        setOutcome({ kind: 'failed', message: routeRuleMessages.takeoverCheckFailed });
        return;
      }
      if (message !== null) {
        setEnabling({ stored, message });
        return;
      }
    }
    await applyEnabled(stored, enabled);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setOutcome(null);
    try {
      await remove.mutateAsync(deleting.id);
      setOutcome({ kind: 'done', message: routeRuleMessages.deleted });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: routeRuleErrorMessage(error, routeRuleMessages.deleteFailed),
      });
    } finally {
      // Here a failure is reported above the list, so the dialog closes either way.
      crud.cancelDelete();
    }
  };

  return (
    <div className="route-rules">
      <div className="route-rules__status" role="status">
        {outcome?.kind === 'done' ? outcome.message : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <div className="route-rules__alert" role="alert">
          {outcome.message}
        </div>
      ) : null}

      {editing === null ? (
        <button
          className="route-rules__primary"
          type="button"
          onClick={() => {
            setOutcome(null);
            crud.show('new');
          }}
        >
          転送ルールを追加
        </button>
      ) : (
        <RouteRuleForm
          key={editing}
          heading={editing === 'new' ? '転送ルールを追加' : '転送ルールを編集'}
          initial={editingRule?.rule ?? newRule}
          onSave={save}
          failureMessage={(error) => routeRuleErrorMessage(error, routeRuleMessages.saveFailed)}
          onCancel={crud.close}
          checkTakeover={checkTakeover}
        />
      )}

      {rules.length === 0 ? (
        <p>転送ルールはまだありません。</p>
      ) : (
        <div className="route-rules__table-wrap">
          <table className="route-rules__table">
            <caption className="visually-hidden">転送ルールの一覧</caption>
            <thead>
              <tr>
                <th scope="col">転送元</th>
                <th scope="col">転送先</th>
                <th scope="col">ステータス</th>
                <th scope="col">状態</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((stored) => (
                <RouteRuleRow
                  key={stored.id}
                  stored={stored}
                  busy={setEnabled.isPending}
                  onEdit={() => {
                    setOutcome(null);
                    crud.show(stored.id);
                  }}
                  onToggle={(enabled) => void toggle(stored, enabled)}
                  onDelete={() => crud.askDelete(stored)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DeleteRouteRuleDialog
        rule={
          deleting
            ? { from: deleting.rule?.from ?? deleting.id, to: deleting.rule?.to ?? '' }
            : null
        }
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={crud.cancelDelete}
      />
      <ConfirmDialog
        open={enabling !== null}
        title="このルールを有効にしますか？"
        confirmLabel="有効にする"
        onConfirm={() => {
          if (!enabling) return;
          setEnabling(null);
          void applyEnabled(enabling.stored, true);
        }}
        onCancel={() => setEnabling(null)}
      >
        <p>{enabling?.message}</p>
      </ConfirmDialog>
    </div>
  );
}

type RouteRuleRowProps = {
  stored: StoredRouteRule;
  busy: boolean;
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
};

function RouteRuleRow({ stored, busy, onEdit, onToggle, onDelete }: RouteRuleRowProps) {
  const { rule } = stored;
  const name = rule?.from ?? stored.id;
  const hidden = <span className="visually-hidden">（{name}）</span>;
  return (
    <tr>
      <td>
        {rule && !rule.from.endsWith('/*') ? (
          // Opens the path in this tab, so staff see the redirect the visitors get.
          <Link to={rule.from}>{rule.from}</Link>
        ) : (
          name
        )}
      </td>
      <td className="route-rules__target">{rule ? rule.to : routeRuleMessages.invalidStored}</td>
      <td>{rule ? redirectStatusLabels[rule.status] : '—'}</td>
      <td>{rule ? (rule.enabled ? '有効' : '無効') : '不正'}</td>
      <td>
        <div className="route-rules__row-actions">
          {rule ? (
            <>
              <button className="route-rules__secondary" type="button" onClick={onEdit}>
                編集{hidden}
              </button>
              <button
                className="route-rules__secondary"
                type="button"
                disabled={busy}
                onClick={() => onToggle(!rule.enabled)}
              >
                {rule.enabled ? '無効にする' : '有効にする'}
                {hidden}
              </button>
            </>
          ) : null}
          <button className="route-rules__danger" type="button" onClick={onDelete}>
            削除{hidden}
          </button>
        </div>
      </td>
    </tr>
  );
}
