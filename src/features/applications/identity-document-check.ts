import {
  identityDocumentContentMessage,
  identityDocumentMaxBytes,
  identityDocumentProblem,
  sniffIdentityDocumentType,
} from '@/lib/model/identity-document';

/**
 * Checks a chosen 本人確認書類 before anything is sent: not empty, at most 10 MB, and an image
 * (JPEG, PNG, WebP, HEIC/HEIF, AVIF) or PDF by its first bytes — whatever its name or the
 * browser's guess says. Returns the file typed as its content is (so the stored name and content
 * type follow the content), or the Japanese reason it cannot be used.
 */
export async function checkIdentityDocument(
  file: Blob & { name?: string },
): Promise<File | string> {
  if (file.size === 0 || file.size > identityDocumentMaxBytes) {
    return identityDocumentProblem({ type: 'application/pdf', size: file.size }) ?? '';
  }
  const head = await readHead(file.slice(0, 16));
  const type = sniffIdentityDocumentType(head);
  if (type === null) return identityDocumentContentMessage;
  return new File([file], file.name ?? 'document', { type });
}

/** The bytes of a small blob (Blob.arrayBuffer, or FileReader where a runtime lacks it). */
function readHead(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('ファイルを読み込めませんでした'));
    reader.readAsArrayBuffer(blob);
  });
}
