/**
 * Spec §8 error catalogue: how each failure is shown. `serverMessage` statuses show the server's
 * (translated) message; `report` ones are sent to /api/error-report unless in debug mode.
 */
export interface StatusRule {
  key: string;
  serverMessage?: boolean;
  report?: boolean;
}

export const STATUS_RULES: Record<number | 'response' | 'network' | 'unknown', StatusRule> = {
  400: { key: 'error.status.400' },
  401: { key: 'error.status.401' },
  403: { key: 'error.status.403' },
  404: { key: 'error.status.404' },
  409: { key: 'error.status.409', serverMessage: true },
  410: { key: 'error.status.410' },
  412: { key: 'error.status.412', serverMessage: true },
  413: { key: 'error.status.413', serverMessage: true },
  422: { key: 'error.status.422', serverMessage: true },
  429: { key: 'error.status.429' },
  500: { key: 'error.status.500', serverMessage: true, report: true },
  503: { key: 'error.status.503' },
  /** Any other status that came with a response. */
  response: { key: 'error.status.other' },
  /** No response at all. */
  network: { key: 'error.network' },
  unknown: { key: 'error.unknown', report: true },
};

export function ruleFor(status: number | undefined, hasResponse: boolean): StatusRule {
  const byStatus = status === undefined ? undefined : (STATUS_RULES as Record<number, StatusRule | undefined>)[status];
  if (byStatus) return byStatus;
  if (hasResponse) return STATUS_RULES.response;
  return STATUS_RULES.network;
}
