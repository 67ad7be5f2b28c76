// The one interface every SMS gateway is reached through: send a text, read its delivery receipts.
export interface OutgoingText {
  /** Our id for this text (a UUID): given to providers that take one, so a retry after a lost answer is not sent twice. */
  id: string;
  /** E.164, e.g. '+21655333444'. */
  to: string;
  body: string;
  /** Why it is sent ('verify', 'reset', 'parcel', 'alert'): never sent to a provider, only for the log and tests. */
  purpose?: string;
}
export interface SentText {
  providerId: string;
}
/** A send that failed. `permanent`: retrying the same provider cannot help. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}
export type ReceiptStatus = 'sent' | 'delivered' | 'failed';
export interface DeliveryReceipt {
  providerId: string;
  status: ReceiptStatus;
  reason?: string;
}
export interface CallbackRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
export class CallbackRefused extends Error {}
export interface SmsProvider {
  readonly name: string;
  readonly dedupesById: boolean;
  send(text: OutgoingText): Promise<SentText>;
  receipts(request: CallbackRequest): DeliveryReceipt[];
  balance?(): Promise<{ units: number; detail?: string } | null>;
}
