import { and, eq } from 'drizzle-orm';
import { addDays, fromClinic, hhmmOf, minutesOf, toClinicDate, weekday } from '../../../common/clinic-time';
import type { LocalizedText } from '../../../common/i18n-config';
import { promotionInput } from '../../../common/promotion.schema';
import { writePromotion } from '../../domain/promotion/manage-promotions';
import type { Db } from '../client';
import { member, userAccount } from '../schema/accounts';
import { booking, publicHoliday, room, servicePlan, servicePlanRoom, servicePlanStaff } from '../schema/booking';
import type { ServiceHours } from '../../../common/booking-setup-rules';
import { place, promotion, service, staff } from '../schema/content';
import { demoContent } from './demo-content';

const L = (zhHK: string, zhCN: string, en: string): LocalizedText => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });

/**
 * Hong Kong general holidays 2026–2027 (as gazetted; staff keep the list in the back office).
 * Inserted into any database, demo or not: every place is closed on them unless opened.
 */
export const HK_PUBLIC_HOLIDAYS: { date: number; name: LocalizedText }[] = [
  { date: 20260101, name: L('一月一日', '一月一日', "The first day of January") },
  { date: 20260217, name: L('農曆年初一', '农历年初一', 'Lunar New Year’s Day') },
  { date: 20260218, name: L('農曆年初二', '农历年初二', 'The second day of Lunar New Year') },
  { date: 20260219, name: L('農曆年初三', '农历年初三', 'The third day of Lunar New Year') },
  { date: 20260403, name: L('耶穌受難節', '耶稣受难节', 'Good Friday') },
  { date: 20260404, name: L('耶穌受難節翌日', '耶稣受难节翌日', 'The day following Good Friday') },
  { date: 20260406, name: L('清明節翌日', '清明节翌日', 'The day following Ching Ming Festival') },
  { date: 20260407, name: L('復活節星期一翌日', '复活节星期一翌日', 'The day following Easter Monday') },
  { date: 20260501, name: L('勞動節', '劳动节', 'Labour Day') },
  { date: 20260525, name: L('佛誕翌日', '佛诞翌日', 'The day following the Birthday of the Buddha') },
  { date: 20260619, name: L('端午節', '端午节', 'Tuen Ng Festival') },
  { date: 20260701, name: L('香港特別行政區成立紀念日', '香港特别行政区成立纪念日', 'Hong Kong Special Administrative Region Establishment Day') },
  { date: 20260926, name: L('中秋節翌日', '中秋节翌日', 'The day following the Chinese Mid-Autumn Festival') },
  { date: 20261001, name: L('國慶日', '国庆日', 'National Day') },
  { date: 20261019, name: L('重陽節翌日', '重阳节翌日', 'The day following Chung Yeung Festival') },
  { date: 20261225, name: L('聖誕節', '圣诞节', 'Christmas Day') },
  { date: 20261226, name: L('聖誕節後第一個周日', '圣诞节后第一个周日', 'The first weekday after Christmas Day') },
  { date: 20270101, name: L('一月一日', '一月一日', 'The first day of January') },
  { date: 20270206, name: L('農曆年初一', '农历年初一', 'Lunar New Year’s Day') },
  { date: 20270208, name: L('農曆年初三', '农历年初三', 'The third day of Lunar New Year') },
  { date: 20270209, name: L('農曆年初四', '农历年初四', 'The fourth day of Lunar New Year') },
  { date: 20270326, name: L('耶穌受難節', '耶稣受难节', 'Good Friday') },
  { date: 20270327, name: L('耶穌受難節翌日', '耶稣受难节翌日', 'The day following Good Friday') },
  { date: 20270329, name: L('復活節星期一', '复活节星期一', 'Easter Monday') },
  { date: 20270405, name: L('清明節', '清明节', 'Ching Ming Festival') },
  { date: 20270501, name: L('勞動節', '劳动节', 'Labour Day') },
  { date: 20270513, name: L('佛誕', '佛诞', 'The Birthday of the Buddha') },
  { date: 20270609, name: L('端午節', '端午节', 'Tuen Ng Festival') },
  { date: 20270701, name: L('香港特別行政區成立紀念日', '香港特别行政区成立纪念日', 'Hong Kong Special Administrative Region Establishment Day') },
  { date: 20270916, name: L('中秋節翌日', '中秋节翌日', 'The day following the Chinese Mid-Autumn Festival') },
  { date: 20271001, name: L('國慶日', '国庆日', 'National Day') },
  { date: 20271008, name: L('重陽節', '重阳节', 'Chung Yeung Festival') },
  { date: 20271225, name: L('聖誕節', '圣诞节', 'Christmas Day') },
  { date: 20271227, name: L('聖誕節後第一個周日', '圣诞节后第一个周日', 'The first weekday after Christmas Day') },
];

