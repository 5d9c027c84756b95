/** A file name safe inside a MIME header: letters, digits, dot, dash and underscore only. */
export const safeFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'attachment';
