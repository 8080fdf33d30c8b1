import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '../../../common/deal-rules';
import { HttpError } from '../errors/http-error';
import { missingForReceipt, payLink, receiptFileProblem, sendProblem } from './receipt-rules';

describe('receipt form rules', () => {
  it('refuses a file over the limit or of another type before sending; a typeless file is left to the server', () => {
    expect(receiptFileProblem({ size: RECEIPT_MAX_BYTES + 1, type: 'image/jpeg' })).toEqual({ key: 'pay:receipt.tooLarge', params: { max: 10 } });
    expect(receiptFileProblem({ size: 1000, type: 'image/gif' })?.key).toBe('common:error.deal.receiptUnsupported');
    expect(receiptFileProblem({ size: RECEIPT_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(receiptFileProblem({ size: 1000, type: '' })).toBeNull();
  });

  it('says the server’s own message when it is translated, else a general one', () => {
    const known = (k: string) => k === 'common:error.deal.methodNotOffered';
    expect(sendProblem(new HttpError(400, { code: 'BAD_REQUEST', message: 'error.deal.methodNotOffered' }), known).key).toBe('common:error.deal.methodNotOffered');
    expect(sendProblem(new HttpError(400, { message: 'error.unknown.thing' }), known).key).toBe('pay:receipt.failed');
    expect(sendProblem(new HttpError(413, null), known).key).toBe('pay:receipt.tooLarge');
    expect(sendProblem(new HttpError(undefined, null, true), known).key).toBe('pay:receipt.offline');
    expect(sendProblem(new Error('x'), known).key).toBe('pay:receipt.failed');
  });

  it('shows only an https PayMe value as a link', () => {
    expect(payLink('https://payme.hsbc/aloha')).toBe('https://payme.hsbc/aloha');
    expect(payLink('http://payme.hsbc/aloha')).toBeNull();
    expect(payLink('javascript:alert(1)')).toBeNull();
    expect(payLink('6123 4567')).toBeNull();
  });

  it('names the first thing the form still needs: the method, the file, then the confirmation', () => {
    expect(missingForReceipt({ method: null, file: null, confirmed: false })).toBe('method');
    expect(missingForReceipt({ method: 'FPS', file: null, confirmed: true })).toBe('file');
    expect(missingForReceipt({ method: 'FPS', file: {}, confirmed: false })).toBe('confirmed');
    expect(missingForReceipt({ method: 'FPS', file: {}, confirmed: true })).toBeNull();
  });
});
