import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useWideLayout } from '../../use-wide-layout';
import './content-admin.css';

export type EditWithPreviewProps = {
  /** The form. */
  editor: ReactNode;
  /** What visitors will see, rendered by the public page's own components. */
  preview: ReactNode;
  /** One line over the preview saying where it appears (「公開ページでの表示」). */
  previewNote?: ReactNode;
};

type Pane = 'edit' | 'preview';

/**
 * The editor and a live preview: side by side on a wide screen, two tabs 「編集」「プレビュー」
 * on a phone (the ARIA tabs pattern: arrow keys move between the tabs).
 */
export function EditWithPreview({
  editor,
  preview,
  previewNote = '公開ページでの表示',
}: EditWithPreviewProps) {
  const id = useId();
  const wide = useWideLayout();
  const [active, setActive] = useState<Pane>('edit');
  const tabs = useRef<Record<Pane, HTMLButtonElement | null>>({ edit: null, preview: null });

  const tabId = (pane: Pane) => `${id}-${pane}-tab`;
  const panelId = (pane: Pane) => `${id}-${pane}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const other: Pane = active === 'edit' ? 'preview' : 'edit';
    const next: Pane = event.key === 'Home' ? 'edit' : event.key === 'End' ? 'preview' : other;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const tab = (pane: Pane, label: string) => (
    <button
      ref={(element) => {
        tabs.current[pane] = element;
      }}
      type="button"
      role="tab"
      id={tabId(pane)}
      aria-controls={panelId(pane)}
      aria-selected={active === pane}
      tabIndex={active === pane ? 0 : -1}
      className="content-editor__tab"
      onClick={() => setActive(pane)}
      onKeyDown={onKeyDown}
    >
      {label}
    </button>
  );
  // The same elements in both layouts (only their roles change), so a window resized across
  // the breakpoint keeps the form as it is.
  const paneProps = (pane: Pane, label: string) =>
    wide
      ? { role: 'region', 'aria-label': label }
      : {
          role: 'tabpanel',
          id: panelId(pane),
          'aria-labelledby': tabId(pane),
          hidden: active !== pane,
        };

  return (
    <div className={wide ? 'content-editor content-editor--wide' : 'content-editor'}>
      {wide ? null : (
        <div
          className="content-editor__tabs"
          role="tablist"
          aria-label="編集とプレビューの切り替え"
        >
          {tab('edit', '編集')}
          {tab('preview', 'プレビュー')}
        </div>
      )}
      <div className="content-editor__pane" {...paneProps('edit', '編集')}>
        {editor}
      </div>
      <div className="content-editor__pane" {...paneProps('preview', 'プレビュー')}>
        <p className="content-editor__preview-note">
          <span className="content-editor__preview-badge">プレビュー</span>
          {previewNote}
        </p>
        <div className="content-editor__preview">{preview}</div>
      </div>
    </div>
  );
}
