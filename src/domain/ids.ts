// Row ids: a short prefix naming the kind of row (ord_, ret_, usr_, …) and 16 random hex digits (64 bits), so an
// id says what it is in logs and URLs and cannot be guessed. Web Crypto, so browser and server share it.

export function newId(prefix: string, bytes = 8): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return `${prefix}_${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
