// Types of build-bank-data.mjs for its TypeScript importers (the Vite plugin and the tests).

export interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
}
export interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}

export interface BankFileSet {
  version: string;
  files: { path: string; text: string }[];
}

export function readZenginData(): { version: string; banks: Record<string, ZenginBank> };
export function bankFileSet(banks: Record<string, ZenginBank>): BankFileSet;
export function bankSizes(fileSet: BankFileSet): {
  files: number;
  bytes: number;
  index: { path: string; bytes: number; gzip: number };
  largest: { path: string; bytes: number; gzip: number };
};
