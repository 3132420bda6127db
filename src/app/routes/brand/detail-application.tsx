import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAssetSpaces } from '@/features/spaces/api/get-asset-spaces';
import { usePublishedAsset } from '@/features/assets/api/get-published-asset';
import { spaceTypeLabels } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatJo } from '@/utils/format-jo';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import './detail-application.css';

export function Component() {
  const { brandId = '', assetId = '' } = useParams();
  const asset = usePublishedAsset(brandId, assetId);
  const spaces = useAssetSpaces(brandId, assetId);
  const navigate = useNavigate();
  const id = useId();
  const available = spaces.filter((space) => space.status === 'available');
  const [chosen, setChosen] = useState(available[0]?.id ?? '');
  const [error, setError] = useState('');
  if (!asset) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!available.some((space) => space.id === chosen)) {
      setError('お申し込みになる区画を選んでください。');
      return;
    }
    void navigate(paths.brand.application.href(brandId, assetId, chosen));
  };

  return (
    <Page
      title={`${asset.name}のお申し込み`}
      lead="お申し込みになる区画を選んでください。次の画面でお客さま情報を入力します。"
    >
      {available.length === 0 ? (
        <div className="choose-space__empty">
          <p>申し訳ありません。この物件には現在お申し込みいただける空き区画がありません。</p>
          <p className="choose-space__links">
            <Link to={paths.brand.asset.href(brandId, assetId)}>物件ページに戻る</Link>
            <Link to={paths.brand.list.href(brandId)}>ほかの物件を探す</Link>
          </p>
        </div>
      ) : (
        <form className="choose-space" onSubmit={onSubmit} noValidate>
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend>空き区画（{available.length}区画）</legend>
            <ul className="choose-space__options">
              {available.map((space) => (
                <li key={space.id}>
                  <label className="choose-space__option">
                    <input
                      type="radio"
                      name="space"
                      value={space.id}
                      checked={chosen === space.id}
                      onChange={() => {
                        setChosen(space.id);
                        setError('');
                      }}
                    />
                    <span className="choose-space__label">区画 {space.label}</span>
                    <span>
                      {spaceTypeLabels[space.type]}・{formatAreaM2(space.size.areaM2)}（
                      {formatJo(space.size.areaM2)}）
                    </span>
                    <span className="choose-space__fee">
                      月額 {formatYenTaxIncluded(space.monthlyFee)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {error ? (
            <p id={`${id}-error`} className="choose-space__error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="choose-space__actions">
            <button type="submit" className="button button--primary">
              この区画で申し込む
            </button>
            <Link to={paths.brand.asset.href(brandId, assetId)}>区画図で確認する</Link>
          </p>
        </form>
      )}
    </Page>
  );
}
