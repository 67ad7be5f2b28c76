// The contact form's API: the captcha (an image bound to one visitor, single-use, 10 minutes), every field checked,
// the message stored (linked to a signed-in sender), and the sending limit per email and per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAPTCHA_REFUSED, CONTACT_THANKS, type ContactRequest } from '../../src/contract/contact';
import { defaultRateLimits } from '../../src/server/auth/rate-limit';
import { contactMessages } from '../../src/server/db/schema';
import { call, createVerifiedUser, startTestServer, type TestServer } from '../helpers/server';

/** A visitor's browser: the captcha cookie it holds, and the answer of the image it was last shown. */
interface Visitor {
  cookie: string;
  answer: string;
}

/** Starts a server whose captcha answers the test can read (the `onCaptcha` seam) instead of solving the image. */
async function contactServer(options: { trustProxy?: boolean; limit?: number } = {}) {
  const answers: string[] = [];
  const server = await startTestServer({
    trustProxy: options.trustProxy,
    contact: { onCaptcha: (answer) => answers.push(answer), messageLimit: options.limit ? { max: options.limit, windowMs: 3_600_000 } : undefined },
  });
  /** Loads a captcha image as the page does, sending the visitor's cookie when it has one. */
  async function showCaptcha(previous?: Visitor): Promise<Visitor & { response: Response; png: Buffer }> {
    const response = await fetch(`${server.url}/captcha?${Date.now()}`, { headers: previous ? { cookie: previous.cookie } : {} });
    const png = Buffer.from(await response.arrayBuffer());
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { cookie, answer: answers.at(-1)!, response, png };
  }
  return { server, showCaptcha };
}

const message = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  full_name: 'Amira Ben Salah',
  email: 'amira@example.tn',
  topic: 1,
  subject: 'Remboursement',
  message: 'Mon trajet Tunis → Sousse a été annulé, comment suis-je remboursée ?',
  captcha: '',
  ...overrides,
});

function send(server: TestServer, visitor: Visitor | null, body: Record<string, unknown>, extra: { token?: string; headers?: Record<string, string> } = {}) {
  return call(server, 'POST', '/api/contact', {
    json: body,
    token: extra.token,
    headers: { ...(visitor ? { cookie: visitor.cookie } : {}), ...extra.headers },
  });
}

const stored = (server: TestServer) => server.database.db.select().from(contactMessages);
/** The answer as a person might type it: other case, stray spaces. */
const typedLoosely = (answer: string) => ` ${[...answer].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')} `;

