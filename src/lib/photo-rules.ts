// The product photo limits, one definition for the console's picker (which refuses a file before it is sent) and the
// server (which checks the bytes again, whatever the browser said).

/** Photos a product may have. */
export const PHOTOS_PER_PRODUCT = 12;
/** Photos in one upload request (the console sends more in several). */
export const PHOTOS_PER_UPLOAD = 4;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What the console's file picker offers (the server also takes GIF, by its bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be a product photo, or undefined when it may be sent. */
export function photoFileProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP photo.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is larger than 5 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
}
