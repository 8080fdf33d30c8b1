import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../common/i18n-config';
import type { Db } from '../client';
import { area, bodyPart, industry, memberTag, symptom, treatmentMethod } from '../schema/types';

const L = (zhHK: string, zhCN: string, en: string): LocalizedText => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });

type Row = { key: string; name: LocalizedText };
/** Rows in list order: sort = 10, 20, 30 … so staff can slot new ones in between. */
const ordered = <T extends Row>(rows: T[]) => rows.map((r, i) => ({ ...r, sort: (i + 1) * 10 }));

/** The 18 districts of Hong Kong. */
const AREAS: Row[] = [
  { key: 'central-and-western', name: L('中西區', '中西区', 'Central and Western') },
  { key: 'wan-chai', name: L('灣仔區', '湾仔区', 'Wan Chai') },
  { key: 'eastern', name: L('東區', '东区', 'Eastern') },
  { key: 'southern', name: L('南區', '南区', 'Southern') },
  { key: 'yau-tsim-mong', name: L('油尖旺區', '油尖旺区', 'Yau Tsim Mong') },
  { key: 'sham-shui-po', name: L('深水埗區', '深水埗区', 'Sham Shui Po') },
  { key: 'kowloon-city', name: L('九龍城區', '九龙城区', 'Kowloon City') },
  { key: 'wong-tai-sin', name: L('黃大仙區', '黄大仙区', 'Wong Tai Sin') },
  { key: 'kwun-tong', name: L('觀塘區', '观塘区', 'Kwun Tong') },
  { key: 'kwai-tsing', name: L('葵青區', '葵青区', 'Kwai Tsing') },
  { key: 'tsuen-wan', name: L('荃灣區', '荃湾区', 'Tsuen Wan') },
  { key: 'tuen-mun', name: L('屯門區', '屯门区', 'Tuen Mun') },
  { key: 'yuen-long', name: L('元朗區', '元朗区', 'Yuen Long') },
  { key: 'north', name: L('北區', '北区', 'North') },
  { key: 'tai-po', name: L('大埔區', '大埔区', 'Tai Po') },
  { key: 'sha-tin', name: L('沙田區', '沙田区', 'Sha Tin') },
  { key: 'sai-kung', name: L('西貢區', '西贡区', 'Sai Kung') },
  { key: 'islands', name: L('離島區', '离岛区', 'Islands') },
];

const INDUSTRIES: Row[] = [
  { key: 'finance-banking', name: L('金融及銀行', '金融及银行', 'Finance and banking') },
  { key: 'information-technology', name: L('資訊科技', '信息技术', 'Information technology') },
  { key: 'professional-services', name: L('專業服務（法律、會計）', '专业服务（法律、会计）', 'Professional services (legal, accounting)') },
  { key: 'healthcare', name: L('醫療及護理', '医疗及护理', 'Healthcare and nursing') },
  { key: 'education', name: L('教育', '教育', 'Education') },
  { key: 'retail', name: L('零售', '零售', 'Retail') },
  { key: 'hospitality-catering', name: L('酒店及飲食', '酒店及餐饮', 'Hospitality and catering') },
  { key: 'construction-engineering', name: L('建造及工程', '建筑及工程', 'Construction and engineering') },
  { key: 'logistics-transport', name: L('物流及運輸', '物流及运输', 'Logistics and transport') },
  { key: 'creative-media', name: L('創意及媒體', '创意及传媒', 'Creative industries and media') },
  { key: 'public-sector', name: L('政府及公營機構', '政府及公共机构', 'Government and public sector') },
  { key: 'sports-fitness', name: L('運動及健身', '运动及健身', 'Sports and fitness') },
  { key: 'student', name: L('學生', '学生', 'Student') },
  { key: 'homemaker', name: L('家庭主婦／主夫', '全职主妇／主夫', 'Homemaker') },
  { key: 'retired', name: L('退休人士', '退休人士', 'Retired') },
];