/** Adds the known public holidays (existing dates are left as staff edited them). */
export async function ensurePublicHolidays(db: Db): Promise<void> {
  await db.insert(publicHoliday).values(HK_PUBLIC_HOLIDAYS).onConflictDoNothing();
}

const CENTRAL_HOURS: ServiceHours = {
  mode: 'WEEKLY',
  weekly: {
    1: [{ start: 900, end: 1300 }, { start: 1400, end: 2000 }],
    2: [{ start: 900, end: 1300 }, { start: 1400, end: 2000 }],
    3: [{ start: 900, end: 1300 }, { start: 1400, end: 2000 }],
    4: [{ start: 900, end: 1300 }, { start: 1400, end: 2000 }],
    5: [{ start: 900, end: 1300 }, { start: 1400, end: 2000 }],
    6: [{ start: 900, end: 1800 }],
  },
};
const TST_HOURS: ServiceHours = { mode: 'DAILY', daily: [{ start: 1000, end: 2000 }] };

const ROOMS: { placeCode: string; code: string; name: LocalizedText; qty: number; sort: number }[] = [
  { placeCode: 'central', code: 'A', name: L('治療室 A', '治疗室 A', 'Treatment room A'), qty: 1, sort: 1 },
  { placeCode: 'central', code: 'B', name: L('治療室 B', '治疗室 B', 'Treatment room B'), qty: 1, sort: 2 },
  { placeCode: 'central', code: 'C', name: L('普拉提室', '普拉提室', 'Pilates studio'), qty: 3, sort: 3 },
  { placeCode: 'tst', code: '1', name: L('治療室 1', '治疗室 1', 'Treatment room 1'), qty: 1, sort: 1 },
  { placeCode: 'tst', code: '2', name: L('治療室 2', '治疗室 2', 'Treatment room 2'), qty: 1, sort: 2 },
  { placeCode: 'tst', code: 'P', name: L('普拉提室', '普拉提室', 'Pilates studio'), qty: 2, sort: 3 },
];