describe('contact form with captcha', () => {
  let server: TestServer;
  let showCaptcha: Awaited<ReturnType<typeof contactServer>>['showCaptcha'];
  beforeAll(async () => {
    ({ server, showCaptcha } = await contactServer({ limit: 1000 }));
  });
  afterAll(async () => server?.close());

  it('serves a fresh PNG image, never cached, bound to the visitor by an HttpOnly SameSite=Lax cookie', async () => {
    const first = await showCaptcha();
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(first.png.subarray(1, 4).toString()).toBe('PNG');
    expect(first.png.includes(Buffer.from(first.answer))).toBe(false);
    const cookie = first.response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^mechwar_captcha=[\w-]{20,}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const second = await showCaptcha(first);
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.png.equals(first.png)).toBe(false);
  });

  it('refuses a wrong captcha with 422 under the captcha field and stores nothing', async () => {
    const visitor = await showCaptcha();
    const answer = await send(server, visitor, message({ captcha: visitor.answer === 'xxxxx' ? 'yyyyy' : 'xxxxx' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: CAPTCHA_REFUSED, errors: { captcha: [CAPTCHA_REFUSED] }, code: 'validation_failed' });
    expect(await stored(server)).toEqual([]);
  });

  it('stores a message with the right captcha, typed in any case, and thanks the sender', async () => {
    const visitor = await showCaptcha();
    const answer = await send(server, visitor, message({ captcha: typedLoosely(visitor.answer), topic: '2' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: CONTACT_THANKS });
    const [row] = await stored(server);
    expect(row).toMatchObject({ fullName: 'Amira Ben Salah', email: 'amira@example.tn', topic: 2, subject: 'Remboursement', userId: null });
    expect(row!.message).toContain('Tunis → Sousse');
    expect(row!.createdAt.getTime()).toBe(server.clock.now().getTime());
  });

  it('links the message of a signed-in sender to the account', async () => {
    const sender = await createVerifiedUser(server);
    const visitor = await showCaptcha();
    const answer = await send(server, visitor, message({ subject: 'Compte', captcha: visitor.answer }), { token: sender.token });
    expect(answer.status).toBe(200);
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Compte'));
    expect(row?.userId).toBe(sender.user.id);
  });

  it('takes each captcha once: a second sending with it is refused, and so is a right answer after a wrong one', async () => {
    const visitor = await showCaptcha();
    expect((await send(server, visitor, message({ captcha: visitor.answer }))).status).toBe(200);
    const again = await send(server, visitor, message({ captcha: visitor.answer }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ captcha: [CAPTCHA_REFUSED] });

    const guessed = await showCaptcha();
    expect((await send(server, guessed, message({ captcha: 'wrong' }))).status).toBe(422);
    expect((await send(server, guessed, message({ captcha: guessed.answer }))).body.errors).toEqual({ captcha: [CAPTCHA_REFUSED] });
  });

  it('answers only the latest image: a new one makes the previous answer worthless', async () => {
    const first = await showCaptcha();
    await showCaptcha(first);
    expect((await send(server, first, message({ captcha: first.answer }))).status).toBe(422);
  });

  it('expires a captcha 10 minutes after its image was served', async () => {
    const inTime = await showCaptcha();
    server.clock.advance(10 * 60_000 - 1_000);
    expect((await send(server, inTime, message({ captcha: inTime.answer }))).status).toBe(200);
    const late = await showCaptcha();
    server.clock.advance(10 * 60_000);
    const answer = await send(server, late, message({ captcha: late.answer }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ captcha: [CAPTCHA_REFUSED] });
  });

  it("does not let one visitor answer another's captcha, nor answer without the cookie", async () => {
    const amira = await showCaptcha();
    const intruder = await showCaptcha();
    const before = (await stored(server)).length;
    expect((await send(server, intruder, message({ captcha: amira.answer }))).status).toBe(422);
    expect((await send(server, null, message({ captcha: amira.answer }))).status).toBe(422);
    expect((await send(server, { cookie: 'mechwar_captcha=forged', answer: '' }, message({ captcha: amira.answer }))).status).toBe(422);
    // Amira's own captcha was not spent by those attempts.
    expect((await send(server, amira, message({ captcha: amira.answer }))).status).toBe(200);
    expect((await stored(server)).length).toBe(before + 1);
  });

  it.each([
    ['full_name', { full_name: '' }, 'The full name field is required.'],
    ['full_name', { full_name: 'A'.repeat(101) }, 'The full name field must not be greater than 100 characters.'],
    ['email', { email: undefined }, 'The email field is required.'],
    ['email', { email: 'amira-at-example' }, 'The email field must be a valid email address.'],
    ['topic', { topic: undefined }, 'The topic field is required.'],
    ['topic', { topic: 4 }, 'The selected topic is invalid.'],
    ['topic', { topic: 'autre' }, 'The selected topic is invalid.'],
    ['subject', { subject: '   ' }, 'The subject field is required.'],
    ['subject', { subject: 'S'.repeat(151) }, 'The subject field must not be greater than 150 characters.'],
    ['message', { message: undefined }, 'The message field is required.'],
    ['message', { message: 'M'.repeat(5001) }, 'The message field must not be greater than 5000 characters.'],
  ] as const)('refuses a bad %s (%j) with its message under that field', async (field, change, text) => {
    const visitor = await showCaptcha();
    const before = (await stored(server)).length;
    const answer = await send(server, visitor, { ...message({ captcha: visitor.answer }), ...change });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: text, errors: { [field]: [text] }, code: 'validation_failed' });
    expect((await stored(server)).length).toBe(before);
  });

  it('asks for the captcha when none is typed, and lists every problem of an empty form at once', async () => {
    const visitor = await showCaptcha();
    const answer = await send(server, visitor, {});
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['full_name', 'email', 'topic', 'subject', 'message', 'captcha']);
    expect(answer.body.errors.captcha).toEqual(['The captcha field is required.']);
    expect(answer.body.message).toBe('The full name field is required. (and 5 more errors)');
  });
});

