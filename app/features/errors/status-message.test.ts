import { describe, expect, it } from 'vitest';
import { ruleFor, STATUS_RULES } from './status-message';

describe('spec §8 error catalogue on the client', () => {
  it('maps every catalogued status to its own message', () => {
    for (const s of [400, 401, 403, 404, 409, 410, 412, 413, 422, 429, 500, 503]) expect(ruleFor(s, true).key).toBe(`error.status.${s}`);
  });
  it('shows the server message for 409, 412, 413, 422 and 500 and reports only 500 and the unknown', () => {
    expect(Object.entries(STATUS_RULES).filter(([, r]) => r.serverMessage).map(([k]) => k)).toEqual(['409', '412', '413', '422', '500']);
    expect(Object.entries(STATUS_RULES).filter(([, r]) => r.report).map(([k]) => k)).toEqual(['500', 'unknown']);
  });
  it('says "cannot connect" for other statuses and "check your network" without a response', () => {
    expect(ruleFor(502, true).key).toBe('error.status.other');
    expect(ruleFor(undefined, false).key).toBe('error.network');
  });
});
