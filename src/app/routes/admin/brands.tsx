import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { OpenFormButton } from '@/components/admin/open-form-button';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useStaffScope } from '@/features/auth/api/staff-scope';
import { adminBrandMessages } from '@/features/brands/admin-brand-messages';
import { useAdminBrands } from '@/features/brands/api/admin-get-brands';
import { AdminBrandsTable } from '@/features/brands/components/staff/admin-brands-table';
import { NewBrandForm } from '@/features/brands/components/staff/new-brand-form';
import '@/features/brands/components/staff/brand-admin.css';

/** What the brand page shows on arrival right after 「ブランドを追加」. */
type CreatedBrandState = { notice: string };

export function Component() {
  const brands = useAdminBrands();
  // Brand staff run the brands they were given; adding one is the operator's (docs/auth.md).
  const operator = useStaffScope()?.kind === 'operator';
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const formId = useId();
  // New brands go after the last one (the home page lists by 表示順).
  const nextSortOrder = brands.reduce((max, brand) => Math.max(max, brand.sortOrder), 0) + 10;

  return (
    <Page
      title={paths.admin.brands.title}
      lead={
        operator
          ? 'ブランドの一覧です。ブランド名から、公開・画像・問い合わせ先などの設定を開けます。'
          : '担当しているブランドの一覧です。ブランド名から、公開・画像・問い合わせ先などの設定を開けます。'
      }
    >
      <div className="admin-brands">
        {operator ? (
          <AdminSection
            title="ブランドを追加"
            actions={
              <OpenFormButton formId={formId} open={adding} onOpen={() => setAdding(true)}>
                ブランドを追加
              </OpenFormButton>
            }
          >
            <div id={formId}>
              {adding ? (
                <NewBrandForm
                  sortOrder={nextSortOrder}
                  onCancel={() => setAdding(false)}
                  onCreated={(brandId, allowNavigation) => {
                    allowNavigation();
                    const state: CreatedBrandState = { notice: adminBrandMessages.created };
                    void navigate(paths.admin.brand.home.href(brandId), { state });
                  }}
                />
              ) : (
                <p className="admin-hint">
                  ブランドID・ブランド名・種別・問い合わせ先を入れて追加します。追加したブランドは非公開で始まります。
                </p>
              )}
            </div>
          </AdminSection>
        ) : null}
        <AdminBrandsTable brands={brands} />
      </div>
    </Page>
  );
}
