import { ChecksumException, FormatException, IllegalStateException, NotFoundException } from '@zxing/library';
import { describe, expect, it, vi } from 'vitest';
import { cameraProblem, chooseCamera, isScanFault, supportsTorch } from './camera';
import { defaultScanAction, readScan, routeScan, type ReadableScan } from './scan-result';

describe('reading a scanned QR code', () => {
  it('takes a web address as its path and query on this site, whatever its origin, without the fragment', () => {
    expect(readScan('https://aloha.example/events/open-day?from=poster#top')).toEqual({ kind: 'address', path: '/events/open-day?from=poster', memberProfile: false });
    expect(readScan('http://elsewhere.example/services')).toEqual({ kind: 'address', path: '/services', memberProfile: false });
    expect(readScan('  HTTPS://aloha.example  ')).toEqual({ kind: 'address', path: '/', memberProfile: false });
  });

  it('marks a path starting with /@ as a member profile (what a member QR code holds)', () => {
    // memberQrText (app/features/account/member-qr.tsx): `{PUBLIC_URL}/@{member code}`.
    expect(readScan('https://aloha.example/@K7MQ4QX9')).toEqual({ kind: 'address', path: '/@K7MQ4QX9', memberProfile: true });
    expect(readScan('https://aloha.example/@K7MQ4QX9?from=card')).toEqual({ kind: 'address', path: '/@K7MQ4QX9?from=card', memberProfile: true });
    expect(readScan('https://aloha.example/en/@K7MQ4QX9')).toMatchObject({ memberProfile: false });
  });

  it('never leaves the site: "//host" paths keep one slash; other schemes are unsupported', () => {
    expect(readScan('https://aloha.example//evil.example/x')).toMatchObject({ path: '/evil.example/x' });
    expect(readScan('https://aloha.example/\\evil.example')).toMatchObject({ path: '/evil.example' });
    for (const text of ['javascript:alert(1)', 'mailto:a@b.example', 'tel:+85261234567', 'ftp://x.example/a', 'www.aloha.example/team', 'https://']) {
      expect(readScan(text), text).toEqual({ kind: 'unsupported' });
    }
  });

  it('takes JSON that is a plain object with a type or a valid id as a payload', () => {
    expect(readScan('{"type":"event","slug":"open-day"}')).toEqual({ kind: 'payload', payload: { type: 'event', slug: 'open-day' } });
    expect(readScan('{"id":42}')).toEqual({ kind: 'payload', payload: { id: 42 } });
    expect(readScan('{"id":"42","type":" "}')).toEqual({ kind: 'payload', payload: { id: 42 } });
    expect(readScan('{"type":" room ","id":0}')).toEqual({ kind: 'payload', payload: { type: 'room' } });
  });

  it('gives 不支援的 QR Code for JSON that is not a plain object, or has neither a type nor a valid id', () => {
    for (const text of ['[1,2]', '[{"type":"event"}]', '"text"', '12', 'null', 'true', '{}', '{"foo":1}', '{"id":0}', '{"id":-3}', '{"id":1.5}', '{"id":"007"}', '{"id":9007199254740993}', '{"type":""}', '{"type":5}', `{"type":"${'x'.repeat(51)}"}`]) {
      expect(readScan(text), text).toEqual({ kind: 'unsupported' });
    }
    expect(readScan('hello')).toEqual({ kind: 'unsupported' });
    expect(readScan('{"type": "event"')).toEqual({ kind: 'unsupported' });
  });
});

