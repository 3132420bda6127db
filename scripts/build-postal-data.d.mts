// Types of build-postal-data.mjs for its TypeScript importers (the Vite plugin and the tests).

/** A code's place: [都道府県, 市区町村, 町域] ('' when the code covers the whole city). */
export type PostalPlaceTuple = [prefecture: string, city: string, town: string];

/** One file: 7-digit codes (and 5-digit codes for every code under them) to their places. */
export type PostalFileEntries = Record<string, PostalPlaceTuple[]>;

/** The package's tables (master/*.json, each file's single top-level property). */
export interface PostalPackageData {
  pref: Record<string, [name: string, kana: string]>;
  city: Record<string, [name: string, kana: string]>;
  zip5: Record<string, number | (number | string)[]>;
  zip7: Record<string, string | number | (number | string)[]>;
}

export interface PostalFileSet {
  version: string;
  files: { path: string; text: string }[];
}

export interface PostalSizes {
  files: number;
  bytes: number;
  gzip: number;
  medianGzip: number;
  largest: { path: string; bytes: number; gzip: number } | undefined;
}

export function packageDataDir(): string;
export function readPackageData(dir?: string): PostalPackageData & { version: string };
export function townNames(raw: string): string[];
export function buildPostalFiles(
  data: PostalPackageData,
  options?: { prefectures?: readonly string[] },
): Record<string, PostalFileEntries>;
export function serializePostalFile(entries: PostalFileEntries): string;
export function postalFileSet(files: Record<string, PostalFileEntries>): PostalFileSet;
export function postalSizes(fileSet: PostalFileSet): PostalSizes;
