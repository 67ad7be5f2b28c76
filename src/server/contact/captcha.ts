// The contact form's captcha: a distorted image of random characters (svg-captcha) rasterised to PNG (sharp), bound
// to one visitor by a random cookie, its answer kept hashed in the database, good for one check within 10 minutes.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { create as drawCaptcha } from 'svg-captcha';
import { CAPTCHA_TTL_MS } from '../../contract/contact';
import type { Db } from '../db/client';
import { captchaChallenges } from '../db/schema';

export const CAPTCHA_COOKIE = 'mechwar_captcha';

/** Five characters; those easy to mistake for another once case is ignored (0/o, 1/i/l, 5/s, 2/z...) are left out. */
const CAPTCHA_OPTIONS = {
  size: 5,
  charPreset: 'abcdefghjkmnpqrtuvwxyABCDEFGHJKMNPQRTUVWXY346789',
  noise: 3,
  // Dark strokes on white: random colours come out pale on some draws.
  color: false,
  width: 180,
  height: 60,
  fontSize: 56,
};

export interface CaptchaImage {
  /** The random id the visitor's cookie carries. */
  visitor: string;
  png: Buffer;
  /** The expected answer, for the test seam only (see ContactOptions.onCaptcha). */
  answer: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
/** The row is keyed by a hash of the cookie: reading the table does not give anyone a visitor's cookie. */
const rowId = (visitor: string) => sha256(`captcha:${visitor}`);
/** Answers are compared without regard to case or surrounding spaces. */
const answerHash = (visitor: string, answer: string) => sha256(`${visitor}:${answer.trim().toLowerCase()}`);

/**
 * Draws a new challenge for the visitor and stores its answer, replacing the visitor's previous one (a new image
 * makes the old one worthless). Expired challenges of everyone are dropped on the way, so the table stays small.
 */
export async function issueCaptcha(db: Db, previousVisitor: string | null, now: Date): Promise<CaptchaImage> {
  const visitor = randomBytes(24).toString('base64url');
  const { text, data } = drawCaptcha(CAPTCHA_OPTIONS);
  const png = await sharp(Buffer.from(data)).flatten({ background: '#ffffff' }).png({ compressionLevel: 9 }).toBuffer();
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
  if (previousVisitor) await db.delete(captchaChallenges).where(eq(captchaChallenges.id, rowId(previousVisitor)));
  await db.insert(captchaChallenges).values({
    id: rowId(visitor),
    answerHash: answerHash(visitor, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { visitor, png, answer: text };
}

/**
 * Checks an answer against the visitor's challenge and consumes it, right or wrong: one delete takes the row, so two
 * concurrent checks cannot both pass. False when there is no challenge, it expired, or the answer differs.
 */
export async function checkCaptcha(db: Db, visitor: string | null, answer: string, now: Date): Promise<boolean> {
  if (!visitor) return false;
  const [challenge] = await db
    .delete(captchaChallenges)
    .where(eq(captchaChallenges.id, rowId(visitor)))
    .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt });
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return false;
  return challenge.answerHash === answerHash(visitor, answer);
}

/** The visitor id in the request's cookie header, if any. */
export function captchaVisitor(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CAPTCHA_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** HttpOnly (scripts never see it), SameSite=Lax (other sites' forms do not carry it), gone with the challenge. */
export function captchaCookie(visitor: string, secure: boolean): string {
  const attributes = [`${CAPTCHA_COOKIE}=${visitor}`, 'Path=/', `Max-Age=${CAPTCHA_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
