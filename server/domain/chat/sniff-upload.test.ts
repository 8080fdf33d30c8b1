import { describe, expect, it } from 'vitest';
import { sniffUpload } from './sniff-upload';

const b = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffUpload decides by content, not by name', () => {
  it.each([
    ['photo.txt', b([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'IMAGE', 'image/jpeg', 'jpg'],
    ['a', b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'IMAGE', 'image/png', 'png'],
    ['a.gif', b('GIF89a....'), 'IMAGE', 'image/gif', 'gif'],
    ['a.webp', b('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'IMAGE', 'image/webp', 'webp'],
    ['a.wav', b('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'AUDIO', 'audio/wav', 'wav'],
    ['a.pdf', b('%PDF-1.7'), 'FILE', 'application/pdf', 'pdf'],
    ['clip', b([0, 0, 0, 0x18], 'ftypmp42'), 'VIDEO', 'video/mp4', 'mp4'],
    ['clip', b([0, 0, 0, 0x14], 'ftypqt  '), 'VIDEO', 'video/quicktime', 'mov'],
    ['voice', b([0, 0, 0, 0x1c], 'ftypM4A '), 'AUDIO', 'audio/mp4', 'm4a'],
    ['a.webm', b([0x1a, 0x45, 0xdf, 0xa3]), 'VIDEO', 'video/webm', 'webm'],
    ['a.ogg', b('OggS'), 'AUDIO', 'audio/ogg', 'ogg'],
    ['a.mp3', b('ID3', [3, 0]), 'AUDIO', 'audio/mpeg', 'mp3'],
    ['report.DOCX', b('PK', [3, 4]), 'FILE', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['old.xls', b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'FILE', 'application/vnd.ms-excel', 'xls'],
    ['notes.txt', b('Pain in the left knee\nsince Monday\t(3/10)'), 'FILE', 'text/plain', 'txt'],
    ['data.csv', Buffer.from('日期,時間\n2026-11-30,09:30\n'), 'FILE', 'text/csv', 'csv'],
  ])('%s → %s %s', (name, bytes, kind, mime, ext) => {
    expect(sniffUpload(bytes, name)).toEqual({ kind, mime, ext });
  });

  it.each([
    ['page.html', b('<!doctype html><script>alert(1)</script>')],
    ['pic.svg', b('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['archive.zip', b('PK', [3, 4])],
    ['tool.exe', b('MZ', [0x90, 0])],
    ['image.heic', b([0, 0, 0, 0x18], 'ftypheic')],
    ['binary.txt', b('abc', [0, 1, 2])],
    ['empty.txt', Buffer.alloc(0)],
  ])('refuses %s', (name, bytes) => {
    expect(sniffUpload(bytes, name)).toBeNull();
  });
});