describe('contact sending limit', () => {
  let server: TestServer;
  let showCaptcha: Awaited<ReturnType<typeof contactServer>>['showCaptcha'];
  beforeAll(async () => {
    // Behind a proxy, so each test's client address is its own (X-Forwarded-For); the product's limit, 5 an hour.
    ({ server, showCaptcha } = await contactServer({ trustProxy: true }));
  });
  afterAll(async () => server?.close());

  async function sendFrom(address: string, email: string) {
    const visitor = await showCaptcha();
    return send(server, visitor, message({ email, captcha: visitor.answer }), { headers: { 'x-forwarded-for': address } });
  }

  it('takes 5 messages an hour from one email, then answers 429 with Retry-After until the hour is over', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await sendFrom(`10.0.0.${i}`, 'Nour@Example.tn')).status).toBe(200);
    const over = await sendFrom('10.0.0.6', 'nour@example.tn');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await stored(server)).filter((m) => m.email.toLowerCase() === 'nour@example.tn')).toHaveLength(5);
    server.clock.advance(60 * 60_000);
    expect((await sendFrom('10.0.0.7', 'nour@example.tn')).status).toBe(200);
  });

  it('takes 5 messages an hour from one client address, whatever the emails', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await sendFrom('10.0.1.1', `sender${i}@example.tn`)).status).toBe(200);
    const over = await sendFrom('10.0.1.1', 'sender6@example.tn');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await sendFrom('10.0.1.2', 'sender6@example.tn')).status).toBe(200);
  });
});

describe('contact attempts', () => {
  let server: TestServer;
  let showCaptcha: Awaited<ReturnType<typeof contactServer>>['showCaptcha'];
  beforeAll(async () => {
    ({ server, showCaptcha } = await contactServer({ trustProxy: true }));
  });
  afterAll(async () => server?.close());

  it('are limited per client address whatever their answer: wrong captchas and invalid forms until 429 with Retry-After', async () => {
    const { max, windowMs } = defaultRateLimits.contactAttempts;
    const from = { 'x-forwarded-for': '10.0.2.1' };
    const statuses: number[] = [];
    let over: Awaited<ReturnType<typeof send>> | null = null;
    for (let attempt = 1; attempt <= max + 1 && !over; attempt += 1) {
      const visitor = await showCaptcha();
      // Mostly wrong captchas, now and then an empty form: both count.
      const answer = await send(server, visitor, attempt % 5 === 0 ? {} : message({ captcha: 'wrong' }), { headers: from });
      if (answer.status === 429) over = answer;
      else statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array.from({ length: max }, () => 422));
    expect(over?.status).toBe(429);
    expect(Number(over!.headers.get('retry-after'))).toBeGreaterThan(windowMs / 1000 - 60);
    expect(Number(over!.headers.get('retry-after'))).toBeLessThanOrEqual(windowMs / 1000);

    // Even the right captcha waits now; another address is not held back, and the window ends.
    const visitor = await showCaptcha();
    expect((await send(server, visitor, message({ captcha: visitor.answer }), { headers: from })).status).toBe(429);
    const neighbour = await showCaptcha();
    expect((await send(server, neighbour, message({ captcha: neighbour.answer }), { headers: { 'x-forwarded-for': '10.0.2.2' } })).status).toBe(200);
    server.clock.advance(windowMs);
    const later = await showCaptcha();
    expect((await send(server, later, message({ captcha: later.answer }), { headers: from })).status).toBe(200);
  });
});
