import { fileURLToPath } from 'node:url';
import type { BrandKind } from '../../src/lib/model/brand';
import { thumbnailPathOf } from '../../src/utils/thumbnail-path-of';
import { assetLayoutPath, assetPhotoPath, demoAssets } from './data/assets';
import { brandHeroPath, brandLogoPath, demoBrands } from './data/brands';
import { demoApplications } from './data/occupancy';
import type { Canvas } from './image-gen/canvas';
import { bikeGarage } from './image-gen/scenes/bike-garage';
import { bikeRack } from './image-gen/scenes/bike-rack';
import { containerYard } from './image-gen/scenes/container-yard';
import { identityCard } from './image-gen/scenes/identity-card';
import { layoutPlan } from './image-gen/scenes/layout-plan';
import { logo } from './image-gen/scenes/logo';
import { storageBuilding } from './image-gen/scenes/storage-building';
import { storageCorridor } from './image-gen/scenes/storage-corridor';

export interface DemoImage {
  /** Object path in the bucket (what the documents store). */
  storagePath: string;
  /** File name in scripts/seed/images/ (several objects may share one file). */
  file: string;
  /** Draws the image; only generate-images.ts calls it. */
  draw: () => Canvas;
}

/** The folder the generated PNGs are committed in. */
export const imagesDir = fileURLToPath(new URL('./images/', import.meta.url));

type SceneKind = Exclude<BrandKind, 'parking'>;

function sceneKind(kind: BrandKind): SceneKind {
  if (kind === 'parking') throw new Error('demo-images: no illustration for parking brands');
  return kind;
}

const exterior: Record<SceneKind, (seed: number, color: string, w?: number, h?: number) => Canvas> =
  {
    'trunk-room': storageBuilding,
    'bike-garage': bikeGarage,
    container: containerYard,
  };
const interior: Record<SceneKind, (seed: number, color: string) => Canvas> = {
  'trunk-room': storageCorridor,
  'bike-garage': bikeRack,
  // A container yard seen from another corner stands in for an inside view.
  container: (seed, color) => containerYard(seed + 100, color),
};
const mark = { 'trunk-room': 'boxes', 'bike-garage': 'wheel', container: 'container' } as const;

/** Every image the demo uses, with where it goes in Storage. */
export function demoImages(): DemoImage[] {
  const brands = new Map(demoBrands.map((b) => [b.id, b]));
  const images: DemoImage[] = [];
  for (const b of demoBrands) {
    const kind = sceneKind(b.data.kind);
    images.push(
      {
        storagePath: brandLogoPath(b.id),
        file: `logo-${b.id}.png`,
        draw: () => logo(mark[kind], b.data.themeColor),
      },
      {
        storagePath: brandHeroPath(b.id),
        file: `hero-${b.id}.png`,
        draw: () => exterior[kind](7, b.data.themeColor, 1200, 480),
      },
    );
  }
  demoAssets.forEach((a, i) => {
    const brand = brands.get(a.brandId);
    if (!brand) throw new Error(`demo-images: asset ${a.id} belongs to unknown brand ${a.brandId}`);
    const kind = sceneKind(brand.data.kind);
    const color = brand.data.themeColor;
    images.push(
      {
        storagePath: assetPhotoPath(a.brandId, a.id, 1),
        // File names are kebab-case; asset ids (SK-101) are upper-case.
        file: `asset-${a.id.toLowerCase()}.png`,
        draw: () => exterior[kind](1000 + i * 37, color),
      },
      {
        storagePath: assetPhotoPath(a.brandId, a.id, 2),
        file: `interior-${a.brandId}.png`,
        draw: () => interior[kind](42, color),
      },
      {
        storagePath: assetLayoutPath(a.brandId, a.id),
        file: `layout-${kind}.png`,
        draw: () => layoutPlan(kind),
      },
    );
  });
  // Each asset photo's thumbnail beside it, as an upload makes one (the cards and the gallery
  // offer it in srcset); the demo's thumbnail is the same drawing.
  const photoPaths = new Set(demoAssets.flatMap((a) => a.data.imagePaths));
  for (const image of images.filter((candidate) => photoPaths.has(candidate.storagePath))) {
    images.push({ ...image, storagePath: thumbnailPathOf(image.storagePath) });
  }
  // The sample identity document of every demo application that names one (users/{uid}/…).
  for (const a of demoApplications) {
    if (a.data.identityDocumentPath === null) continue;
    images.push({
      storagePath: a.data.identityDocumentPath,
      file: 'identity-document-sample.png',
      draw: () => identityCard(),
    });
  }
  return images;
}
