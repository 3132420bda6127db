import type { Asset } from '@/lib/model/asset';
import type { AssetEditFormInput } from './asset-edit-form-schema';

/** The edit form's starting values: the stored asset, numbers as the text boxes show them. */
export function assetEditDefaults(asset: Asset): AssetEditFormInput {
  return {
    name: asset.name,
    description: asset.description,
    postalCode: asset.postalCode,
    prefecture: asset.prefecture,
    city: asset.city,
    addressLine: asset.addressLine,
    building: asset.building ?? '',
    latitude: String(asset.location.latitude),
    longitude: String(asset.location.longitude),
    stations: asset.stations.map((s) => ({
      line: s.line,
      station: s.station,
      walkMinutes: String(s.walkMinutes),
    })),
    features: [...asset.features],
    readings: (asset.readings ?? []).join(' '),
    published: asset.published,
  };
}
