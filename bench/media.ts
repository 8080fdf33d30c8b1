// npm run bench:media — processing one camera photo for the album library (issue 11): a 12-megapixel
// (4000 × 3000) JPEG with EXIF and GPS through the same processImage the upload route uses — checked
// by content, original re-encoded without metadata, WebP and AVIF copies at 480/960/1600 px.
// Reports wall time per photo (median of 5 after one warm-up) and the process's peak resident memory
// (sampled every 10 ms) as a ratio to the memory before the first photo. The last line is JSON.
import sharp from 'sharp';
import { processImage } from '../server/domain/media/process-image';

const photo = await sharp({
  create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
})
  .jpeg({ quality: 90 })
  .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 0/1' } })
  .toBuffer();

const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
await processImage(photo); // warm-up (libvips start-up)
const times: number[] = [];
let out = 0;
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  const img = await processImage(photo);
  times.push(performance.now() - t0);
  out = img.original.length + img.variants.reduce((s, v) => s + v.bytes.length, 0);
}
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
times.sort((a, b) => a - b);
const result = {
  inputMB: +(photo.length / 1e6).toFixed(1),
  megapixels: 12,
  medianMs: Math.round(times[2]!),
  maxMs: Math.round(times[4]!),
  outputMB: +(out / 1e6).toFixed(1),
  rssBeforeMB: Math.round(rssBefore / 1e6),
  peakRssMB: Math.round(peak / 1e6),
  peakOverBefore: +(peak / rssBefore).toFixed(2),
};
console.log(`12 MP photo: median ${result.medianMs} ms (max ${result.maxMs}), peak RSS ${result.peakRssMB} MB (${result.peakOverBefore}× the ${result.rssBeforeMB} MB before)`);
console.log(JSON.stringify(result));
