import { modelConverter } from '../firebase-converters';
import { deviceSchema } from '../model/device';

/** Converter for devices/{id}. */
export const deviceConverter = modelConverter(deviceSchema);
