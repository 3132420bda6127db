import { collection, doc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';

/**
 * A fresh SDK auto id for an application (the rules require one). Made once per attempt to
 * apply, before the first commit, and passed to every retry of it.
 */
export function newApplicationId(db: Firestore, brandId: string): string {
  return doc(collection(db, collectionPaths.applications(brandId))).id;
}

/** newApplicationId with the app's Firestore (screens do not hold the instance). */
export function newBrandApplicationId(brandId: string): string {
  return newApplicationId(firestore, brandId);
}
