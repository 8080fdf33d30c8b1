/** A failed API call: status (undefined for network faults) and the server's body, if any. */
export class HttpError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: { code?: string; message?: string; data?: Record<string, unknown> } | null,
    readonly isNetwork = false,
  ) {
    super(isNetwork ? 'Network Error' : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}
