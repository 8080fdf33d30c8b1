import { chromium } from '@playwright/test';
const [url, out, w = '1280', h = '900', scheme = 'light'] = process.argv.slice(2);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
const errs = [];
p.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errs.push(m.text());
});
p.on('pageerror', (e) => errs.push('PAGEERROR ' + e.message));
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(errs.join('\n'));
await b.close();
