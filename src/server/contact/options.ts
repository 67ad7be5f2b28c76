// What the contact routes can be given by `build()`: their sending limit, and the test seam that reads captchas.
import type { RateLimit } from '../auth/rate-limit';

export interface ContactOptions {
  /** Messages per email address and per client address; 5 an hour unless told. */
  messageLimit?: RateLimit;
  /** Told each captcha's answer as its image is served: how tests answer it without reading the image. */
  onCaptcha?: (answer: string) => void;
}

export const DEFAULT_CONTACT_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
