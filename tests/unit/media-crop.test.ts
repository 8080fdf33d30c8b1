import { describe, expect, it } from 'vitest';
import { cropBox } from '../../server/domain/media/media-library';
import { hasAspect } from '../../common/media.schema';
import { initialArea } from '../../app/features/cms/crop-area';

describe('the cropper starts on the largest 16:9 or 1:1 area around the focal point', () => {
  it.each([
    // width, height, focal, aspect → x, y, width, height (%)
    [1200, 900, { x: 0.5, y: 0.5 }, '16:9', { x: 0, y: 12.5, width: 100, height: 75 }],
    [1200, 900, { x: 0.5, y: 0 }, '16:9', { x: 0, y: 0, width: 100, height: 75 }],
    [1200, 900, { x: 0.5, y: 1 }, '16:9', { x: 0, y: 25, width: 100, height: 75 }],
    [1600, 900, { x: 0.9, y: 0.9 }, '16:9', { x: 0, y: 0, width: 100, height: 100 }],
    [2000, 1000, { x: 1, y: 0.5 }, '1:1', { x: 50, y: 0, width: 50, height: 100 }],
    [2000, 1000, { x: 0.3, y: 0.5 }, '1:1', { x: 5, y: 0, width: 50, height: 100 }],
  ] as const)('%i × %i, focal %o, %s', (w, h, focal, aspect, want) => {
    const got = initialArea(w, h, focal, aspect);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(got[k], k).toBeCloseTo(want[k], 6);
  });
});

describe('the server cuts exactly the aspect, inside the image', () => {
  it.each([
    // image, area (%) → box (px)
    [1200, 900, { x: 60, y: 10, width: 40, height: 50 }, '16:9', { left: 720, top: 90, width: 480, height: 270 }],
    // Too tall for the image: narrowed to the full height.
    [1600, 400, { x: 0, y: 0, width: 100, height: 100 }, '16:9', { left: 0, top: 0, width: 711, height: 400 }],
    // Pushed past the bottom edge: moved up to fit.
    [1000, 1000, { x: 0, y: 90, width: 50, height: 50 }, '1:1', { left: 0, top: 500, width: 500, height: 500 }],
  ] as const)('%i × %i, area %o, %s', (w, h, area, aspect, want) => {
    const box = cropBox(w, h, { aspect, area: { ...area } });
    expect(box).toEqual(want);
    expect(hasAspect(box.width, box.height, aspect)).toBe(true);
  });

  it('refuses an area under 16 px', () => {
    expect(() => cropBox(400, 300, { aspect: '16:9', area: { x: 0, y: 0, width: 2, height: 2 } })).toThrow();
  });
});

describe('16:9 within 1 %', () => {
  it.each([
    [1600, 900, true],
    [1280, 720, true],
    [1600, 909, true],
    [1600, 892, true],
    [1600, 890, false],
    [1600, 880, false],
    [1200, 630, false],
    [900, 1600, false],
    [0, 0, false],
  ])('%i × %i → %s', (w, h, ok) => expect(hasAspect(w, h, '16:9')).toBe(ok));
});
