import protobuf from 'protobufjs';
import type { RestValue } from '../rules/api.js';
import { changedFieldPaths } from './changed-field-paths.js';
import type { DocumentChange } from './document-change.js';
import type { StoredDocument } from './document-store.js';
import { parseTimestamp } from './timestamps.js';
import type { Fields } from './values.js';
import { VALUE_KINDS } from './values.js';

/** A `map<string, T>` field (protobufjs' JSON form types fields as IField, without keyType). */
function mapField(type: string, id: number): protobuf.IMapField {
  return { keyType: 'string', type, id };
}

/**
 * The messages of google-cloudevents' `google/events/cloud/firestore/v1/data.proto` that a
 * DocumentEventData holds, with the field numbers of that file (firebase-functions decodes the
 * event body with its compiled copy, protos/compiledFirestore.js, through protobufjs as here).
 */
const SCHEMA: protobuf.INamespace = {
  nested: {
    google: {
      nested: {
        protobuf: {
          nested: {
            Timestamp: {
              fields: { seconds: { type: 'int64', id: 1 }, nanos: { type: 'int32', id: 2 } },
            },
            NullValue: { values: { NULL_VALUE: 0 } },
          },
        },
        type: {
          nested: {
            LatLng: {
              fields: { latitude: { type: 'double', id: 1 }, longitude: { type: 'double', id: 2 } },
            },
          },
        },
        events: {
          nested: {
            cloud: {
              nested: {
                firestore: {
                  nested: {
                    v1: {
                      nested: {
                        DocumentEventData: {
                          fields: {
                            value: { type: 'Document', id: 1 },
                            oldValue: { type: 'Document', id: 2 },
                            updateMask: { type: 'DocumentMask', id: 3 },
                          },
                        },
                        DocumentMask: {
                          fields: { fieldPaths: { rule: 'repeated', type: 'string', id: 1 } },
                        },
                        Document: {
                          fields: {
                            name: { type: 'string', id: 1 },
                            fields: mapField('Value', 2),
                            createTime: { type: 'google.protobuf.Timestamp', id: 3 },
                            updateTime: { type: 'google.protobuf.Timestamp', id: 4 },
                          },
                        },
                        Value: {
                          oneofs: {
                            valueType: {
                              oneof: [...VALUE_KINDS],
                            },
                          },
                          fields: {
                            nullValue: { type: 'google.protobuf.NullValue', id: 11 },
                            booleanValue: { type: 'bool', id: 1 },
                            integerValue: { type: 'int64', id: 2 },
                            doubleValue: { type: 'double', id: 3 },
                            timestampValue: { type: 'google.protobuf.Timestamp', id: 10 },
                            stringValue: { type: 'string', id: 17 },
                            bytesValue: { type: 'bytes', id: 18 },
                            referenceValue: { type: 'string', id: 5 },
                            geoPointValue: { type: 'google.type.LatLng', id: 8 },
                            arrayValue: { type: 'ArrayValue', id: 9 },
                            mapValue: { type: 'MapValue', id: 6 },
                          },
                        },
                        ArrayValue: {
                          fields: { values: { rule: 'repeated', type: 'Value', id: 1 } },
                        },
                        MapValue: {
                          fields: { fields: mapField('Value', 1) },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const DocumentEventData = protobuf.Root.fromJSON(SCHEMA).lookupType(
  'google.events.cloud.firestore.v1.DocumentEventData',
);

type ProtoObject = Record<string, unknown>;

function timestamp(text: string): ProtoObject {
  // Stored timestamps are already normalised, so this never throws for stored data.
  const { seconds, nanos } = parseTimestamp(text, 'timestamp');
  return { seconds, nanos };
}

/** A REST JSON value as the object protobufjs' fromObject takes (int64 as a decimal string). */
function protoValue(value: RestValue): ProtoObject {
  if ('nullValue' in value) return { nullValue: 0 };
  if ('booleanValue' in value) return { booleanValue: value.booleanValue };
  if ('integerValue' in value) return { integerValue: value.integerValue };
  // 'NaN', 'Infinity' and '-Infinity' arrive as strings in REST JSON.
  if ('doubleValue' in value) return { doubleValue: Number(value.doubleValue) };
  if ('timestampValue' in value) return { timestampValue: timestamp(value.timestampValue) };
  if ('stringValue' in value) return { stringValue: value.stringValue };
  if ('bytesValue' in value) return { bytesValue: Buffer.from(value.bytesValue, 'base64') };
  if ('referenceValue' in value) return { referenceValue: value.referenceValue };
  if ('geoPointValue' in value) {
    return {
      geoPointValue: {
        latitude: value.geoPointValue.latitude ?? 0,
        longitude: value.geoPointValue.longitude ?? 0,
      },
    };
  }
  if ('arrayValue' in value)
    return { arrayValue: { values: (value.arrayValue.values ?? []).map(protoValue) } };
  return { mapValue: { fields: protoFields(value.mapValue.fields ?? {}) } };
}

function protoFields(fields: Fields): ProtoObject {
  const out: ProtoObject = {};
  for (const [name, value] of Object.entries(fields)) out[name] = protoValue(value);
  return out;
}

function protoDocument(doc: StoredDocument): ProtoObject {
  return {
    name: doc.name,
    fields: protoFields(doc.fields),
    createTime: timestamp(doc.createTime),
    updateTime: timestamp(doc.updateTime),
  };
}

/**
 * The CloudEvent data of a Firestore document event: a protobuf `DocumentEventData` with
 * `value` (after; absent for a delete), `oldValue` (before; absent for a create) and, for an
 * update, `updateMask` (the changed field paths).
 */
export function encodeDocumentEventData(change: DocumentChange): Uint8Array {
  const data: ProtoObject = {};
  if (change.after) data.value = protoDocument(change.after);
  if (change.before) data.oldValue = protoDocument(change.before);
  if (change.before && change.after) {
    data.updateMask = { fieldPaths: changedFieldPaths(change.before.fields, change.after.fields) };
  }
  return DocumentEventData.encode(DocumentEventData.fromObject(data)).finish();
}
