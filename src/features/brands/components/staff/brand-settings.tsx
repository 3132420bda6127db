import { AdminSection } from '@/components/admin/admin-section';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import type { Brand } from '@/lib/model/brand';
import { adminBrandMessages } from '../../admin-brand-messages';
import { BrandDetailsForm } from './brand-details-form';
import { BrandImages } from './brand-images';
import { BrandPublishPanel } from './brand-publish-panel';
import { TerminationRuleSettings } from './termination-rule-form';
import './brand-admin.css';

export type BrandSettingsProps = {
  brandId: string;
  brand: Brand;
  /** A message to show on arrival (e.g. after the brand was just created). */
  initialMessage?: string | null;
};

const imageMessages = {
  logoPath: { replaced: adminBrandMessages.logoReplaced, removed: adminBrandMessages.logoRemoved },
  heroPath: { replaced: adminBrandMessages.heroReplaced, removed: adminBrandMessages.heroRemoved },
} as const;

/**
 * Everything staff set about one brand on /admin/brands/{brandId}: whether it is published,
 * its texts, contact, display order and theme colour, and its logo and hero image.
 */
export function BrandSettings({ brandId, brand, initialMessage = null }: BrandSettingsProps) {
  const result = useResultMessage();
  return (
    <div className="brand-settings">
      {initialMessage ? (
        <p className="brand-settings__notice" role="status">
          {initialMessage}
        </p>
      ) : null}
      <BrandPublishPanel
        brandId={brandId}
        brand={brand}
        onChanged={(published) =>
          result.showSuccess(
            published ? adminBrandMessages.published : adminBrandMessages.unpublished,
          )
        }
      />
      <AdminSection title="ブランドの情報">
        <BrandDetailsForm
          brandId={brandId}
          brand={brand}
          onSaved={() => result.showSuccess(adminBrandMessages.saved)}
        />
      </AdminSection>
      <AdminSection title="解約のきまり">
        <TerminationRuleSettings
          brandId={brandId}
          onSaved={() => result.showSuccess('解約のきまりを保存しました。')}
        />
      </AdminSection>
      <BrandImages
        brandId={brandId}
        brand={brand}
        onChanged={(field, change) => result.showSuccess(imageMessages[field][change])}
      />
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </div>
  );
}
