// One HTTP call to an SMS provider with a time limit, its failures turned into SmsSendError (shared by Orange and Infobip).
import { DEFAULT_TIMEOUT_MS, isRetryableStatus, SmsSendError } from './provider';

export interface ProviderResponse {
  status: number;
  /** The parsed JSON answer, or the raw text when it was not JSON (an HTML error page from a proxy). */
  body: unknown;
}

export interface ProviderHttp {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Answers whatever status the provider gave; throws a retryable SmsSendError when no answer came (timeout, refused connection). */
export async function callProvider(label: string, http: ProviderHttp, url: string, init: RequestInit): Promise<ProviderResponse> {
  const fetchImpl = http.fetch ?? fetch;
  const signal = AbortSignal.timeout(http.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Kept as text: the error message shows it.
    }
    return { status: response.status, body };
  } catch (error) {
    // The body read can time out too: same signal, same (retryable) outcome.
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : `failed: ${String(error instanceof Error ? error.message : error)}`;
    throw new SmsSendError(`${label}: request ${reason}`, false);
  }
}

/** The SmsSendError for an answer that was not a success; `detail` is the provider's own words when it gave some. */
export function statusError(label: string, status: number, detail?: string): SmsSendError {
  return new SmsSendError(`${label}: HTTP ${status}${detail ? ` (${detail})` : ''}`, !isRetryableStatus(status), status);
}

/** A short description of a JSON error body, whatever the provider's shape: the first strings found, depth first. */
export function describeError(body: unknown): string | undefined {
  const found: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (found.length >= 3 || depth > 4) return;
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'number') found.push(String(value));
    else if (value && typeof value === 'object') for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(body, 0);
  const text = found.join(' ').trim();
  return text ? text.slice(0, 200) : undefined;
}
