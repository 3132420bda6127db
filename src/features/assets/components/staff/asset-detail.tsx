import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import type { Asset } from '@/lib/model/asset';
import { AssetOverview } from './asset-overview';

export type AssetDetailProps = { brandId: string; asset: Asset };

/** The asset page's body: the overview and the result of publishing or unpublishing. */
export function AssetDetail({ brandId, asset }: AssetDetailProps) {
  const result = useResultMessage();
  return (
    <>
      <AssetOverview brandId={brandId} asset={asset} result={result} />
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </>
  );
}
