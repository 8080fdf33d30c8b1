// Booking through the API for end-to-end tests whose subject is what follows a booking (the flow's
// own screens are covered in site/booking.spec.ts).
import { expect, type Page } from '@playwright/test';
import { addDays, toClinicDate } from '../../common/clinic-time';

/** The anti-forgery token of the page's context (fetched once from the site when missing). */
export async function xsrf(page: Page): Promise<string> {
  if (!(await page.context().cookies()).some((c) => c.name === 'xsrf-token')) await page.request.get('/');
  return (await page.context().cookies()).find((c) => c.name === 'xsrf-token')!.value;
}

/** Books the demo plan at Central for the signed-in member through the API (the flow's screens are covered in booking.spec.ts). */
export async function bookPhysio(page: Page, extra: Record<string, unknown> = {}, skipDays = 0) {
  await xsrf(page);
  const options = (await (await page.request.get('/api/booking/options?lng=en')).json()) as { plans: { id: number; name: string }[]; places: { id: number; code: string }[] };
  const plan = options.plans.find((p) => p.name === 'Physiotherapy first assessment')!;
  const place = options.places.find((p) => p.code === 'central')!;
  const today = toClinicDate(new Date());
  const avail = await page.request.get(`/api/booking/availability?planId=${plan.id}&placeId=${place.id}&from=${addDays(today, 3 + skipDays)}&to=${addDays(today, 30)}`);
  const slot = ((await avail.json()) as { dates: { date: number; times: number[] }[] }).dates.find((d) => d.times.length > 2)!;
  const start = slot.times[Math.floor(slot.times.length / 2)]!;
  const res = await page.request.post('/api/booking', {
    headers: { 'x-xsrf-token': await xsrf(page), 'Idempotency-Key': crypto.randomUUID() },
    data: { planId: plan.id, placeId: place.id, therapistId: null, date: slot.date, start, ...extra },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { booking } = (await res.json()) as { booking: { id: number; date: number; start: number } };
  return booking;
}


/** The demo physiotherapy plan, a place (by code) and the first therapist able to give it there, as the booking options name them in English. */
export async function physioChoices(page: Page, placeCode: 'central' | 'tst') {
  const options = (await (await page.request.get('/api/booking/options?lng=en')).json()) as {
    plans: { id: number; name: string; therapistIds: number[] }[];
    places: { id: number; code: string; name: string }[];
    therapists: { id: number; name: string; placeId: number | null }[];
  };
  const plan = options.plans.find((p) => p.name === 'Physiotherapy first assessment')!;
  const place = options.places.find((p) => p.code === placeCode)!;
  const therapist = options.therapists.find((x) => plan.therapistIds.includes(x.id) && (x.placeId === null || x.placeId === place.id))!;
  return { plan, place, therapist };
}
