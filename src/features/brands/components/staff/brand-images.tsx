import { AdminSection } from '@/components/admin/admin-section';
import { SingleImageUpload } from '@/components/admin/image-upload/single-image-upload';
import type { UploadTaskContext } from '@/components/admin/image-upload/use-upload-queue';
import type { Brand } from '@/lib/model/brand';
import { useSetBrandImage } from '../../api/admin-set-brand-image';
import type { BrandImageField } from '../../api/admin-set-brand-image';

export type BrandImagesProps = {
  brandId: string;
  brand: Brand;
  onChanged: (field: BrandImageField, change: 'replaced' | 'removed') => void;
};

/** ロゴ画像 and メイン画像: converted in the browser, uploaded, and swapped in at once. */
export function BrandImages({ brandId, brand, onChanged }: BrandImagesProps) {
  const setImage = useSetBrandImage();

  const replace = async (field: BrandImageField, file: File, context: UploadTaskContext) => {
    await setImage.mutateAsync({
      brandId,
      field,
      file,
      previousPath: brand[field],
      onProgress: context.onProgress,
      signal: context.signal,
    });
  };

  const remove = async (field: BrandImageField) => {
    await setImage.mutateAsync({ brandId, field, file: null, previousPath: brand[field] });
  };

  return (
    <AdminSection
      title="画像"
      description="選んだ画像は、この端末でウェブ向けの大きさに縮小・変換してからアップロードし、すぐにページに反映します。"
    >
      <div className="brand-images">
        <SingleImageUpload
          label="ロゴ画像"
          hint="正方形がおすすめです。ページの見出しの横に小さく表示されます。"
          path={brand.logoPath}
          previewWidth={1}
          previewHeight={1}
          onReplace={(file, context) => replace('logoPath', file, context)}
          onRemove={() => remove('logoPath')}
          removeDescription="ブランドのページとトップページの一覧から、ロゴが消えて名前だけになります。"
          onChanged={(change) => onChanged('logoPath', change)}
        />
        <SingleImageUpload
          label="メイン画像"
          hint="横長（5:2、1600×640ピクセル程度）がおすすめです。ブランドのトップページの上部に表示されます。"
          path={brand.heroPath}
          previewWidth={5}
          previewHeight={2}
          onReplace={(file, context) => replace('heroPath', file, context)}
          onRemove={() => remove('heroPath')}
          removeDescription="ブランドのトップページ上部の画像が表示されなくなります。"
          onChanged={(change) => onChanged('heroPath', change)}
        />
      </div>
    </AdminSection>
  );
}