const BODY_PARTS: Row[] = [
  { key: 'head-jaw', name: L('頭部及下顎', '头部及下颌', 'Head and jaw') },
  { key: 'neck', name: L('頸部', '颈部', 'Neck') },
  { key: 'shoulder', name: L('肩膊', '肩部', 'Shoulder') },
  { key: 'upper-back', name: L('上背', '上背部', 'Upper back') },
  { key: 'lower-back', name: L('腰背', '腰背部', 'Lower back') },
  { key: 'abdomen-pelvis', name: L('腹部及盆骨', '腹部及骨盆', 'Abdomen and pelvis') },
  { key: 'elbow', name: L('手肘', '肘部', 'Elbow') },
  { key: 'wrist-hand', name: L('手腕及手部', '手腕及手部', 'Wrist and hand') },
  { key: 'hip', name: L('髖關節', '髋关节', 'Hip') },
  { key: 'knee', name: L('膝蓋', '膝盖', 'Knee') },
  { key: 'ankle-foot', name: L('足踝及腳掌', '脚踝及足部', 'Ankle and foot') },
];

/** Symptoms with the key of their body part. */
const SYMPTOMS: (Row & { part: string })[] = [
  { key: 'tension-headache', part: 'head-jaw', name: L('緊張性頭痛', '紧张性头痛', 'Tension headache') },
  { key: 'jaw-pain', part: 'head-jaw', name: L('顳顎關節痛', '颞下颌关节痛', 'Jaw (TMJ) pain') },
  { key: 'neck-pain', part: 'neck', name: L('頸痛', '颈痛', 'Neck pain') },
  { key: 'stiff-neck', part: 'neck', name: L('落枕（瞓捩頸）', '落枕', 'Stiff neck') },
  { key: 'frozen-shoulder', part: 'shoulder', name: L('肩周炎（五十肩）', '肩周炎（五十肩）', 'Frozen shoulder') },
  { key: 'rotator-cuff-injury', part: 'shoulder', name: L('旋轉肌腱撕裂', '肩袖损伤', 'Rotator cuff injury') },
  { key: 'rounded-shoulders', part: 'upper-back', name: L('寒背及圓肩', '驼背及圆肩', 'Rounded shoulders and hunched back') },
  { key: 'lower-back-pain', part: 'lower-back', name: L('腰背痛', '腰背痛', 'Lower back pain') },
  { key: 'slipped-disc', part: 'lower-back', name: L('椎間盤突出', '椎间盘突出', 'Slipped disc') },
  { key: 'sciatica', part: 'lower-back', name: L('坐骨神經痛', '坐骨神经痛', 'Sciatica') },
  { key: 'pregnancy-back-pain', part: 'lower-back', name: L('孕期腰背痛', '孕期腰背痛', 'Back pain in pregnancy') },
  { key: 'diastasis-recti', part: 'abdomen-pelvis', name: L('腹直肌分離', '腹直肌分离', 'Diastasis recti') },
  { key: 'pelvic-girdle-pain', part: 'abdomen-pelvis', name: L('盆骨痛', '骨盆带疼痛', 'Pelvic girdle pain') },
  { key: 'tennis-elbow', part: 'elbow', name: L('網球肘', '网球肘', 'Tennis elbow') },
  { key: 'golfers-elbow', part: 'elbow', name: L('高爾夫球肘', '高尔夫球肘', "Golfer's elbow") },
  { key: 'carpal-tunnel-syndrome', part: 'wrist-hand', name: L('腕管綜合症', '腕管综合征', 'Carpal tunnel syndrome') },
  { key: 'trigger-finger', part: 'wrist-hand', name: L('手指筋膜炎（彈弓手）', '扳机指', 'Trigger finger') },
  { key: 'de-quervain', part: 'wrist-hand', name: L('媽媽手', '妈妈手（桡骨茎突狭窄性腱鞘炎）', "De Quervain's tenosynovitis (mummy's wrist)") },
  { key: 'hip-pain', part: 'hip', name: L('髖關節痛', '髋关节痛', 'Hip pain') },
  { key: 'knee-osteoarthritis', part: 'knee', name: L('膝關節退化', '膝骨关节炎', 'Knee osteoarthritis') },
  { key: 'runners-knee', part: 'knee', name: L('跑步膝', '跑步膝', "Runner's knee") },
  { key: 'ankle-sprain', part: 'ankle-foot', name: L('足踝扭傷', '脚踝扭伤', 'Ankle sprain') },
  { key: 'plantar-fasciitis', part: 'ankle-foot', name: L('足底筋膜炎', '足底筋膜炎', 'Plantar fasciitis') },
  { key: 'flat-feet', part: 'ankle-foot', name: L('扁平足', '扁平足', 'Flat feet') },
];

