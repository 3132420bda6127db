/**
 * The fields of the public documents a page's HTML shows, from the REST answers the function
 * also serves to the app (which parses the same answers with the model's schemas,
 * src/lib/model). The rules and the staff forms keep stored documents valid; here a field of
 * the wrong type reads as empty rather than failing the page.
 */
import { decodeFields, type RestDocument } from './rest-value.js';

type Fields = Record<string, unknown>;

const text = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
};
const optionalText = (fields: Fields, key: string): string | null => text(fields, key) || null;
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
const record = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const date = (value: unknown): Date | null => (value instanceof Date ? value : null);

/** The document's id: the last segment of its name. */
export function documentId(doc: RestDocument): string {
  return doc.name.slice(doc.name.lastIndexOf('/') + 1);
}

/** When the document last changed: its `updatedAt`, else the server's update time. */
function lastModified(fields: Fields, doc: RestDocument): Date | null {
  return date(fields['updatedAt']) ?? (doc.updateTime ? new Date(doc.updateTime) : null);
}

export type PublicBrand = {
  id: string;
  name: string;
  kind: string;
  tagline: string;
  description: string;
  logoPath: string | null;
  heroPath: string | null;
  themeColor: string;
  phone: string;
  updatedAt: Date | null;
};

export function brandOf(doc: RestDocument): PublicBrand {
  const fields = decodeFields(doc.fields);
  const contact = record(fields['contact']);
  const themeColor = text(fields, 'themeColor');
  return {
    id: documentId(doc),
    name: text(fields, 'name'),
    kind: text(fields, 'kind'),
    tagline: text(fields, 'tagline'),
    description: text(fields, 'description'),
    logoPath: optionalText(fields, 'logoPath'),
    heroPath: optionalText(fields, 'heroPath'),
    themeColor: /^#[0-9a-fA-F]{6}$/.test(themeColor) ? themeColor.toLowerCase() : '#000000',
    phone: text(contact, 'phone'),
    updatedAt: lastModified(fields, doc),
  };
}

export type PublicStation = { line: string; station: string; walkMinutes: number };
export type PublicPlan = {
  type: string;
  monthlyFee: number;
  areaM2: number;
  total: number;
  available: number;
};

export type PublicAsset = {
  id: string;
  assetNumber: string;
  name: string;
  description: string;
  postalCode: string;
  prefecture: string;
  city: string;
  addressLine: string;
  building: string;
  location: { latitude: number; longitude: number } | null;
  stations: PublicStation[];
  features: string[];
  imagePaths: string[];
  plans: PublicPlan[];
  updatedAt: Date | null;
};

export function assetOf(doc: RestDocument): PublicAsset {
  const fields = decodeFields(doc.fields);
  const location = record(fields['location']);
  return {
    id: documentId(doc),
    assetNumber: text(fields, 'assetNumber') || documentId(doc),
    name: text(fields, 'name'),
    description: text(fields, 'description'),
    postalCode: text(fields, 'postalCode'),
    prefecture: text(fields, 'prefecture'),
    city: text(fields, 'city'),
    addressLine: text(fields, 'addressLine'),
    building: text(fields, 'building'),
    location:
      typeof location['latitude'] === 'number' && typeof location['longitude'] === 'number'
        ? { latitude: location['latitude'], longitude: location['longitude'] }
        : null,
    stations: list(fields['stations']).map((value) => {
      const station = record(value);
      return {
        line: text(station, 'line'),
        station: text(station, 'station'),
        walkMinutes: number(station['walkMinutes']),
      };
    }),
    features: list(fields['features']).filter(
      (value): value is string => typeof value === 'string',
    ),
    imagePaths: list(fields['imagePaths']).filter(
      (value): value is string => typeof value === 'string',
    ),
    plans: Object.values(record(fields['plans'])).map((value) => {
      const plan = record(value);
      return {
        type: text(plan, 'type'),
        monthlyFee: number(plan['monthlyFee']),
        areaM2: number(plan['areaM2']),
        total: number(plan['total']),
        available: number(plan['available']),
      };
    }),
    updatedAt: lastModified(fields, doc),
  };
}

export type PublicSpace = { status: string; monthlyFee: number };

export function spaceOf(doc: RestDocument): PublicSpace {
  const fields = decodeFields(doc.fields);
  return { status: text(fields, 'status'), monthlyFee: number(fields['monthlyFee']) };
}

/** An お知らせ, a brand page (ご利用の流れ…), a site page (サービス紹介…): a title and a body. */
export type PublicText = {
  id: string;
  title: string;
  body: string;
  publishedAt: Date | null;
  updatedAt: Date | null;
};

export function textOf(doc: RestDocument): PublicText {
  const fields = decodeFields(doc.fields);
  return {
    id: documentId(doc),
    title: text(fields, 'title'),
    body: text(fields, 'body'),
    publishedAt: date(fields['publishedAt']),
    updatedAt: lastModified(fields, doc),
  };
}

/** The documents of a `runQuery` answer (rows without a document, e.g. an empty result, dropped). */
export function documentsOf(body: unknown): RestDocument[] {
  return list(body).flatMap((row) => {
    const document = record(row)['document'];
    return document ? [document as RestDocument] : [];
  });
}