type PlanSeed = {
  key: string;
  kind: 'basic' | 'addon';
  name: LocalizedText;
  desc: LocalizedText;
  durationMin: number;
  priceCents: number;
  caseType: 'PHYSIO' | 'PILATES' | 'PREGNANT';
  serviceSlug: string;
  staff: string[];
  rooms: string[];
  /** Also sold as a package of sessions (docs/packages.md). */
  package?: { sessions: number; priceCents: number; validDays: number };
};
const THERAPY_ROOMS = ['A', 'B', '1', '2'];
/** The posture scan, booked alone or added to another session. */
const MOTI_SCAN = {
  durationMin: 30, priceCents: 38000, caseType: 'PHYSIO', serviceSlug: 'moti-ai-3d-posture-analyzer',
  staff: ['dr-chan-ka-ming', 'wong-wing-yan', 'lee-chun-hei', 'cheung-hoi-ying', 'ho-mei-ling'], rooms: [...THERAPY_ROOMS, 'C', 'P'],
} as const satisfies Partial<PlanSeed>;
const PLANS: PlanSeed[] = [
  {
    key: 'physio-first',
    kind: 'basic',
    name: L('物理治療首次評估', '物理治疗首次评估', 'Physiotherapy first assessment'),
    desc: L('詳細問診、評估及首次治療，附家居運動建議。', '详细问诊、评估及首次治疗，附家居运动建议。', 'A full history, assessment and first treatment, with exercises to do at home.'),
    durationMin: 60,
    priceCents: 88000,
    caseType: 'PHYSIO',
    serviceSlug: 'physiotherapy',
    staff: ['dr-chan-ka-ming', 'wong-wing-yan', 'lee-chun-hei', 'cheung-hoi-ying'],
    rooms: THERAPY_ROOMS,
  },
  {
    key: 'physio-follow-up',
    kind: 'basic',
    name: L('物理治療跟進', '物理治疗跟进', 'Physiotherapy follow-up'),
    desc: L('按治療計劃進行的跟進治療。', '按治疗计划进行的跟进治疗。', 'A follow-up session on your treatment plan.'),
    durationMin: 45,
    priceCents: 68000,
    caseType: 'PHYSIO',
    serviceSlug: 'physiotherapy',
    staff: ['dr-chan-ka-ming', 'wong-wing-yan', 'lee-chun-hei', 'cheung-hoi-ying'],
    rooms: THERAPY_ROOMS,
    // Ten follow-ups for the price of about nine, within a year.
    package: { sessions: 10, priceCents: 620000, validDays: 365 },
  },
  {
    key: 'relief',
    kind: 'basic',
    name: L('Aloha 舒緩治療', 'Aloha 舒缓治疗', 'Aloha relief treatment'),
    desc: L('針對肌肉繃緊及勞損的手法治療。', '针对肌肉绷紧及劳损的手法治疗。', 'Hands-on treatment for tight, overworked muscles.'),
    durationMin: 60,
    priceCents: 78000,
    caseType: 'PHYSIO',
    serviceSlug: 'aloha-relief',
    staff: ['wong-wing-yan', 'lee-chun-hei', 'cheung-hoi-ying'],
    rooms: THERAPY_ROOMS,
  },
  {
    key: 'pilates-private',
    kind: 'basic',
    name: L('普拉提私人課', '普拉提私人课', 'Private Pilates session'),
    desc: L('由物理治療師帶領的一對一器械普拉提。', '由物理治疗师带领的一对一器械普拉提。', 'One-to-one equipment Pilates led by a physiotherapist.'),
    durationMin: 55,
    priceCents: 75000,
    caseType: 'PILATES',
    serviceSlug: 'aloha-pilates',
    staff: ['ho-mei-ling', 'lee-chun-hei'],
    rooms: ['C', 'P'],
    package: { sessions: 10, priceCents: 680000, validDays: 365 },
  },
  {
    key: 'pregnancy',
    kind: 'basic',
    name: L('孕期痛症治療', '孕期痛症治疗', 'Pregnancy pain treatment'),
    desc: L('為孕婦及產後媽媽而設的安全治療。', '为孕妇及产后妈妈而设的安全治疗。', 'Safe treatment for expectant and new mothers.'),
    durationMin: 60,
    priceCents: 88000,
    caseType: 'PREGNANT',
    serviceSlug: 'pregnancy-pain-treatment',
    staff: ['cheung-hoi-ying', 'ho-mei-ling'],
    rooms: THERAPY_ROOMS,
  },
  {
    key: 'shockwave',
    kind: 'addon',
    name: L('衝擊波治療（附加）', '冲击波治疗（附加）', 'Shockwave therapy (add-on)'),
    desc: L('可加配於物理治療之後。', '可加配于物理治疗之后。', 'Can be added after a physiotherapy session.'),
    durationMin: 30,
    priceCents: 35000,
    caseType: 'PHYSIO',
    serviceSlug: 'physiotherapy',
    staff: ['dr-chan-ka-ming', 'wong-wing-yan'],
    rooms: THERAPY_ROOMS,
  },
  {
    key: 'relief-90',
    kind: 'basic',
    name: L('Aloha 舒緩治療（90 分鐘）', 'Aloha 舒缓治疗（90 分钟）', 'Aloha relief treatment (90 minutes)'),
    desc: L('全身肌肉放鬆及手法治療，時間更充裕。', '全身肌肉放松及手法治疗，时间更充裕。', 'Whole-body release and hands-on treatment, with time to spare.'),
    durationMin: 90,
    priceCents: 98000,
    caseType: 'PHYSIO',
    serviceSlug: 'aloha-relief',
    staff: ['wong-wing-yan', 'lee-chun-hei', 'cheung-hoi-ying'],
    rooms: THERAPY_ROOMS,
  },
  {
    key: 'insoles',
    kind: 'basic',
    name: L('矯形鞋墊評估及倒模', '矫形鞋垫评估及取模', 'Orthotic insole assessment and casting'),
    desc: L('步態及足部評估、3D 倒模，約兩星期後回來試穿調整（已包括）。', '步态及足部评估、3D 取模，约两周后回来试穿调整（已包括）。', 'Gait and foot assessment and a 3D cast; a fitting about two weeks later is included.'),
    durationMin: 60,
    priceCents: 240000,
    caseType: 'PHYSIO',
    serviceSlug: 'customized-orthopedic-insoles',
    staff: ['dr-chan-ka-ming', 'lee-chun-hei'],
    rooms: THERAPY_ROOMS,
  },
  {
    key: 'moti-scan',
    kind: 'basic',
    name: L('MOTI AI 3D 體態分析', 'MOTI AI 3D 体态分析', 'MOTI AI 3D posture analysis'),
    desc: L('AI 3D 掃描約 30 秒，由物理治療師講解報告及建議。', 'AI 3D 扫描约 30 秒，由物理治疗师讲解报告及建议。', 'A 30-second AI 3D scan, with the report and advice explained by a physiotherapist.'),
    ...MOTI_SCAN,
  },
  {
    key: 'moti-addon',
    kind: 'addon',
    name: L('MOTI AI 3D 體態分析（附加）', 'MOTI AI 3D 体态分析（附加）', 'MOTI AI 3D posture analysis (add-on)'),
    desc: L('加配於任何治療或普拉提，治療師即場講解報告。', '加配于任何治疗或普拉提，治疗师现场讲解报告。', 'Added to any treatment or Pilates session, with the report explained on the spot.'),
    ...MOTI_SCAN,
  },
  {
    key: 'taping',
    kind: 'addon',
    name: L('肌內效貼布（附加）', '肌内效贴布（附加）', 'Kinesiology taping (add-on)'),
    desc: L('治療後由物理治療師貼上，延長支撐及舒緩效果。', '治疗后由物理治疗师贴上，延长支撑及舒缓效果。', 'Applied by your physiotherapist after treatment to extend the support and relief.'),
    durationMin: 30,
    priceCents: 20000,
    caseType: 'PHYSIO',
    serviceSlug: 'physiotherapy',
    staff: ['dr-chan-ka-ming', 'wong-wing-yan', 'lee-chun-hei', 'cheung-hoi-ying'],
    rooms: THERAPY_ROOMS,
  },
];

