export type DataTableRowLink = {
  to: string;
  /** The visible text (「編集」). */
  label: string;
  /** Added for screen readers, so each row's link has its own name (「編集（そらくら）」). */
  hiddenLabel?: string;
};