const MEMBER_TAGS: Row[] = [
  { key: 'vip', name: L('VIP 貴賓', 'VIP 贵宾', 'VIP') },
  { key: 'new-client', name: L('新客戶', '新客户', 'New client') },
  { key: 'pregnant', name: L('孕婦', '孕妇', 'Pregnant') },
  { key: 'postnatal', name: L('產後', '产后', 'Postnatal') },
  { key: 'post-surgery', name: L('術後復康', '术后康复', 'Post-surgery rehab') },
  { key: 'sports-injury', name: L('運動創傷', '运动损伤', 'Sports injury') },
  { key: 'senior', name: L('長者', '长者', 'Senior') },
  { key: 'corporate', name: L('企業客戶', '企业客户', 'Corporate client') },
  { key: 'insurance-claim', name: L('保險索償', '保险理赔', 'Insurance claim') },
  { key: 'referred', name: L('轉介客戶', '转介客户', 'Referred client') },
  { key: 'home-visit', name: L('上門治療', '上门治疗', 'Home visits') },
];

const TREATMENT_METHODS: Row[] = [
  { key: 'manual-therapy', name: L('手法治療', '手法治疗', 'Manual therapy') },
  { key: 'exercise-therapy', name: L('運動治療', '运动治疗', 'Exercise therapy') },
  { key: 'clinical-pilates', name: L('臨床普拉提', '临床普拉提', 'Clinical Pilates') },
  { key: 'shockwave-therapy', name: L('衝擊波治療', '冲击波治疗', 'Shockwave therapy') },
  { key: 'therapeutic-ultrasound', name: L('超聲波治療', '超声波治疗', 'Therapeutic ultrasound') },
  { key: 'interferential-therapy', name: L('干擾波治療', '干扰电治疗', 'Interferential therapy') },
  { key: 'tens', name: L('經皮神經電刺激（TENS）', '经皮神经电刺激（TENS）', 'TENS') },
  { key: 'dry-needling', name: L('乾針治療', '干针治疗', 'Dry needling') },
  { key: 'kinesiology-taping', name: L('肌內效貼布', '肌内效贴布', 'Kinesiology taping') },
  { key: 'spinal-traction', name: L('脊椎牽引', '脊柱牵引', 'Spinal traction') },
  { key: 'heat-cold-therapy', name: L('冷熱敷治療', '冷热敷治疗', 'Heat and cold therapy') },
  { key: 'custom-insoles', name: L('度身訂造矯形鞋墊', '定制矫形鞋垫', 'Custom orthotic insoles') },
  { key: 'posture-analysis', name: L('AI 3D 體態分析', 'AI 3D 体态分析', 'AI 3D posture analysis') },
];

/**
 * Demo rows for the type lists that have no content of their own yet: Hong Kong's districts,
 * industries, body parts with their symptoms, member tags and treatment methods. Idempotent: only
 * an empty list is filled, so what staff edit or delete stays that way across restarts (and two
 * processes starting together do not collide: onConflictDoNothing).
 */
export async function seedTypes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const isEmpty = async (table: PgTable) => (await tx.select({ n: count() }).from(table))[0]!.n === 0;
    if (await isEmpty(area)) await tx.insert(area).values(ordered(AREAS)).onConflictDoNothing();
    if (await isEmpty(industry)) await tx.insert(industry).values(ordered(INDUSTRIES)).onConflictDoNothing();
    if (await isEmpty(bodyPart)) await tx.insert(bodyPart).values(ordered(BODY_PARTS)).onConflictDoNothing();
    if (await isEmpty(memberTag)) await tx.insert(memberTag).values(ordered(MEMBER_TAGS)).onConflictDoNothing();
    if (await isEmpty(treatmentMethod)) await tx.insert(treatmentMethod).values(ordered(TREATMENT_METHODS)).onConflictDoNothing();
    if (!(await isEmpty(symptom))) return;
    const parts = await tx
      .select({ id: bodyPart.id, key: bodyPart.key })
      .from(bodyPart)
      .where(inArray(bodyPart.key, [...new Set(SYMPTOMS.map((s) => s.part))]));
    await tx
      .insert(symptom)
      .values(ordered(SYMPTOMS).map(({ part, ...s }) => ({ ...s, bodyPartId: parts.find((p) => p.key === part)?.id ?? null })))
      .onConflictDoNothing();
  });
}
