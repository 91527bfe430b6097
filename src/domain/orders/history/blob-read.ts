/**
 * A Blob's text or bytes: the Blob's own methods, or a FileReader where a Blob has none (jsdom, which the tests run
 * the page-side store in).
 */
function viaReader<T>(read: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader));
    reader.onerror = () => reject(reader.error ?? new Error('The Blob could not be read'));
    read(reader);
  });
}

export const blobText = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function' ? blob.text() : viaReader((reader) => reader.readAsText(blob), (reader) => String(reader.result));

export const blobBytes = async (blob: Blob): Promise<Uint8Array> =>
  new Uint8Array(typeof blob.arrayBuffer === 'function' ? await blob.arrayBuffer() : await viaReader((reader) => reader.readAsArrayBuffer(blob), (reader) => reader.result as ArrayBuffer));
