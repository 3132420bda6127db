import { AdminSection } from '@/components/admin/admin-section';
import { SingleImageUpload } from '@/components/admin/image-upload/single-image-upload';
import { uploadImage } from '@/components/admin/image-upload/upload-image';
import type { UploadTaskContext } from '@/components/admin/image-upload/use-upload-queue';
import { deleteFromStorage, uploadToStorage } from '@/lib/firebase-upload';
import type { Brand } from '@/lib/model/brand';
import { useSetBrandImage } from '../../api/admin-set-brand-image';
import type { BrandImageField } from '../../api/admin-set-brand-image';

export type BrandImagesProps = {
  brandId: string;
  brand: Brand;
  onChanged: (field: BrandImageField, change: 'replaced' | 'removed') => void;
};

/** How each image is stored: the logo is shown at most 80 px, the hero across a laptop. */
const imageSpecs = {
  logoPath: { name: 'logo', webLongSide: 512 },
  heroPath: { name: 'hero', webLongSide: 1600 },
} as const;

/** ロゴ画像 and メイン画像: converted in the browser, uploaded, and swapped in at once. */
export function BrandImages({ brandId, brand, onChanged }: BrandImagesProps) {
  const setImage = useSetBrandImage();

  const replace = async (field: BrandImageField, file: File, context: UploadTaskContext) => {
    const spec = imageSpecs[field];
    const uploaded = await uploadImage({
      file,
      folder: `brands/${brandId}`,
      name: spec.name,
      upload: uploadToStorage,
      onProgress: context.onProgress,
      signal: context.signal,
      prepare: { webLongSide: spec.webLongSide, thumbnail: false },
    });
    try {
      await setImage.mutateAsync({
        brandId,
        field,
        path: uploaded.path,
        previousPath: brand[field],
      });
    } catch (error) {
      // The brand still names its old image: the new file would be left unused.
      await deleteFromStorage(uploaded.path).catch(() => undefined);
      throw error;
    }
  };

  const remove = (field: BrandImageField) =>
    setImage.mutateAsync({ brandId, field, path: null, previousPath: brand[field] });

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
