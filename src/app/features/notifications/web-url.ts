// Where a notification's web_url leads inside the app: a path of this origin, never another site.

export function webUrlTarget(webUrl: string | null | undefined, origin = globalThis.location?.origin ?? 'http://localhost'): string | null {
  if (!webUrl) return null;
  try {
    const url = new URL(webUrl, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
