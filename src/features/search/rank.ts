/** Matching documents (score > 0), best first; ties keep the documents' order. */
export function rankedMatches(scores: Float32Array): number[] {
  const hits: number[] = [];
  for (let d = 0; d < scores.length; d++) if (scores[d]! > 0) hits.push(d);
  return hits.sort((a, b) => scores[b]! - scores[a]! || a - b);
}
