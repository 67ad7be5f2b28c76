// How many SMS segments a text takes: GSM-7 (160, then 153 a part) or UCS-2 for Arabic (70, then 67).
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number } {
  const ucs2 = /[^\x20-\x7e\n\r]/.test(text);
  const units = text.length;
  const [single, part] = ucs2 ? [70, 67] : [160, 153];
  return { encoding: ucs2 ? 'UCS-2' : 'GSM-7', units, segments: units <= single ? 1 : Math.ceil(units / part) };
}
