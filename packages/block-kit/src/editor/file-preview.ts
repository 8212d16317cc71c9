/* The preview of a file chosen for upload, shown before the server has it. */

/** The preview address of a chosen file: an object URL, or a data URL where object URLs are missing. */
export function defaultPreview(file: Blob): Promise<string> {
  if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function') {
    return Promise.resolve(URL.createObjectURL(file));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Frees the object URL of a preview once it is no longer shown. */
export function revokePreview(preview: string | null): void {
  if (preview?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}
