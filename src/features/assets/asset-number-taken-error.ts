/** The asset number is already the id of another asset of the brand. */
export class AssetNumberTakenError extends Error {
  override name = 'AssetNumberTakenError';
  constructor(
    readonly assetNumber: string,
    /** The name of the asset that has the number (when it could be read). */
    readonly takenBy: string | null,
  ) {
    super(`asset number ${assetNumber} is taken`);
  }
}
