import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { assetLoader } from '../../loaders/asset-loader';

// Brand and asset must exist and be published, or this is the 404 page.
export const loader = assetLoader;

/** /{brandId}/{id}/{spaceId}/application/thanks */
export function Component() {
  return (
    <Page
      title={paths.brand.applicationThanks.title}
      lead="区画へのお申し込みを受け付けたことをお知らせするページです。"
    />
  );
}