describe('handling a scan', () => {
  it('by default opens the address (in the site language when it has none), with the member toast for /@', () => {
    expect(routeScan('https://aloha.example/@K7MQ4QX9', undefined)).toEqual({ next: 'open', to: '/@K7MQ4QX9', memberProfile: true });
    expect(routeScan('https://aloha.example/@K7MQ4QX9', undefined, 'en')).toEqual({ next: 'open', to: '/en/@K7MQ4QX9', memberProfile: true });
    expect(routeScan('https://aloha.example/events?x=1', undefined, 'zh-CN')).toEqual({ next: 'open', to: '/zh-CN/events?x=1', memberProfile: false });
    expect(routeScan('https://aloha.example/', undefined, 'en')).toMatchObject({ to: '/en' });
    // Already in a language, or a back-office path: kept as it is.
    expect(routeScan('https://aloha.example/zh-CN/team', undefined, 'en')).toMatchObject({ to: '/zh-CN/team' });
    expect(routeScan('https://aloha.example/manage/members?q=1', undefined, 'en')).toMatchObject({ to: '/manage/members?q=1' });
    expect(routeScan('https://aloha.example/login', undefined, 'en')).toMatchObject({ to: '/login' });
  });

  it('by default knows no JSON payload type: unsupported, and scanning goes on', () => {
    expect(routeScan('{"type":"event","id":3}', undefined)).toEqual({ next: 'unsupported' });
    expect(defaultScanAction({ kind: 'payload', payload: { id: 3 } })).toBeNull();
  });

  it('gives a readable scan to a custom handler, then closes; false from it means unsupported', () => {
    const seen: ReadableScan[] = [];
    const handler = vi.fn((r: ReadableScan) => {
      seen.push(r);
    });
    expect(routeScan('{"type":"room","id":"7"}', handler)).toEqual({ next: 'done' });
    expect(routeScan('https://aloha.example/@K7MQ4QX9', handler)).toEqual({ next: 'done' });
    expect(seen).toEqual([
      { kind: 'payload', payload: { type: 'room', id: 7 } },
      { kind: 'address', path: '/@K7MQ4QX9', memberProfile: true },
    ]);
    expect(routeScan('{"type":"room"}', () => false)).toEqual({ next: 'unsupported' });
    // Unreadable codes never reach the handler.
    expect(routeScan('[1,2]', handler)).toEqual({ next: 'unsupported' });
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('the camera', () => {
  const cam = (deviceId: string, label = '') => ({ deviceId, label });

  it('takes the last camera when more than two are listed, else the rear one by label, else leaves it to the browser', () => {
    expect(chooseCamera([cam('a', 'Front'), cam('b', 'Back wide'), cam('c', 'Back tele')])).toBe('c');
    expect(chooseCamera([cam('a', 'Back camera'), cam('b'), cam('c')])).toBe('c');
    expect(chooseCamera([cam('a', 'Front camera'), cam('b', 'Rear camera')])).toBe('b');
    expect(chooseCamera([cam('a', 'camera2 1, facing back'), cam('b', 'camera2 0, facing front')])).toBe('a');
    expect(chooseCamera([cam('a', '前置鏡頭'), cam('b', '後置鏡頭')])).toBe('b');
    expect(chooseCamera([cam('a', 'Integrated Webcam')])).toBeNull();
    expect(chooseCamera([cam('a'), cam('b')])).toBeNull();
    expect(chooseCamera([])).toBeNull();
    expect(chooseCamera([cam('a', 'x'), cam('b', 'y'), cam('', '')])).toBeNull();
  });

  it('shows the torch toggle only when the track reports a torch', () => {
    expect(supportsTorch({ torch: true })).toBe(true);
    expect(supportsTorch({ torch: false })).toBe(false);
    expect(supportsTorch({ width: { max: 1920 } })).toBe(false);
    expect(supportsTorch(undefined)).toBe(false);
  });

  it('names why the camera could not start; only an unknown failure is a fault to report', () => {
    const err = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraProblem(err('NotAllowedError'), true)).toBe('denied');
    expect(cameraProblem(err('SecurityError'), true)).toBe('denied');
    expect(cameraProblem(err('NotFoundError'), true)).toBe('noCamera');
    expect(cameraProblem(err('OverconstrainedError'), true)).toBe('noCamera');
    expect(cameraProblem(err('NotReadableError'), true)).toBe('failed');
    expect(cameraProblem('weird', true)).toBe('failed');
    expect(cameraProblem(err('NotAllowedError'), false)).toBe('insecure');
  });

  it('goes on scanning past "no QR found" (and a partly read code); any other error is a fault', () => {
    expect(isScanFault(new NotFoundException())).toBe(false);
    expect(isScanFault(new ChecksumException())).toBe(false);
    expect(isScanFault(new FormatException())).toBe(false);
    expect(isScanFault(new IllegalStateException('canvas'))).toBe(true);
    expect(isScanFault(new TypeError('drawImage'))).toBe(true);
    expect(isScanFault(null)).toBe(true);
  });
});
