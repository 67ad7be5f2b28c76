// How many SMS a text costs: GSM-7 when every character is in GSM 03.38, UCS-2 otherwise (one lowercase ç is enough).

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7, extension characters count 2) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** GSM 03.38 basic set (the escape code itself left out). Note: Ç is in it, ç is not. */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
/** The extension table: each is sent as escape + character, two septets. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** Single text / per part of a concatenated one (a part gives up room to the header that joins the parts). */
const LIMITS = { 'GSM-7': [160, 153], 'UCS-2': [70, 67] } as const;

export function smsSegments(text: string): SmsSegments {
  const chars = [...text];
  const gsm = chars.every((char) => GSM_BASIC.has(char) || GSM_EXTENSION.has(char));
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  // Cost of each character: an escape pair and a surrogate pair are never split across two parts.
  const costs = chars.map((char) => (gsm ? (GSM_EXTENSION.has(char) ? 2 : 1) : char.length));
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const [single, part] = LIMITS[encoding];
  if (units <= single) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, segments };
}
