import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /brand/{brand}/asset/{assetNumber} */
export function Component() {
  return (
    <Page
      title={paths.brandAsset.title}
      lead="物件番号で指定された物件の詳しい情報をご案内するページです。"
    />
  );
}
