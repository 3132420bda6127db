/** The emulators' ports `npm start` uses (firebase.json); the tests build with free ones. */
export const defaultEmulatorPorts = { auth: 9099, firestore: 8080, storage: 9199 } as const;
