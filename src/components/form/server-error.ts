/**
 * Where a form keeps a failure that is not about one field (the server refused, the network
 * dropped): `setError(SERVER_ERROR, { message })`, shown at the top of the form by `<Form>`.
 */
export const SERVER_ERROR = 'root.server' as const;

/** The message when a thrown error carries no message meant for people. */
export const GENERIC_SUBMIT_ERROR =
  '送信できませんでした。通信状況をご確認のうえ、もう一度お試しください。入力した内容はそのまま残っています。';