/**
 * The demo clinic's booking set-up: service hours of both offices, rooms, therapists open for
 * online booking, service plans and two bookings of the demo member. Idempotent: skipped when
 * any room exists.
 */
export async function seedDemoBooking(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await tx.select({ id: room.id }).from(room).limit(1)).length > 0) return false;
    const places = await tx.select().from(place);
    const placeOf = (code: string) => places.find((p) => p.code === code);
    const central = placeOf('central');
    const tst = placeOf('tst');
    if (!central || !tst) return false;
    await tx.update(place).set({ serviceHours: CENTRAL_HOURS, minuteGrid: 'half', phone2: '+852 2388 1235' }).where(eq(place.id, central.id));
    await tx.update(place).set({ serviceHours: TST_HOURS, minuteGrid: 'quarter', phone2: '+852 2388 5679' }).where(eq(place.id, tst.id));

    const rooms = await tx
      .insert(room)
      .values(ROOMS.map(({ placeCode, ...r }) => ({ ...r, placeId: placeOf(placeCode)!.id })))
      .returning();
    const therapists = await tx.select().from(staff).where(eq(staff.isTherapist, true));
    for (const t of therapists) {
      // One therapist keeps a fixed room order to show both assignment modes.
      await tx.update(staff).set({ bookCfg: { isEnable: true, isRandom: t.slug !== 'lee-chun-hei' } }).where(eq(staff.id, t.id));
    }
    const services = await tx.select({ id: service.id, slug: service.slug }).from(service);
    let sort = 0;
    const plans: (typeof servicePlan.$inferSelect & { key: string })[] = [];
    for (const p of PLANS) {
      const [row] = await tx
        .insert(servicePlan)
        .values({
          kind: p.kind,
          name: p.name,
          desc: p.desc,
          durationMin: p.durationMin,
          priceCents: p.priceCents,
          caseType: p.caseType,
          serviceId: services.find((s) => s.slug === p.serviceSlug)?.id ?? null,
          sort: ++sort,
          packageSessions: p.package?.sessions ?? null,
          packagePriceCents: p.package?.priceCents ?? null,
          packageValidDays: p.package?.validDays ?? null,
        })
        .returning();
      plans.push({ ...row!, key: p.key });
      const staffIds = therapists.filter((t) => p.staff.includes(t.slug)).map((t) => t.id);
      if (staffIds.length) await tx.insert(servicePlanStaff).values(staffIds.map((staffId) => ({ planId: row!.id, staffId })));
      const roomIds = rooms.filter((r) => p.rooms.includes(r.code)).map((r) => r.id);
      if (roomIds.length) await tx.insert(servicePlanRoom).values(roomIds.map((roomId) => ({ planId: row!.id, roomId })));
    }
    // Each demo offer discounts the plans it names (demo-content.ts `planKeys`), through the editor's
    // own rules and writer (common/promotion.schema.ts, domain/promotion); once, into a clinic without offers.
    if (!(await tx.select({ id: promotion.id }).from(promotion).limit(1)).length) {
      for (const { planKeys, serviceSlug, showAt, hideAt, ...offer } of demoContent.promotions) {
        const planIds = plans.filter((p) => planKeys.includes(p.key)).map((p) => p.id);
        const serviceId = services.find((x) => x.slug === serviceSlug)?.id ?? null;
        await writePromotion(tx, null, promotionInput.parse({ ...offer, serviceId, planIds, showFrom: showAt ? toClinicDate(showAt) : null, hideFrom: hideAt ? toClinicDate(hideAt) : null }));
      }
    }

    // The demo member's history: a finished visit last week and an accepted one next week.
    const [demoMember] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(userAccount, eq(userAccount.id, member.id))
      .where(and(eq(userAccount.phone, '+85261234567')))
      .limit(1);
    const chan = therapists.find((t) => t.slug === 'dr-chan-ka-ming');
    const plan = plans.find((p) => p.key === 'physio-first')!;
    const roomA = rooms.find((r) => r.code === 'A')!;
    if (demoMember && chan) {
      const today = toClinicDate(now);
      const slots: { date: number; status: 'DONE' | 'ACCEPT' }[] = [];
      // Weekdays only (Central is closed on Sundays); 10:00–11:00.
      for (const [offset, status] of [[-6, 'DONE'], [8, 'ACCEPT']] as const) {
        let date = addDays(today, offset);
        while (weekday(date) === 0) date = addDays(date, 1);
        slots.push({ date, status });
      }
      for (const s of slots) {
        const start = 1000;
        const end = hhmmOf(minutesOf(start) + plan.durationMin);
        await tx.insert(booking).values({
          memberId: demoMember.id,
          planId: plan.id,
          placeId: central.id,
          therapistId: chan.id,
          preferredTherapistId: chan.id,
          roomId: roomA.id,
          date: s.date,
          start,
          end,
          durationMin: plan.durationMin,
          startsAt: fromClinic(s.date, start),
          endsAt: fromClinic(s.date, end),
          status: s.status,
          totalAmtCents: plan.priceCents,
          planPriceCents: plan.priceCents,
          actualAmtCents: s.status === 'DONE' ? plan.priceCents : null,
          source: 'STAFF',
          createdBy: demoMember.id,
        });
      }
    }
    return true;
  });
}
