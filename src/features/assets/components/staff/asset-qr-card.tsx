import { QRCodeSVG } from 'qrcode.react';
import { AdminSection } from '@/components/admin/admin-section';
import { assetPermalink } from '../../asset-permalink';
import './asset-qr-card.css';

export type AssetQrCardProps = {
  brandId: string;
  assetNumber: string;
  assetName: string;
  /** The site's origin (window.location.origin in the app; fixed in tests). */
  origin?: string;
};

/**
 * A QR code of the asset's permalink with its name and number, for a sign on site: 「印刷する」
 * prints this card alone (the print styles hide the rest of the page while it is shown).
 */
export function AssetQrCard({
  brandId,
  assetNumber,
  assetName,
  origin = window.location.origin,
}: AssetQrCardProps) {
  const url = assetPermalink(origin, brandId, assetNumber);
  return (
    <AdminSection
      title="QRコード"
      className="asset-qr"
      description="現地の看板やチラシに貼ると、読み取った人がこの物件のページを開けます。"
      actions={
        <button type="button" className="admin-button" onClick={() => window.print()}>
          印刷する
        </button>
      }
    >
      <figure className="asset-qr__card">
        <QRCodeSVG
          value={url}
          size={200}
          level="M"
          marginSize={2}
          title={`${assetName}のページを開くQRコード`}
          role="img"
          aria-label={`${assetName}のページを開くQRコード`}
          className="asset-qr__code"
        />
        <figcaption className="asset-qr__caption">
          <span className="asset-qr__name">{assetName}</span>
          <span className="asset-qr__number">物件番号 {assetNumber}</span>
          <span className="asset-qr__url">{url}</span>
        </figcaption>
      </figure>
    </AdminSection>
  );
}
