// Typography that costs a text its cheap alphabet: "Tunis → Sousse" or a curly apostrophe alone turns a French text
// into UCS-2 (70 characters a segment instead of 160). Swapped for their plain forms when that makes the text GSM-7.
import { smsSegments } from './segments';

const PLAIN: [RegExp, string][] = [
  [/\s*[→⟶]\s*/g, ' - '],
  [/[’‘‛]/g, "'"],
  [/[“”«»]/g, '"'],
  [/…/g, '...'],
  [/[–—]/g, '-'],
  [/[\u00a0\u202f]/g, ' '],
];

/** The text with plain punctuation when that lets it go as GSM-7; as it was otherwise (Arabic keeps its own). */
export function gsmFriendly(text: string): string {
  const plain = PLAIN.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
  return plain !== text && smsSegments(plain).encoding === 'GSM-7' ? plain : text;
}
