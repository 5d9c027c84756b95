/** The storage key a stored file's URL names (its last path segment). */
export const storageKey = (url: string) => url.split('/').pop() ?? '';
