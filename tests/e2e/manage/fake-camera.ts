// Chromium's fake camera for the QR scanner tests: a Y4M video, written at test time, of a QR code
// holding some text, played in a loop by a browser launched with the fake-capture flags.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, test, type Browser } from '@playwright/test';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;
/** Modules of white around the code (the standard's quiet zone). */
const QUIET = 4;
/** Luma of the two colours (studio range, as the camera would give). */
const DARK = 16;
const LIGHT = 235;

/**
 * Writes a Y4M video (4:2:0, grey: chroma at 128) of the QR code of `text`, centred on white, and
 * gives its path. Built from the module matrix of `qrcode`, so nothing but the scanner reads it.
 */
export function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / (modules.size + QUIET * 2));
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (!modules.get(r, c)) continue;
      for (let y = 0; y < scale; y++) luma.fill(DARK, (top + r * scale + y) * WIDTH + left + c * scale, (top + r * scale + y) * WIDTH + left + (c + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aloha-qr-')), 'camera.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/**
 * Chromium as the project launches it, with a fake camera: playing `video` (else Chromium's own test
 * pattern), and with camera access granted without a prompt unless `deny` (then it is refused).
 */
export function launchWithCamera(opts: { video?: string; deny?: boolean } = {}): Promise<Browser> {
  const base = test.info().project.use.launchOptions ?? {};
  const args = [
    ...(base.args ?? []),
    '--use-fake-device-for-media-stream',
    ...(opts.video ? [`--use-file-for-fake-video-capture=${opts.video}`] : []),
    ...(opts.deny ? ['--deny-permission-prompts'] : ['--use-fake-ui-for-media-stream']),
  ];
  // The full browser: the headless shell the other tests may use has no permission prompt to deny.
  return chromium.launch({ ...base, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}
