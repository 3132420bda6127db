import { Link } from 'react-router';
import type { SpacePlace } from '../space-place';

export type PlaceHeadingProps = { place: SpacePlace };

/** A card's heading: the asset (a link to its page while it is published) and the space. */
export function PlaceHeading({ place }: PlaceHeadingProps) {
  return (
    <h3 className="my-unit-card__title">
      {place.assetHref ? <Link to={place.assetHref}>{place.assetName}</Link> : place.assetName}
      <span className="my-unit-card__space">区画 {place.spaceLabel}</span>
    </h3>
  );
}
