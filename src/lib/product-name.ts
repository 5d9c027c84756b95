// Product names: what a name may be, so that no two products look alike. A name is NFKC-normalised (fullwidth
// "Ａ" is "A") and its letters come from one script: Latin, or one of India's own scripts alone. Latin mixed with
// Cyrillic or Greek ("Kurtа" with a Cyrillic "а") would be a second product whose name and page path look the same
// as the first's; those scripts (and other look-alike ones) are not offered at all, since a whole name in them can
// pass for Latin too ("Сосо"). India's scripts have no letters that pass for Latin ones, so a name in one of them
// is fine; mixing two of them, or one with Latin, is refused like any other mix.
import { z } from 'zod';

const SCRIPTS = [
  'Latin',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
].map((script) => ({ script, re: new RegExp(`\\p{Script=${script}}`, 'u') }));

/** Letters, digits and marks of one offered script; digits 0-9 and punctuation belong to every script. */
export function inOneScript(name: string): boolean {
  const scripts = new Set<string>();
  for (const ch of name) {
    if (!/[\p{L}\p{M}\p{N}]/u.test(ch) || /\p{Script=Common}/u.test(ch)) continue;
    // A combining mark borrowed from no script ("Inherited": accents stacked on Latin letters) counts as other.
    scripts.add(SCRIPTS.find(({ re }) => re.test(ch))?.script ?? 'other');
  }
  return scripts.size <= 1 && !scripts.has('other');
}

export const productName = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} '&,.()-]*$/u, "Name uses letters, digits, spaces and & , . ( ) - '")
  // Its page path is the name: a path ending in "." or "-" is lost by mail clients' links and some hosts.
  .regex(/[\p{L}\p{M}\p{N}]$/u, 'Name must end with a letter or a digit')
  .refine(inOneScript, 'Name must be in one alphabet: Latin, or one Indian script such as Devanagari');
