// Search that forgives: words in any order, typos ("drss" → dress), prefixes while typing and, as the spec
// asks, any substring of a word. Each product is a document of weighted fields (name, then its category,
// style, colour, fabric and occasion, then its description); an inverted index maps each distinct word to
// the documents holding it, so a query compares its words with the vocabulary (a few thousand words), not
// with every product's text, and stays fast on 10,000 products.

export { rankedMatches } from './rank.ts';

/** Field weights: a word in the name counts most, one in the description least. */
export const FIELD_WEIGHTS = [3, 2, 1] as const;
/** A document: its name, its tags (category, style, colour …) and its description, in FIELD_WEIGHTS order. */
export type SearchDoc = readonly [name: string, tags: string, description: string];

// Words that carry no meaning for a shopper: not indexed from descriptions, ignored in queries.
const STOPWORDS = new Set(
  'a an and are as at be by for from in into is it its of on or our so that the this to with your you'.split(' '),
);

export const isStopword = (word: string) => STOPWORDS.has(word);

/**
 * Lowercase words without accents. Hyphenated and apostrophe words join ("co-ords" → "coords") and, for
 * documents (`parts`), also give their parts, so "co ord", "coord" and "co-ord" all find a co-ord set.
 */
export function tokenize(text: string, parts = false): string[] {
  const out: string[] = [];
  // Most text is ASCII: skip the (slow) Unicode normalisation and property classes for it.
  const ascii = /^[\x20-\x7e]*$/.test(text);
  const plain = ascii ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = ascii ? /[a-z0-9]+(?:['-][a-z0-9]+)*/g : /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
  for (const chunk of plain.match(words) ?? []) {
    if (!/['’-]/.test(chunk)) {
      out.push(chunk);
      continue;
    }
    const pieces = chunk.split(/['’-]/);
    out.push(pieces.join(''));
    if (parts) for (const p of pieces) if (p.length > 1) out.push(p);
  }
  return out;
}

/** The query's words that mean something; all of them when every word is a stopword. */
export function queryWords(query: string): string[] {
  const words = [...new Set(tokenize(query))];
  const meaningful = words.filter((w) => !isStopword(w));
  return meaningful.length ? meaningful : words;
}

export type SearchIndex = {
  size: number;
  terms: string[];
  exact: Map<string, number>;
  /** Per term: documents holding it, ascending, and the weight of the best field it appears in. */
  docs: Int32Array[];
  weights: Uint8Array[];
};

export function buildIndex(docs: readonly SearchDoc[]): SearchIndex {
  const exact = new Map<string, number>();
  const terms: string[] = [];
  const postings: number[][] = [];
  const best: number[][] = [];
  for (let d = 0; d < docs.length; d++) {
    for (let f = 0; f < FIELD_WEIGHTS.length; f++) {
      for (const word of tokenize(docs[d]![f]!, true)) {
        if (f === 2 && isStopword(word)) continue;
        let t = exact.get(word);
        if (t === undefined) {
          t = terms.push(word) - 1;
          exact.set(word, t);
          postings.push([]);
          best.push([]);
        }
        const list = postings[t]!;
        // Fields come heaviest first: a document already listed keeps its better weight.
        if (list[list.length - 1] !== d) {
          list.push(d);
          best[t]!.push(FIELD_WEIGHTS[f]!);
        }
      }
    }
  }
  return {
    size: docs.length,
    terms,
    exact,
    docs: postings.map((p) => Int32Array.from(p)),
    weights: best.map((w) => Uint8Array.from(w)),
  };
}

/**
 * How well a query word matches a vocabulary word without typos, 0 to 1: the same word 1, its beginning 0.8,
 * inside it (3 letters or more, the spec's substring search) 0.6.
 */
export function wordMatch(query: string, term: string): number {
  if (query === term) return 1;
  if (term.startsWith(query)) return 0.8;
  return query.length >= 3 && term.includes(query) ? 0.6 : 0;
}

/**
 * The same with typos (a letter missing, added or changed, or two neighbours swapped): one in a word of 4
 * letters or more, two from 7; also in what is typed so far ("gulmoh" → gulmohar). 0 when too far.
 */
export function typoMatch(query: string, term: string): number {
  const allowed = query.length >= 7 ? 2 : query.length >= 4 ? 1 : 0;
  if (!allowed) return 0;
  const whole = editDistance(query, term, allowed);
  if (whole <= allowed) return whole === 1 ? 0.5 : 0.3;
  if (term.length <= query.length) return 0;
  const start = editDistance(query, term.slice(0, query.length), allowed);
  return start <= allowed ? (start === 1 ? 0.4 : 0.25) : 0;
}

/** Optimal string alignment distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Documents matching every query word, as a score per document (0 = no match); undefined for a blank query. */
export function searchScores(index: SearchIndex, query: string): Float32Array | undefined {
  const words = queryWords(query);
  if (!words.length) return undefined;
  let total: Float32Array | undefined;
  for (const word of words) {
    const scores = wordScores(index, word);
    if (!total) total = scores;
    else for (let d = 0; d < index.size; d++) total[d] = total[d]! > 0 && scores[d]! > 0 ? total[d]! + scores[d]! : 0;
  }
  return total;
}

/** Per document: the best match of this query word with any of its words, times that word's field weight. */
/** Typos are forgiven only for a word the catalog does not hold: "mini" must not find "mint" too. */
export function wordScores(index: SearchIndex, word: string): Float32Array {
  const scores = new Float32Array(index.size);
  if (!addMatches(index, scores, word, wordMatch)) addMatches(index, scores, word, typoMatch);
  return scores;
}

function addMatches(
  index: SearchIndex,
  scores: Float32Array,
  word: string,
  match: (query: string, term: string) => number,
): boolean {
  let found = false;
  for (let t = 0; t < index.terms.length; t++) {
    const quality = match(word, index.terms[t]!);
    if (!quality) continue;
    found = true;
    const docs = index.docs[t]!;
    const weights = index.weights[t]!;
    for (let k = 0; k < docs.length; k++) {
      const s = quality * weights[k]!;
      if (s > scores[docs[k]!]!) scores[docs[k]!] = s;
    }
  }
  return found;
}
