import type { ChatUploadKind } from '../../../common/chat';

export interface Sniffed {
  kind: ChatUploadKind;
  mime: string;
  /** The extension the file is stored with (decides the Content-Type it is served with). */
  ext: string;
}

const OFFICE_ZIP: Record<string, Sniffed> = {
  docx: { kind: 'FILE', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  xlsx: { kind: 'FILE', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  pptx: { kind: 'FILE', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' },
};
const OFFICE_OLE: Record<string, Sniffed> = {
  doc: { kind: 'FILE', mime: 'application/msword', ext: 'doc' },
  xls: { kind: 'FILE', mime: 'application/vnd.ms-excel', ext: 'xls' },
  ppt: { kind: 'FILE', mime: 'application/vnd.ms-powerpoint', ext: 'ppt' },
};
const ISO_VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', '3gp4', '3gp5', '3g2a']);

const startsWith = (b: Buffer, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, at: number, len: number) => (b.length >= at + len ? b.toString('latin1', at, at + len) : '');

/** Valid UTF-8 text without NUL bytes or other control characters (tabs and line breaks allowed). */
function isPlainText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b);
  if (text.includes('\uFFFD')) return false;
   
  return !/[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/**
 * What an uploaded file is, decided by its first bytes (magic numbers), never by its name or the
 * browser's claim. The name's extension only tells apart formats that share a container (Office
 * files inside ZIP or OLE, CSV vs plain text). Anything else (HTML, SVG, scripts, archives,
 * executables) is refused: null.
 */
export function sniffUpload(b: Buffer, name: string): Sniffed | null {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { kind: 'IMAGE', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'IMAGE', mime: 'image/png', ext: 'png' };
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return { kind: 'IMAGE', mime: 'image/gif', ext: 'gif' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return { kind: 'IMAGE', mime: 'image/webp', ext: 'webp' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WAVE') return { kind: 'AUDIO', mime: 'audio/wav', ext: 'wav' };
  if (ascii(b, 0, 5) === '%PDF-') return { kind: 'FILE', mime: 'application/pdf', ext: 'pdf' };
  if (ascii(b, 4, 4) === 'ftyp') {
    const brand = ascii(b, 8, 4);
    if (brand === 'M4A ' || brand === 'M4B ') return { kind: 'AUDIO', mime: 'audio/mp4', ext: 'm4a' };
    if (brand === 'qt  ') return { kind: 'VIDEO', mime: 'video/quicktime', ext: 'mov' };
    if (ISO_VIDEO_BRANDS.has(brand)) return { kind: 'VIDEO', mime: 'video/mp4', ext: 'mp4' };
    return null;
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'VIDEO', mime: 'video/webm', ext: 'webm' };
  if (ascii(b, 0, 4) === 'OggS') return { kind: 'AUDIO', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(b, 0, 3) === 'ID3' || (b.length > 1 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0)) return { kind: 'AUDIO', mime: 'audio/mpeg', ext: 'mp3' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return OFFICE_ZIP[ext] ?? null;
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OFFICE_OLE[ext] ?? null;
  if ((ext === 'txt' || ext === 'csv') && b.length > 0 && isPlainText(b)) {
    return ext === 'csv' ? { kind: 'FILE', mime: 'text/csv', ext: 'csv' } : { kind: 'FILE', mime: 'text/plain', ext: 'txt' };
  }
  return null;
}
