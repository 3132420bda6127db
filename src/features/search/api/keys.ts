const all = ['assetSearch'] as const;

/**
 * The search's query keys: public (only searchable documents are ever read), outside
 * `['brands']` because one search spans every brand. Staff writes of assets and brands
 * invalidate `all`.
 */
export const searchKeys = {
  all,
  assets: (foldedQuery: string) => [...all, foldedQuery] as const,
};
