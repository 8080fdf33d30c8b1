import { demoBlogPosts } from './demo-blog';
import type { DemoContent } from './demo-content.types';

/**
 * Demo content of the Aloha Physiotherapy Centre: a fictional Hong Kong clinic
 * with offices in Central and Tsim Sha Tsui. Phone numbers, addresses and people
 * are invented. Every shown text is given in zh-HK, zh-CN and en.
 */

/** Joins body paragraphs with the blank line the `content` columns expect. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const demoContent: DemoContent = {
  // ---------------------------------------------------------------------------
  // Site settings
  // ---------------------------------------------------------------------------
  site: {
    name: {
      'zh-HK': 'Aloha 物理治療中心',
      'zh-CN': 'Aloha 物理治疗中心',
      en: 'Aloha Physiotherapy Centre',
    },
    description: {
      'zh-HK':
        'Aloha 物理治療中心位於中環及尖沙咀，由香港註冊物理治療師提供痛症治療、普拉提、孕婦痛症治療、度身訂造矯形鞋墊、AI 3D 體態分析及上門物理治療，助你重拾無痛生活。',
      'zh-CN':
        'Aloha 物理治疗中心位于香港中环及尖沙咀，由香港注册物理治疗师提供疼痛治疗、普拉提、孕期疼痛治疗、定制矫形鞋垫、AI 3D 体态分析及上门物理治疗服务，助您重拾无痛生活。',
      en: 'Aloha Physiotherapy Centre in Central and Tsim Sha Tsui, Hong Kong. Registered physiotherapists offering pain treatment, clinical Pilates, pregnancy pain care, custom orthotic insoles, AI 3D posture analysis and home visits.',
    },
    keywords: {
      'zh-HK':
        '物理治療,中環物理治療,尖沙咀物理治療,痛症治療,肩頸痛,腰背痛,普拉提,孕婦痛症,產後修復,矯形鞋墊,體態分析,上門物理治療,Aloha',
      'zh-CN':
        '物理治疗,香港物理治疗,中环物理治疗,尖沙咀物理治疗,疼痛治疗,颈肩痛,腰背痛,普拉提,孕期疼痛,产后修复,矫形鞋垫,体态分析,上门理疗,Aloha',
      en: 'physiotherapy Hong Kong,physiotherapist Central,physiotherapy Tsim Sha Tsui,back pain,neck pain,sports injury,clinical Pilates,pregnancy pain,postnatal recovery,orthotic insoles,posture analysis,home physiotherapy,Aloha',
    },
    shareImage: '/images/share.png',
    phone: '+852 2388 1234',
    phone2: '+852 2388 5678',
    whatsapp: '85261234567',
    payFpsId: '1234567',
    payPaymeLink: 'https://payme.hsbc/aloha',
    payBankAccount: 'HSBC 123-456789-001 (Aloha Physio Limited)',
    email: 'info@aloha-physio.hk',
    instagramUrl: 'https://www.instagram.com/aloha.physio.hk',
    facebookUrl: 'https://www.facebook.com/aloha.physio.hk',
  },

  // ---------------------------------------------------------------------------
  // Offices
  // ---------------------------------------------------------------------------
  places: [
    {
      code: 'central',
      name: {
        'zh-HK': '中環中心',
        'zh-CN': '中环中心',
        en: 'Central Clinic',
      },
      address: {
        'zh-HK': '香港中環皇后大道中 128 號恒嘉商業大廈 12 樓 1203 室',
        'zh-CN': '香港中环皇后大道中 128 号恒嘉商业大厦 12 楼 1203 室',
        en: "Room 1203, 12/F, Hang Ka Commercial Building, 128 Queen's Road Central, Central, Hong Kong",
      },
      addressDesc: {
        'zh-HK': '港鐵中環站 D2 出口步行約 5 分鐘，上環站 E2 出口步行約 6 分鐘。',
        'zh-CN': '港铁中环站 D2 出口步行约 5 分钟，上环站 E2 出口步行约 6 分钟。',
        en: 'About a 5-minute walk from MTR Central Station Exit D2, or 6 minutes from Sheung Wan Station Exit E2.',
      },
      phone: '+852 2388 1234',
      mapUrl: '',
      sort: 1,
      isShow: true,
    },
    {
      code: 'tst',
      name: {
        'zh-HK': '尖沙咀中心',
        'zh-CN': '尖沙咀中心',
        en: 'Tsim Sha Tsui Clinic',
      },
      address: {
        'zh-HK': '九龍尖沙咀漢口道 28 號九龍太平洋大廈 17 樓 1706 室',
        'zh-CN': '九龙尖沙咀汉口道 28 号九龙太平洋大厦 17 楼 1706 室',
        en: 'Room 1706, 17/F, Kowloon Pacific Tower, 28 Hankow Road, Tsim Sha Tsui, Kowloon',
      },
      addressDesc: {
        'zh-HK': '港鐵尖沙咀站 A1 出口步行約 4 分鐘。',
        'zh-CN': '港铁尖沙咀站 A1 出口步行约 4 分钟。',
        en: 'A 4-minute walk from MTR Tsim Sha Tsui Station Exit A1.',
      },
      phone: '+852 2388 5678',
      mapUrl: '',
      sort: 2,
      isShow: true,
    },
  ],

  // ---------------------------------------------------------------------------
  // Services (the 8 service pages)
  // ---------------------------------------------------------------------------
  services: [
    {
      slug: 'physiotherapy',
      caseType: 'PHYSIO',
      name: {
        'zh-HK': '物理治療',
        'zh-CN': '物理治疗',
        en: 'Physiotherapy',
      },
      summary: {
        'zh-HK':
          '由香港註冊物理治療師為你找出痛症根源，結合手法治療、儀器治療及運動治療，針對肩頸痛、腰背痛、關節及運動創傷。',
        'zh-CN':
          '由香港注册物理治疗师为您找出疼痛根源，结合手法治疗、仪器治疗及运动治疗，针对颈肩痛、腰背痛、关节及运动损伤。',
        en: 'Registered physiotherapists find the cause of your pain and treat it with manual therapy, electrotherapy and targeted exercise, for neck, back, joint and sports injuries.',
      },
      content: {
        'zh-HK': paragraphs(
          '無論是長時間對著電腦引致的肩頸痛、久坐引起的腰背痛、五十肩、網球肘、膝關節退化，還是扭傷、運動創傷及手術後復康，我們的物理治療師都會按你的情況度身制定治療計劃，目標不只是暫時止痛，而是減少復發。',
          '首次診症時，物理治療師會詳細了解你的病歷、工作及運動習慣，再進行姿勢、關節活動幅度、肌力及神經測試，向你清楚解釋問題所在及預計的康復進度。治療會按需要結合關節鬆動術、軟組織放鬆、衝擊波、干擾波或超聲波等儀器治療，以及針對性的強化及伸展運動。',
          '首次評估連治療約 60 分鐘，覆診每節約 45 分鐘。大部分痛症在 4 至 8 節治療內會有明顯改善，治療師會在每節記錄進度並調整家居運動。',
          '應診時請穿著寬鬆舒適的衣物，方便活動受影響的部位；如有醫生轉介信、X 光或磁力共振報告，請一併帶備。我們會發出列明診斷及註冊編號的收據，方便你向保險公司索償。'
        ),
        'zh-CN': paragraphs(
          '无论是长时间使用电脑引起的颈肩痛、久坐导致的腰背痛、肩周炎、网球肘、膝关节退变，还是扭伤、运动损伤及术后康复，我们的物理治疗师都会根据您的情况量身制定治疗方案，目标不只是暂时止痛，更是减少复发。',
          '首次就诊时，物理治疗师会详细了解您的病史、工作及运动习惯，再进行姿势、关节活动度、肌力及神经检查，向您清楚解释问题所在及预计的康复进度。治疗会按需要结合关节松动术、软组织放松、冲击波、干扰电或超声波等仪器治疗，以及针对性的力量与拉伸训练。',
          '首次评估连治疗约 60 分钟，复诊每次约 45 分钟。大部分疼痛问题在 4 至 8 次治疗内会有明显改善，治疗师会在每次治疗时记录进度并调整居家训练。',
          '就诊时请穿着宽松舒适的衣物，方便活动受影响的部位；如有医生转诊信、X 光或磁共振报告，请一并携带。我们会开具注明诊断及注册编号的收据，方便您向保险公司申请理赔。'
        ),
        en: paragraphs(
          'Whether it is neck and shoulder pain from long hours at a screen, low back pain from sitting, a frozen shoulder, tennis elbow, knee osteoarthritis, a sprain, a sports injury or rehabilitation after surgery, our physiotherapists build a plan around you. The aim is not only to ease the pain today but to stop it from coming back.',
          'At your first visit the physiotherapist takes a full history, asks about your work and training, and assesses your posture, range of movement, strength and nerve function. You will get a clear explanation of what is going on and how long recovery is likely to take. Treatment combines joint mobilisation, soft tissue release, electrotherapy such as shockwave, interferential or ultrasound where appropriate, and targeted strengthening and stretching.',
          'The initial assessment and treatment takes about 60 minutes; follow-up sessions take about 45 minutes. Most conditions improve noticeably within 4 to 8 sessions, and your therapist records your progress and updates your home exercises at every visit.',
          "Please wear loose, comfortable clothing so the painful area can be examined and moved. Bring any doctor's referral letter, X-ray or MRI reports you have. Our receipts show the diagnosis and the therapist's registration number for insurance claims."
        ),
      },
      highlights: [
        {
          'zh-HK': '香港註冊物理治療師一對一診治',
          'zh-CN': '香港注册物理治疗师一对一诊治',
          en: 'One-to-one care by Hong Kong registered physiotherapists',
        },
        {
          'zh-HK': '首次評估連治療約 60 分鐘',
          'zh-CN': '首次评估连治疗约 60 分钟',
          en: 'Initial assessment and treatment of about 60 minutes',
        },
        {
          'zh-HK': '手法、儀器及運動治療三管齊下',
          'zh-CN': '手法、仪器及运动治疗三管齐下',
          en: 'Manual therapy, electrotherapy and exercise combined',
        },
        {
          'zh-HK': '收據可用於保險索償',
          'zh-CN': '收据可用于保险理赔',
          en: 'Receipts accepted for insurance claims',
        },
      ],
      icon: 'spine',
      image: '/images/services/physiotherapy.svg',
      sort: 1,
      isShow: true,
    },
    {
      slug: 'aloha-relief',
      caseType: 'PHYSIO',
      name: {
        'zh-HK': 'Aloha 舒緩治療',
        'zh-CN': 'Aloha 舒缓治疗',
        en: 'Aloha Relief Therapy',
      },
      summary: {
        'zh-HK': '由物理治療師以專業軟組織手法放鬆繃緊肌肉，舒緩長期肩頸僵硬、腰背疲勞及運動後酸痛。',
        'zh-CN': '由物理治疗师以专业软组织手法放松紧张肌肉，缓解长期颈肩僵硬、腰背疲劳及运动后酸痛。',
        en: 'Hands-on soft tissue work by a physiotherapist to release tight muscles, easing chronic neck and shoulder stiffness, back fatigue and post-exercise soreness.',
      },
      content: {
        'zh-HK': paragraphs(
          'Aloha 舒緩治療適合沒有明確創傷、但經常感到肩頸僵硬、腰背疲勞、頭痛或睡得不好的上班族，以及想在比賽或密集訓練後加快恢復的運動愛好者。與一般按摩不同，治療由物理治療師主理，會先了解你的身體狀況，確保手法安全有效。',
          '每節開始時，治療師會簡單檢查你的姿勢及活動幅度，找出最繃緊的肌肉群，然後運用觸發點治療、肌筋膜放鬆、器械輔助軟組織鬆解（IASTM）及被動伸展等手法，配合熱敷，讓肌肉真正放鬆下來。',
          '治療分 60 分鐘及 90 分鐘兩種，90 分鐘適合想全身放鬆或同時處理多個部位的客人。完結前治療師會教你兩至三個簡單的伸展動作，讓你在辦公室或家中自行保持效果。',
          '請穿著寬鬆衣物前來，治療前一小時避免進食過飽。如治療期間發現有需要進一步評估的問題，治療師會建議你轉為物理治療療程。'
        ),
        'zh-CN': paragraphs(
          'Aloha 舒缓治疗适合没有明确外伤、但经常感到颈肩僵硬、腰背疲劳、头痛或睡眠不好的上班族，以及希望在比赛或高强度训练后加快恢复的运动爱好者。与普通按摩不同，治疗由物理治疗师主理，会先了解您的身体状况，确保手法安全有效。',
          '每次开始时，治疗师会简单检查您的姿势及活动度，找出最紧张的肌群，然后运用触发点治疗、肌筋膜放松、器械辅助软组织松解（IASTM）及被动拉伸等手法，配合热敷，让肌肉真正放松下来。',
          '治疗分 60 分钟及 90 分钟两种，90 分钟适合希望全身放松或同时处理多个部位的客人。结束前治疗师会教您两到三个简单的拉伸动作，方便您在办公室或家中自行保持效果。',
          '请穿着宽松衣物前来，治疗前一小时避免吃得过饱。如治疗过程中发现需要进一步评估的问题，治疗师会建议您转为物理治疗疗程。'
        ),
        en: paragraphs(
          'Aloha Relief Therapy is for people without a specific injury who live with stiff necks and shoulders, a tired back, tension headaches or poor sleep, and for active people who want to recover faster after a race or a heavy training block. Unlike a spa massage, every session is run by a physiotherapist who checks your condition first, so the techniques are both safe and effective.',
          'Each session starts with a quick look at your posture and range of movement to find the tightest muscle groups. The therapist then uses trigger point therapy, myofascial release, instrument-assisted soft tissue mobilisation (IASTM) and passive stretching, together with heat, to let the muscles properly let go.',
          'Sessions last 60 or 90 minutes; the longer session suits a full-body release or several problem areas at once. Before you leave, your therapist shows you two or three simple stretches to keep the benefit going at your desk or at home.',
          'Please wear loose clothing and avoid a heavy meal in the hour before your session. If the therapist finds something that needs a fuller assessment, they will suggest switching to a physiotherapy course.'
        ),
      },
      highlights: [
        {
          'zh-HK': '物理治療師主理，安全專業',
          'zh-CN': '物理治疗师主理，安全专业',
          en: 'Delivered by physiotherapists, not masseurs',
        },
        {
          'zh-HK': '60 或 90 分鐘療程可選',
          'zh-CN': '60 或 90 分钟疗程可选',
          en: 'Choice of 60- or 90-minute sessions',
        },
        {
          'zh-HK': '觸發點、肌筋膜及 IASTM 手法',
          'zh-CN': '触发点、肌筋膜及 IASTM 手法',
          en: 'Trigger point, myofascial and IASTM techniques',
        },
        {
          'zh-HK': '附送個人化伸展建議',
          'zh-CN': '附赠个性化拉伸建议',
          en: 'Personal stretching tips to take home',
        },
      ],
      icon: 'hand',
      image: '/images/services/aloha-relief.svg',
      sort: 2,
      isShow: true,
    },
    {
      slug: 'aloha-pilates',
      caseType: 'PILATES',
      name: {
        'zh-HK': 'Aloha 普拉提',
        'zh-CN': 'Aloha 普拉提',
        en: 'Aloha Pilates',
      },
      summary: {
        'zh-HK': '以器械普拉提強化核心、改善體態，由物理治療師及認證導師按你的身體狀況設計課堂。',
        'zh-CN': '以器械普拉提强化核心、改善体态，由物理治疗师及认证导师根据您的身体状况设计课程。',
        en: 'Equipment-based Pilates to build core strength and improve posture, programmed around your body by physiotherapists and certified instructors.',
      },
      content: {
        'zh-HK': paragraphs(
          'Aloha 普拉提以臨床普拉提為基礎，適合想改善寫字樓姿勢、強化核心的上班族，腰背痛或運動創傷後需要重建肌力的人士，以及產後媽媽。即使從未接觸過普拉提，導師也會由最基本的呼吸及骨盆控制開始教起。',
          '首堂會先進行體態及動作評估，了解你的柔軟度、核心控制及有沒有需要避免的動作，再按目標安排 Reformer、Cadillac 及 Wunda Chair 等器械練習。之後每堂都會因應你的進度逐步加強難度，並與你的物理治療師保持溝通。',
          '課堂設一對一私人課及二人小組課，每堂 55 分鐘。一般建議每星期上課一至兩次，約 8 至 10 堂後便能感受到核心力量及姿勢的明顯分別。',
          '請穿著貼身運動服，並帶備防滑襪（中心亦有售）及水樽。如有傷患、正在懷孕或剛完成手術，請在預約時告知我們。'
        ),
        'zh-CN': paragraphs(
          'Aloha 普拉提以临床普拉提为基础，适合希望改善办公姿势、强化核心的上班族，腰背痛或运动损伤后需要重建肌力的人士，以及产后妈妈。即使从未接触过普拉提，导师也会从最基础的呼吸及骨盆控制开始教起。',
          '第一节课会先进行体态及动作评估，了解您的柔韧性、核心控制能力以及需要避免的动作，再根据目标安排 Reformer（核心床）、Cadillac（凯迪拉克）及 Wunda Chair（稳踏椅）等器械训练。之后每节课都会根据您的进度逐步加大难度，并与您的物理治疗师保持沟通。',
          '课程设一对一私教课及双人小班课，每节 55 分钟。一般建议每周上课一到两次，约 8 至 10 节后便能感受到核心力量及体态的明显变化。',
          '请穿着贴身运动服，并携带防滑袜（中心亦有出售）及水杯。如有伤病、正在怀孕或刚做完手术，请在预约时告知我们。'
        ),
        en: paragraphs(
          'Aloha Pilates is built on clinical Pilates. It suits office workers who want better posture and a stronger core, people rebuilding strength after back pain or a sports injury, and new mothers. If you have never tried Pilates, your instructor starts with the basics of breathing and pelvic control.',
          'Your first class includes a posture and movement assessment to check your flexibility, core control and any movements you should avoid. Exercises on the Reformer, Cadillac and Wunda Chair are then chosen to match your goals. Each class builds on the last, and your instructor keeps in touch with your physiotherapist.',
          'We offer one-to-one private classes and duet classes, each 55 minutes long. We usually recommend one or two classes a week; most clients feel a clear difference in core strength and posture after 8 to 10 classes.',
          'Please wear fitted sportswear and bring grip socks (also sold at the clinic) and a water bottle. Let us know when booking if you have an injury, are pregnant or have recently had surgery.'
        ),
      },
      highlights: [
        {
          'zh-HK': '首堂包括體態及動作評估',
          'zh-CN': '首节课包含体态及动作评估',
          en: 'Posture and movement assessment in your first class',
        },
        {
          'zh-HK': 'Reformer、Cadillac 及 Wunda Chair 器械',
          'zh-CN': 'Reformer、Cadillac 及 Wunda Chair 器械',
          en: 'Reformer, Cadillac and Wunda Chair equipment',
        },
        {
          'zh-HK': '一對一或二人小組，每堂 55 分鐘',
          'zh-CN': '一对一或双人小班，每节 55 分钟',
          en: 'Private or duet classes of 55 minutes',
        },
        {
          'zh-HK': '與物理治療師緊密合作',
          'zh-CN': '与物理治疗师紧密配合',
          en: 'Works hand in hand with your physiotherapist',
        },
      ],
      icon: 'pilates',
      image: '/images/services/aloha-pilates.svg',
      sort: 3,
      isShow: true,
    },
    {
      slug: 'pregnancy-pain-treatment',
      caseType: 'PREGNANT',
      name: {
        'zh-HK': '孕婦痛症治療',
        'zh-CN': '孕期疼痛治疗',
        en: 'Pregnancy Pain Treatment',
      },
      summary: {
        'zh-HK': '為懷孕及產後媽媽而設，由女物理治療師以安全手法處理腰背痛、盆骨痛、坐骨神經痛及腹直肌分離。',
        'zh-CN': '专为孕期及产后妈妈而设，由女性物理治疗师以安全手法处理腰背痛、骨盆痛、坐骨神经痛及腹直肌分离。',
        en: 'Care for expectant and new mothers: a female physiotherapist uses safe techniques for back pain, pelvic girdle pain, sciatica and abdominal separation.',
      },
      content: {
        'zh-HK': paragraphs(
          '懷孕期間荷爾蒙轉變令韌帶變得鬆弛，加上體重及重心改變，不少媽媽會出現腰背痛、盆骨痛、恥骨聯合痛、坐骨神經痛及手腕痛。產後則常見腹直肌分離、盆底肌無力及因餵哺和抱嬰兒引起的肩頸痛。這些都是常見問題，但不代表要「忍到生完」。',
          '治療由具婦女健康訓練的女物理治療師負責，會使用孕婦枕以側臥或半坐姿進行。治療包括溫和的關節鬆動及軟組織放鬆、肌內效貼布、托腹帶及盆骨帶建議，以及安全的核心及盆底肌運動。我們不會在腹部或腰骶位置使用電療或衝擊波。',
          '每節約 45 至 60 分鐘，懷孕任何階段均可接受治療；如屬高危妊娠，我們會先與你的婦產科醫生溝通。產後媽媽一般可在產後檢查後開始腹直肌及盆底肌評估。',
          '請帶備孕婦手冊或產檢紀錄，並穿著寬鬆舒適的衣物。歡迎伴侶陪同，學習在家中協助舒緩的方法。'
        ),
        'zh-CN': paragraphs(
          '怀孕期间激素变化令韧带变得松弛，加上体重及重心改变，不少准妈妈会出现腰背痛、骨盆痛、耻骨联合痛、坐骨神经痛及手腕痛。产后则常见腹直肌分离、盆底肌无力，以及因哺乳和抱娃引起的颈肩痛。这些都是常见问题，但并不意味着要“忍到生完”。',
          '治疗由接受过妇女健康培训的女性物理治疗师负责，会使用孕妇枕以侧卧或半坐姿进行。治疗包括温和的关节松动及软组织放松、肌内效贴布、托腹带及骨盆带建议，以及安全的核心与盆底肌训练。我们不会在腹部或腰骶部位使用电疗或冲击波。',
          '每次约 45 至 60 分钟，孕期任何阶段均可接受治疗；如属高危妊娠，我们会先与您的产科医生沟通。产后妈妈一般可在产后复查后开始腹直肌及盆底肌评估。',
          '请携带孕期保健手册或产检记录，并穿着宽松舒适的衣物。欢迎伴侣陪同，学习在家中帮助缓解不适的方法。'
        ),
        en: paragraphs(
          'Pregnancy hormones loosen the ligaments, and a changing body weight and centre of gravity add extra load, so many women develop low back pain, pelvic girdle pain, pubic symphysis pain, sciatica or wrist pain. After birth, abdominal separation, weak pelvic floor muscles and neck pain from feeding and carrying the baby are common. Common does not mean you have to put up with it until the baby arrives.',
          "Treatment is given by a female physiotherapist trained in women's health, in side-lying or supported sitting positions with a pregnancy pillow. It includes gentle joint mobilisation and soft tissue release, kinesiology taping, advice on support belts, and safe core and pelvic floor exercises. We never use electrotherapy or shockwave over the abdomen or lower back during pregnancy.",
          'Sessions last 45 to 60 minutes and are suitable at any stage of pregnancy; for high-risk pregnancies we speak with your obstetrician first. New mothers can usually start an abdominal and pelvic floor assessment after their postnatal check-up.',
          'Please bring your antenatal record and wear loose, comfortable clothing. Partners are welcome to join and learn ways to help at home.'
        ),
      },
      highlights: [
        {
          'zh-HK': '具婦女健康訓練的女物理治療師',
          'zh-CN': '接受过妇女健康培训的女性物理治疗师',
          en: "Female physiotherapists trained in women's health",
        },
        {
          'zh-HK': '孕婦枕支撐，側臥安全治療',
          'zh-CN': '孕妇枕支撑，侧卧安全治疗',
          en: 'Safe side-lying treatment with pregnancy pillows',
        },
        {
          'zh-HK': '涵蓋產前及產後痛症',
          'zh-CN': '涵盖产前及产后疼痛',
          en: 'Covers both pregnancy and postnatal pain',
        },
        {
          'zh-HK': '腹直肌分離及盆底肌評估',
          'zh-CN': '腹直肌分离及盆底肌评估',
          en: 'Abdominal separation and pelvic floor assessment',
        },
      ],
      icon: 'pregnant',
      image: '/images/services/pregnancy-pain-treatment.svg',
      sort: 4,
      isShow: true,
    },
    {
      slug: 'customized-orthopedic-insoles',
      caseType: 'PHYSIO',
      name: {
        'zh-HK': '度身訂造矯形鞋墊',
        'zh-CN': '定制矫形鞋垫',
        en: 'Customized Orthopedic Insoles',
      },
      summary: {
        'zh-HK': '經步態分析及足部掃描後度身訂造矯形鞋墊，改善扁平足、足底筋膜炎及由足部引起的膝痛和腰痛。',
        'zh-CN': '经步态分析及足部扫描后量身定制矫形鞋垫，改善扁平足、足底筋膜炎及由足部引起的膝痛和腰痛。',
        en: 'Custom-made insoles built from a gait analysis and 3D foot scan, for flat feet, plantar fasciitis and knee or back pain that starts at the feet.',
      },
      content: {
        'zh-HK': paragraphs(
          '雙腳是身體的地基。扁平足、高足弓、拇趾外翻或步姿不正，會令壓力不平均地傳到膝、髖及腰，引致足底筋膜炎、跟腱痛、膝痛甚至腰痛。矯形鞋墊特別適合需要長時間站立或步行的人士、跑手，以及成長中有扁平足的小朋友。',
          '物理治療師會先檢查你的足部結構、關節活動及肌力，再以足底壓力板及錄影進行步態分析，並以 3D 掃描取得雙腳的準確形狀。之後會按你的鞋款及活動需要選擇物料，訂製專屬鞋墊。',
          '評估及取模約 45 分鐘，鞋墊約 2 至 3 星期製成。取貨時治療師會為你試穿及微調，並講解適應期的穿著時間；我們會在 4 至 6 星期後免費覆檢一次。',
          '請帶備最常穿著的鞋子（如返工鞋及運動鞋），並穿著短褲或可捲起的褲子，方便檢查膝部及小腿。'
        ),
        'zh-CN': paragraphs(
          '双脚是身体的地基。扁平足、高足弓、拇外翻或步态异常，会令压力不均匀地传到膝、髋及腰部，引起足底筋膜炎、跟腱痛、膝痛甚至腰痛。矫形鞋垫特别适合需要长时间站立或行走的人士、跑者，以及处于生长发育期的扁平足儿童。',
          '物理治疗师会先检查您的足部结构、关节活动度及肌力，再通过足底压力板及视频进行步态分析，并以 3D 扫描获取双脚的精确形状。之后会根据您的鞋款及活动需要选择材料，定制专属鞋垫。',
          '评估及取模约 45 分钟，鞋垫约 2 至 3 周制成。取货时治疗师会为您试穿及微调，并讲解适应期的穿着时长；我们会在 4 至 6 周后提供一次免费复查。',
          '请携带最常穿的鞋子（如上班鞋及运动鞋），并穿着短裤或可卷起的裤子，方便检查膝部及小腿。'
        ),
        en: paragraphs(
          'Your feet are the foundation of your body. Flat feet, high arches, bunions or an uneven walking pattern push load unevenly up to the knees, hips and back, leading to plantar fasciitis, Achilles pain, knee pain and even back pain. Custom insoles are especially useful for people who stand or walk all day, runners, and growing children with flat feet.',
          'Your physiotherapist first examines the structure, joint movement and muscle strength of your feet, then analyses your gait with a pressure plate and video, and takes a precise 3D scan of both feet. Materials are chosen to suit your shoes and activities, and your insoles are made to measure.',
          'The assessment and scan take about 45 minutes, and the insoles are ready in 2 to 3 weeks. At the fitting your therapist checks and fine-tunes them and explains how to build up wearing time; a free review follows after 4 to 6 weeks.',
          'Please bring the shoes you wear most, such as work shoes and trainers, and wear shorts or trousers that roll up so your knees and calves can be checked.'
        ),
      },
      highlights: [
        {
          'zh-HK': '步態分析及足底壓力測試',
          'zh-CN': '步态分析及足底压力测试',
          en: 'Gait analysis and foot pressure testing',
        },
        {
          'zh-HK': '3D 足部掃描，準確取模',
          'zh-CN': '3D 足部扫描，精准取模',
          en: 'Precise 3D foot scanning',
        },
        {
          'zh-HK': '約 2 至 3 星期製成',
          'zh-CN': '约 2 至 3 周制成',
          en: 'Ready in about 2 to 3 weeks',
        },
        {
          'zh-HK': '包試穿調整及一次免費覆檢',
          'zh-CN': '含试穿调整及一次免费复查',
          en: 'Fitting, adjustment and one free review included',
        },
      ],
      icon: 'insole',
      image: '/images/services/customized-orthopedic-insoles.svg',
      sort: 5,
      isShow: true,
    },
    {
      slug: 'moti-ai-3d-posture-analyzer',
      caseType: 'PHYSIO',
      name: {
        'zh-HK': 'MOTI AI 3D 體態分析',
        'zh-CN': 'MOTI AI 3D 体态分析',
        en: 'MOTI AI 3D Posture Analyzer',
      },
      summary: {
        'zh-HK': '站立數秒，AI 3D 掃描約 30 秒即可生成體態報告，找出寒背、膊頭高低、盆骨前傾等問題。',
        'zh-CN': '只需站立数秒，AI 3D 扫描约 30 秒即可生成体态报告，找出驼背、高低肩、骨盆前倾等问题。',
        en: 'Stand still for a few seconds and the AI 3D scan produces a posture report in about 30 seconds, showing forward head, uneven shoulders, pelvic tilt and more.',
      },
      content: {
        'zh-HK': paragraphs(
          '寒背、頭部前傾、膊頭一高一低、盆骨前傾或 O 型腳，往往是長期痛症的源頭，但單靠鏡子很難看清。MOTI AI 3D 體態分析以多角度深度鏡頭掃描全身，適合長時間使用電腦及手機的上班族、學生、運動愛好者，以及想追蹤普拉提或治療成效的客人。',
          '你只需換上貼身衣物，赤腳站在指定位置數秒，系統便會以人工智能分析身體的關鍵位置，約 30 秒即生成 3D 體態報告，列出頭、肩、脊柱、盆骨及下肢的角度偏差，並以顏色標示需要留意的部位。',
          '整個流程連物理治療師講解報告約 20 至 30 分鐘。治療師會解釋結果與你的痛症或習慣有何關係，並提供針對性的矯正運動。建議每 6 至 8 星期重新掃描，以數據比較改善進度。',
          '請穿著貼身運動服（例如運動背心及緊身褲），長髮請束起。報告用作體態篩查及追蹤，並非醫學診斷；如發現明顯問題，治療師會建議你進行詳細評估。'
        ),
        'zh-CN': paragraphs(
          '驼背、头前伸、高低肩、骨盆前倾或 O 型腿，往往是长期疼痛的根源，但仅靠照镜子很难看清。MOTI AI 3D 体态分析以多角度深度摄像头扫描全身，适合长时间使用电脑及手机的上班族、学生、运动爱好者，以及希望追踪普拉提或治疗效果的客人。',
          '您只需换上贴身衣物，赤脚站在指定位置数秒，系统便会通过人工智能分析身体的关键点位，约 30 秒即可生成 3D 体态报告，列出头、肩、脊柱、骨盆及下肢的角度偏差，并以颜色标示需要关注的部位。',
          '整个流程连物理治疗师讲解报告约 20 至 30 分钟。治疗师会解释结果与您的疼痛或生活习惯之间的关系，并提供针对性的矫正训练。建议每 6 至 8 周重新扫描一次，用数据对比改善进度。',
          '请穿着贴身运动服（例如运动背心及紧身裤），长发请扎起。报告用于体态筛查及追踪，并非医学诊断；如发现明显问题，治疗师会建议您进行详细评估。'
        ),
        en: paragraphs(
          'Rounded shoulders, a forward head, one shoulder higher than the other, an anterior pelvic tilt or bow legs are often behind long-term pain, yet they are hard to see in a mirror. The MOTI AI 3D Posture Analyzer scans your whole body with multi-angle depth cameras. It suits office workers and students who spend hours on screens, active people, and anyone who wants to track the results of Pilates or treatment.',
          'You change into fitted clothing and stand barefoot on the marked spot for a few seconds. The artificial intelligence locates key points on your body and produces a 3D posture report in about 30 seconds, showing the angles of your head, shoulders, spine, pelvis and legs, with colour-coded areas to watch.',
          'The whole visit, including a physiotherapist explaining your report, takes 20 to 30 minutes. Your therapist relates the findings to your pain and daily habits and gives you targeted corrective exercises. We suggest a repeat scan every 6 to 8 weeks so you can compare your progress in numbers.',
          'Please wear fitted sportswear, such as a sports top and leggings, and tie long hair up. The report is a screening and tracking tool, not a medical diagnosis; if it shows a clear problem, your therapist will recommend a full assessment.'
        ),
      },
      highlights: [
        {
          'zh-HK': '約 30 秒生成 AI 3D 體態報告',
          'zh-CN': '约 30 秒生成 AI 3D 体态报告',
          en: 'AI 3D posture report in about 30 seconds',
        },
        {
          'zh-HK': '非入侵性，無需接觸',
          'zh-CN': '无创无接触',
          en: 'Non-invasive and contact-free',
        },
        {
          'zh-HK': '物理治療師講解報告及矯正運動',
          'zh-CN': '物理治疗师讲解报告及矫正训练',
          en: 'Report explained by a physiotherapist, with corrective exercises',
        },
        {
          'zh-HK': '定期重掃，以數據追蹤進度',
          'zh-CN': '定期复扫，用数据追踪进度',
          en: 'Repeat scans to track your progress',
        },
      ],
      icon: 'scan',
      image: '/images/services/moti-ai-3d-posture-analyzer.svg',
      sort: 6,
      isShow: true,
    },
    {
      slug: 'on-site-physical-therapy',
      caseType: 'PHYSIO',
      name: {
        'zh-HK': '上門物理治療',
        'zh-CN': '上门物理治疗',
        en: 'On-site Physical Therapy',
      },
      summary: {
        'zh-HK': '物理治療師帶同便攜儀器到府或到辦公室治療，照顧行動不便的長者、術後病人及工作繁忙的專業人士。',
        'zh-CN': '物理治疗师携带便携设备上门或到办公室治疗，照顾行动不便的长者、术后患者及工作繁忙的专业人士。',
        en: 'A physiotherapist comes to your home or office with portable equipment, for older adults with limited mobility, patients after surgery and busy professionals.',
      },
      content: {
        'zh-HK': paragraphs(
          '上門物理治療適合中風或柏金遜症患者、關節置換或骨折手術後出院初期的病人、行動不便或有跌倒風險的長者，以及未能抽空到診所的在職人士。我們亦為公司提供辦公室駐場治療及工作間姿勢評估。',
          '物理治療師會帶同便攜治療床及電療儀器到訪，先評估你的活動能力、平衡及肌力，再進行手法治療、步行及轉移訓練等。治療師亦會檢視家居環境，就扶手、防滑設施及助行器的使用給予建議，並教導照顧者正確的協助方法。',
          '每節約 60 分鐘，服務覆蓋港島、九龍及新界大部分地區，離島及偏遠地區需另收交通附加費。請最少提前兩個工作天預約。',
          '到訪前請預留約兩米乘兩米的空間，並準備出院紀錄、醫生轉介信及現時服用藥物的清單。如病人需要協助，請安排家人或照顧者在場。'
        ),
        'zh-CN': paragraphs(
          '上门物理治疗适合中风或帕金森病患者、关节置换或骨折手术后出院初期的患者、行动不便或有跌倒风险的长者，以及无法抽空到诊所的在职人士。我们亦为企业提供办公室驻场治疗及工位姿势评估。',
          '物理治疗师会携带便携治疗床及电疗设备上门，先评估您的活动能力、平衡及肌力，再进行手法治疗、步行及转移训练等。治疗师亦会查看居家环境，就扶手、防滑设施及助行器的使用给出建议，并指导照护者正确的协助方法。',
          '每次约 60 分钟，服务覆盖港岛、九龙及新界大部分地区，离岛及偏远地区需另收交通附加费。请至少提前两个工作日预约。',
          '上门前请预留约两米乘两米的空间，并准备出院记录、医生转诊信及目前服用药物的清单。如患者需要协助，请安排家属或照护者在场。'
        ),
        en: paragraphs(
          "On-site physical therapy suits people recovering from a stroke or living with Parkinson's disease, patients in the first weeks home after a joint replacement or fracture surgery, older adults with limited mobility or a risk of falls, and professionals who cannot get to the clinic. We also offer on-site sessions and workstation assessments for companies.",
          'Your physiotherapist brings a portable treatment table and electrotherapy equipment, assesses your mobility, balance and strength, then provides manual therapy and walking and transfer training. They also look at your home and advise on grab rails, non-slip fittings and walking aids, and show carers how to help safely.',
          'Each visit lasts about 60 minutes. We cover most of Hong Kong Island, Kowloon and the New Territories; a travel surcharge applies to the outlying islands and remote areas. Please book at least two working days ahead.',
          'Before the visit, please clear a space of about two metres by two metres and have discharge notes, any referral letter and a list of current medication ready. If the patient needs help, please make sure a family member or carer is present.'
        ),
      },
      highlights: [
        {
          'zh-HK': '到府或到辦公室治療',
          'zh-CN': '上门或到办公室治疗',
          en: 'Treatment at home or at your office',
        },
        {
          'zh-HK': '便攜治療床及電療儀器',
          'zh-CN': '便携治疗床及电疗设备',
          en: 'Portable table and electrotherapy equipment',
        },
        {
          'zh-HK': '家居防跌及環境建議',
          'zh-CN': '居家防跌及环境建议',
          en: 'Home safety and fall-prevention advice',
        },
        {
          'zh-HK': '覆蓋港九新界大部分地區',
          'zh-CN': '覆盖港九新界大部分地区',
          en: 'Covers most of Hong Kong',
        },
      ],
      icon: 'home',
      image: '/images/services/on-site-physical-therapy.svg',
      sort: 7,
      isShow: true,
    },
    {
      slug: 'aloha-stretching-workshop',
      caseType: null,
      name: {
        'zh-HK': 'Aloha 伸展工作坊',
        'zh-CN': 'Aloha 拉伸工作坊',
        en: 'Aloha Stretching Workshop',
      },
      summary: {
        'zh-HK': '由物理治療師帶領的小組伸展班，每月一個主題，教你正確拉筋及使用按摩滾筒，預防痛症。',
        'zh-CN': '由物理治疗师带领的小班拉伸课，每月一个主题，教您正确拉伸及使用泡沫轴，预防疼痛。',
        en: 'Small-group stretching classes led by a physiotherapist, with a new theme each month, teaching you to stretch and foam roll properly to prevent pain.',
      },
      content: {
        'zh-HK': paragraphs(
          '很多人都知道要拉筋，但拉錯位置或用力過度反而容易受傷。Aloha 伸展工作坊由物理治療師及普拉提導師帶領，適合任何年齡及體能水平的人士，亦特別適合每天久坐的上班族及恆常跑步的朋友。',
          '工作坊每月設不同主題，例如「辦公室肩頸伸展」、「跑手髖部及小腿保養」及「按摩滾筒入門」。每節先講解相關肌肉及常見錯誤，再一起練習，導師會逐一糾正姿勢，最後為你整理一套可在家中跟做的 10 分鐘伸展流程。',
          '每節 90 分鐘，每班最多 12 人，於中環或尖沙咀中心舉行，日期請留意活動頁面。我們亦可為公司或團體安排到場工作坊。',
          '中心提供瑜伽墊及按摩滾筒，請穿著運動服，帶備水樽及毛巾。如有急性傷患，請先諮詢物理治療師。'
        ),
        'zh-CN': paragraphs(
          '很多人都知道要拉伸，但拉错部位或用力过度反而容易受伤。Aloha 拉伸工作坊由物理治疗师及普拉提导师带领，适合任何年龄及体能水平的人士，尤其适合每天久坐的上班族及经常跑步的朋友。',
          '工作坊每月设不同主题，例如“办公室颈肩拉伸”“跑者髋部及小腿养护”及“泡沫轴入门”。每节课先讲解相关肌肉及常见错误，再一起练习，导师会逐一纠正动作，最后为您整理一套可在家跟练的 10 分钟拉伸流程。',
          '每节 90 分钟，每班最多 12 人，在中环或尖沙咀中心举行，具体日期请留意活动页面。我们亦可为企业或团体安排上门工作坊。',
          '中心提供瑜伽垫及泡沫轴，请穿着运动服，携带水杯及毛巾。如有急性伤病，请先咨询物理治疗师。'
        ),
        en: paragraphs(
          'Most of us know we should stretch, but stretching the wrong area or pushing too hard can cause injury. The Aloha Stretching Workshop is led by a physiotherapist and a Pilates instructor. It suits any age and fitness level, and is especially useful for people who sit all day and for regular runners.',
          'Each month has a different theme, such as desk neck and shoulder stretches, hip and calf care for runners, and foam rolling basics. Every class explains the muscles involved and common mistakes, then you practise together while the instructors correct your form one by one. You leave with a 10-minute routine to follow at home.',
          'Classes last 90 minutes with a maximum of 12 people, held at our Central or Tsim Sha Tsui clinic; see the events page for dates. We can also run workshops on site for companies and groups.',
          'Mats and foam rollers are provided. Please wear sportswear and bring a water bottle and towel. If you have an acute injury, please check with a physiotherapist first.'
        ),
      },
      highlights: [
        {
          'zh-HK': '物理治療師及普拉提導師帶領',
          'zh-CN': '物理治疗师及普拉提导师带领',
          en: 'Led by a physiotherapist and a Pilates instructor',
        },
        {
          'zh-HK': '每班最多 12 人，逐一糾正姿勢',
          'zh-CN': '每班最多 12 人，逐一纠正动作',
          en: 'Up to 12 people, with individual corrections',
        },
        {
          'zh-HK': '每月不同主題',
          'zh-CN': '每月不同主题',
          en: 'A new theme every month',
        },
        {
          'zh-HK': '可安排公司到場工作坊',
          'zh-CN': '可安排企业上门工作坊',
          en: 'Corporate workshops available',
        },
      ],
      icon: 'stretch',
      image: '/images/services/aloha-stretching-workshop.svg',
      sort: 8,
      isShow: true,
    },
  ],

  // ---------------------------------------------------------------------------
  // Team
  // ---------------------------------------------------------------------------
  staff: [
    {
      slug: 'dr-chan-ka-ming',
      name: {
        'zh-HK': '陳家明',
        'zh-CN': '陈家明',
        en: 'Dr. Kelvin Chan',
      },
      title: {
        'zh-HK': '臨床總監、資深物理治療師',
        'zh-CN': '临床总监、资深物理治疗师',
        en: 'Clinical Director & Senior Physiotherapist',
      },
      bio: {
        'zh-HK':
          '陳博士擁有超過 15 年臨床經驗，曾任職公立醫院骨科及運動醫學部門，專注處理頸椎及腰椎問題、肩關節痛症及術後復康。他相信清晰的解釋與循序漸進的運動同樣重要，讓病人明白自己的身體，才能減少復發。',
        'zh-CN':
          '陈博士拥有超过 15 年临床经验，曾任职于公立医院骨科及运动医学部门，专注处理颈椎及腰椎问题、肩关节疼痛及术后康复。他相信清晰的解释与循序渐进的训练同样重要，让患者了解自己的身体，才能减少复发。',
        en: 'Dr. Chan has more than 15 years of clinical experience, including years in the orthopaedic and sports medicine departments of public hospitals. He focuses on neck and lower back problems, shoulder pain and post-operative rehabilitation, and believes a clear explanation matters as much as a well-paced exercise plan in preventing relapse.',
      },
      qualifications: [
        {
          'zh-HK': '香港理工大學物理治療學士',
          'zh-CN': '香港理工大学物理治疗学士',
          en: 'BSc (Hons) Physiotherapy, The Hong Kong Polytechnic University',
        },
        {
          'zh-HK': '澳洲墨爾本大學物理治療博士',
          'zh-CN': '澳大利亚墨尔本大学物理治疗博士',
          en: 'Doctor of Physiotherapy, The University of Melbourne',
        },
        {
          'zh-HK': '香港註冊物理治療師（第 I 部分）',
          'zh-CN': '香港注册物理治疗师（第 I 部分）',
          en: 'Registered Physiotherapist (Part I), HK',
        },
      ],
      photo: '/images/team/dr-chan-ka-ming.svg',
      isTherapist: true,
      placeCode: 'central',
      sort: 1,
      isShow: true,
    },
    {
      slug: 'wong-wing-yan',
      name: {
        'zh-HK': '黃穎欣',
        'zh-CN': '黄颖欣',
        en: 'Vivian Wong',
      },
      title: {
        'zh-HK': '物理治療師（婦女健康）',
        'zh-CN': '物理治疗师（妇女健康）',
        en: "Physiotherapist (Women's Health)",
      },
      bio: {
        'zh-HK':
          '黃姑娘專注婦女健康物理治療，包括孕期腰背及盆骨痛、產後腹直肌分離及盆底肌復康。作為兩個小朋友的媽媽，她明白新手媽媽的辛苦，治療時總會耐心解答每一個問題。',
        'zh-CN':
          '黄老师专注妇女健康物理治疗，包括孕期腰背及骨盆痛、产后腹直肌分离及盆底肌康复。作为两个孩子的妈妈，她深知新手妈妈的辛苦，治疗时总会耐心解答每一个问题。',
        en: "Vivian specialises in women's health physiotherapy, including back and pelvic pain in pregnancy, postnatal abdominal separation and pelvic floor rehabilitation. A mother of two herself, she understands how demanding the early months are and takes time to answer every question.",
      },
      qualifications: [
        {
          'zh-HK': '香港理工大學物理治療學士',
          'zh-CN': '香港理工大学物理治疗学士',
          en: 'BSc (Hons) Physiotherapy, The Hong Kong Polytechnic University',
        },
        {
          'zh-HK': '英國盆底肌及婦女健康物理治療證書',
          'zh-CN': '英国盆底肌及妇女健康物理治疗证书',
          en: "Certificate in Pelvic Health and Women's Health Physiotherapy, UK",
        },
        {
          'zh-HK': '香港註冊物理治療師（第 I 部分）',
          'zh-CN': '香港注册物理治疗师（第 I 部分）',
          en: 'Registered Physiotherapist (Part I), HK',
        },
      ],
      photo: '/images/team/wong-wing-yan.svg',
      isTherapist: true,
      placeCode: 'tst',
      sort: 2,
      isShow: true,
    },
    {
      slug: 'lee-chun-hei',
      name: {
        'zh-HK': '李俊熙',
        'zh-CN': '李俊熙',
        en: 'Marcus Lee',
      },
      title: {
        'zh-HK': '物理治療師（運動創傷）',
        'zh-CN': '物理治疗师（运动损伤）',
        en: 'Physiotherapist (Sports Injuries)',
      },
      bio: {
        'zh-HK':
          '李先生曾擔任本地足球隊及馬拉松賽事的隨隊物理治療師，擅長處理膝痛、腳踝扭傷、跑手常見傷患及前十字韌帶重建後復康。他本身亦是越野跑愛好者，會以實際訓練經驗協助運動員安全重返賽場。',
        'zh-CN':
          '李老师曾担任本地足球队及马拉松赛事的随队物理治疗师，擅长处理膝痛、踝关节扭伤、跑者常见伤病及前交叉韧带重建后的康复。他本人也是越野跑爱好者，会结合实际训练经验帮助运动员安全重返赛场。',
        en: 'Marcus has worked as a team physiotherapist for local football clubs and marathon events. He treats knee pain, ankle sprains, common running injuries and rehabilitation after ACL reconstruction, and as a keen trail runner he draws on his own training to help athletes return to sport safely.',
      },
      qualifications: [
        {
          'zh-HK': '香港理工大學物理治療學士',
          'zh-CN': '香港理工大学物理治疗学士',
          en: 'BSc (Hons) Physiotherapy, The Hong Kong Polytechnic University',
        },
        {
          'zh-HK': '香港中文大學運動醫學及健康科學碩士',
          'zh-CN': '香港中文大学运动医学及健康科学硕士',
          en: 'MSc Sports Medicine and Health Science, The Chinese University of Hong Kong',
        },
        {
          'zh-HK': '香港註冊物理治療師（第 I 部分）',
          'zh-CN': '香港注册物理治疗师（第 I 部分）',
          en: 'Registered Physiotherapist (Part I), HK',
        },
      ],
      photo: '/images/team/lee-chun-hei.svg',
      isTherapist: true,
      placeCode: 'tst',
      sort: 3,
      isShow: true,
    },
    {
      slug: 'cheung-hoi-ying',
      name: {
        'zh-HK': '張凱瑩',
        'zh-CN': '张凯莹',
        en: 'Chloe Cheung',
      },
      title: {
        'zh-HK': '物理治療師（足部生物力學）',
        'zh-CN': '物理治疗师（足部生物力学）',
        en: 'Physiotherapist (Foot Biomechanics)',
      },
      bio: {
        'zh-HK':
          '張姑娘負責中心的步態分析、矯形鞋墊及 MOTI AI 體態分析服務，亦定期為長者提供上門物理治療。她擅長由下而上找出痛症源頭，不少長期膝痛及足底痛的個案在她調整步姿後得到改善。',
        'zh-CN':
          '张老师负责中心的步态分析、矫形鞋垫及 MOTI AI 体态分析服务，亦定期为长者提供上门物理治疗。她擅长自下而上找出疼痛根源，不少长期膝痛及足底痛的个案在她调整步态后得到改善。',
        en: 'Chloe leads our gait analysis, custom insole and MOTI AI posture services, and regularly visits older clients at home. She is skilled at tracing pain from the ground up, and many long-standing cases of knee and heel pain have improved once she corrected the way they walk.',
      },
      qualifications: [
        {
          'zh-HK': '香港理工大學物理治療學士',
          'zh-CN': '香港理工大学物理治疗学士',
          en: 'BSc (Hons) Physiotherapy, The Hong Kong Polytechnic University',
        },
        {
          'zh-HK': '香港註冊物理治療師（第 I 部分）',
          'zh-CN': '香港注册物理治疗师（第 I 部分）',
          en: 'Registered Physiotherapist (Part I), HK',
        },
      ],
      photo: '/images/team/cheung-hoi-ying.svg',
      isTherapist: true,
      placeCode: 'central',
      sort: 4,
      isShow: true,
    },
    {
      slug: 'ho-mei-ling',
      name: {
        'zh-HK': '何美玲',
        'zh-CN': '何美玲',
        en: 'Erica Ho',
      },
      title: {
        'zh-HK': '普拉提導師',
        'zh-CN': '普拉提导师',
        en: 'Pilates Instructor',
      },
      bio: {
        'zh-HK':
          'Erica 曾是專業舞蹈員，轉職普拉提導師已有 8 年，擅長為腰背痛人士及產後媽媽設計循序漸進的器械普拉提課程。她的課堂著重呼吸與細節，讓學員在日常生活中也能保持良好姿勢。',
        'zh-CN':
          'Erica 曾是专业舞蹈演员，转型普拉提导师已有 8 年，擅长为腰背痛人士及产后妈妈设计循序渐进的器械普拉提课程。她的课堂注重呼吸与细节，让学员在日常生活中也能保持良好体态。',
        en: 'A former professional dancer, Erica has taught Pilates for 8 years and designs progressive equipment programmes for people with back pain and new mothers. Her classes focus on breathing and detail, so good posture carries over into daily life.',
      },
      qualifications: [
        {
          'zh-HK': 'STOTT PILATES 全方位器械導師認證',
          'zh-CN': 'STOTT PILATES 全器械导师认证',
          en: 'STOTT PILATES Comprehensive Certified Instructor',
        },
        {
          'zh-HK': '孕期及產後普拉提導師證書',
          'zh-CN': '孕期及产后普拉提导师证书',
          en: 'Pre- and Postnatal Pilates Instructor Certificate',
        },
        {
          'zh-HK': '香港演藝學院舞蹈藝術學士',
          'zh-CN': '香港演艺学院舞蹈艺术学士',
          en: 'BFA (Hons) in Dance, The Hong Kong Academy for Performing Arts',
        },
      ],
      photo: '/images/team/ho-mei-ling.svg',
      isTherapist: true,
      placeCode: 'central',
      sort: 5,
      isShow: true,
    },
    {
      slug: 'ng-chi-ho',
      name: {
        'zh-HK': '吳志豪',
        'zh-CN': '吴志豪',
        en: 'Jason Ng',
      },
      title: {
        'zh-HK': '診所經理',
        'zh-CN': '诊所经理',
        en: 'Clinic Manager',
      },
      bio: {
        'zh-HK':
          '吳先生負責中心的日常運作、預約安排及保險事宜，擁有超過 10 年醫療服務管理經驗。如對收費、保險索償或企業合作有任何查詢，歡迎直接與他聯絡。',
        'zh-CN':
          '吴先生负责中心的日常运营、预约安排及保险事宜，拥有超过 10 年医疗服务管理经验。如对收费、保险理赔或企业合作有任何疑问，欢迎直接与他联系。',
        en: 'Jason runs the clinic day to day, looking after appointments and insurance matters, and brings more than 10 years of healthcare management experience. Please contact him directly with any questions about fees, insurance claims or corporate partnerships.',
      },
      qualifications: [
        {
          'zh-HK': '香港中文大學工商管理學士',
          'zh-CN': '香港中文大学工商管理学士',
          en: 'BBA, The Chinese University of Hong Kong',
        },
        {
          'zh-HK': '香港聖約翰救傷隊急救證書',
          'zh-CN': '香港圣约翰救伤队急救证书',
          en: 'First Aid Certificate, St. John Ambulance Hong Kong',
        },
      ],
      photo: '/images/team/ng-chi-ho.svg',
      isTherapist: false,
      placeCode: 'central',
      sort: 6,
      isShow: true,
    },
  ],

  // ---------------------------------------------------------------------------
  // Blog
  // ---------------------------------------------------------------------------
  blogCategories: [
    {
      key: 'pain-relief',
      name: { 'zh-HK': '痛症解析', 'zh-CN': '疼痛解析', en: 'Pain Relief' },
      sort: 1,
    },
    {
      key: 'exercise',
      name: { 'zh-HK': '運動與復康', 'zh-CN': '运动与康复', en: 'Exercise & Rehab' },
      sort: 2,
    },
    {
      key: 'pregnancy',
      name: { 'zh-HK': '孕產健康', 'zh-CN': '孕产健康', en: 'Pregnancy & Postnatal' },
      sort: 3,
    },
    {
      key: 'clinic-news',
      name: { 'zh-HK': '中心消息', 'zh-CN': '中心动态', en: 'Clinic News' },
      sort: 4,
    },
  ],

  hashtags: [
    { key: 'back-pain', name: { 'zh-HK': '腰背痛', 'zh-CN': '腰背痛', en: 'Back Pain' } },
    { key: 'neck-pain', name: { 'zh-HK': '肩頸痛', 'zh-CN': '颈肩痛', en: 'Neck Pain' } },
    { key: 'posture', name: { 'zh-HK': '體態矯正', 'zh-CN': '体态矫正', en: 'Posture' } },
    { key: 'office-workers', name: { 'zh-HK': '上班族', 'zh-CN': '上班族', en: 'Office Workers' } },
    { key: 'running', name: { 'zh-HK': '跑步', 'zh-CN': '跑步', en: 'Running' } },
    { key: 'postnatal', name: { 'zh-HK': '產後修復', 'zh-CN': '产后修复', en: 'Postnatal' } },
    { key: 'pilates', name: { 'zh-HK': '普拉提', 'zh-CN': '普拉提', en: 'Pilates' } },
    { key: 'plantar-fasciitis', name: { 'zh-HK': '足底筋膜炎', 'zh-CN': '足底筋膜炎', en: 'Plantar Fasciitis' } },
  ],

  blogPosts: demoBlogPosts,

  // ---------------------------------------------------------------------------
  // FAQ (sorted within each type)
  // ---------------------------------------------------------------------------
  faqs: [
    {
      type: 'INSURANCE',
      question: {
        'zh-HK': '物理治療的費用可以向保險公司索償嗎？',
        'zh-CN': '物理治疗的费用可以向保险公司理赔吗？',
        en: 'Can I claim physiotherapy fees from my insurance?',
      },
      answer: {
        'zh-HK':
          '大部分個人及公司醫療保險均包括物理治療保障。每次治療後我們會發出正式收據，列明診斷、治療日期及物理治療師的註冊編號，方便你自行向保險公司索償。實際賠償額及次數以你的保單條款為準。',
        'zh-CN':
          '大部分个人及企业医疗保险均包含物理治疗保障。每次治疗后我们会开具正式收据，注明诊断、治疗日期及物理治疗师的注册编号，方便您自行向保险公司申请理赔。实际赔付金额及次数以您的保单条款为准。',
        en: "Most personal and company medical plans cover physiotherapy. After each session we issue an official receipt showing the diagnosis, treatment date and the physiotherapist's registration number so you can claim from your insurer. The amount and number of sessions covered depend on your policy.",
      },
      sort: 1,
      isShow: true,
    },
    {
      type: 'INSURANCE',
      question: {
        'zh-HK': '索償是否需要醫生轉介信？',
        'zh-CN': '理赔是否需要医生转诊信？',
        en: "Do I need a doctor's referral letter to claim?",
      },
      answer: {
        'zh-HK':
          '你無需轉介信亦可直接預約物理治療，但不少保單要求提交醫生轉介信才可索償。建議預約前先向保險公司或公司人事部查詢；如需要，可請家庭醫生或專科醫生發出轉介信，並在首次應診時帶備。',
        'zh-CN':
          '您无需转诊信也可直接预约物理治疗，但不少保单要求提交医生转诊信才能理赔。建议预约前先向保险公司或公司人事部门确认；如有需要，可请家庭医生或专科医生开具转诊信，并在首次就诊时携带。',
        en: "You can book physiotherapy without a referral, but many policies require a doctor's referral letter before they pay a claim. Please check with your insurer or HR department before booking; if one is needed, ask your family doctor or specialist for a letter and bring it to your first visit.",
      },
      sort: 2,
      isShow: true,
    },
    {
      type: 'INSURANCE',
      question: {
        'zh-HK': '中心是否接受保險直接結算（免找數）？',
        'zh-CN': '中心是否支持保险直付？',
        en: 'Can the clinic bill my insurer directly?',
      },
      answer: {
        'zh-HK':
          '我們是部分保險公司及醫療網絡的指定物理治療中心，合資格客人應診時出示醫療卡即可直接結算，只需支付自付部分。預約時請告知保險公司名稱，職員會為你核實是否適用。',
        'zh-CN':
          '我们是部分保险公司及医疗网络的指定物理治疗中心，符合条件的客人就诊时出示医疗卡即可直接结算，只需支付自付部分。预约时请告知保险公司名称，工作人员会为您核实是否适用。',
        en: 'We are a panel clinic for several insurers and medical networks. Eligible clients show their medical card at the visit and pay only the co-payment. Please tell us your insurer when booking and our staff will confirm whether direct billing applies.',
      },
      sort: 3,
      isShow: true,
    },
    {
      type: 'INSURANCE',
      question: {
        'zh-HK': '可以索取治療報告嗎？需要多久？',
        'zh-CN': '可以申请治疗报告吗？需要多久？',
        en: 'Can I get a treatment report, and how long does it take?',
      },
      answer: {
        'zh-HK':
          '可以。如保險公司、僱主或律師要求提供治療報告，請向接待處提出申請，報告一般於 5 個工作天內完成，另收報告費用。收據副本則可即時補發。',
        'zh-CN':
          '可以。如保险公司、雇主或律师要求提供治疗报告，请向前台提出申请，报告一般在 5 个工作日内完成，需另付报告费用。收据副本可即时补开。',
        en: 'Yes. If your insurer, employer or lawyer needs a treatment report, ask at reception; reports are usually ready within 5 working days and a report fee applies. Copies of receipts can be reissued on the spot.',
      },
      sort: 4,
      isShow: true,
    },
    {
      type: 'PHYSIO',
      question: {
        'zh-HK': '第一次物理治療需要多久？會做甚麼？',
        'zh-CN': '第一次物理治疗需要多久？会做什么？',
        en: 'How long is the first physiotherapy session and what happens?',
      },
      answer: {
        'zh-HK':
          '首次應診約 60 分鐘。物理治療師會先了解你的病歷及痛症情況，進行詳細檢查，向你解釋診斷及治療計劃，然後即場開始治療，並教你合適的家居運動。',
        'zh-CN':
          '首次就诊约 60 分钟。物理治疗师会先了解您的病史及疼痛情况，进行详细检查，向您解释诊断及治疗方案，然后当场开始治疗，并教您合适的居家训练。',
        en: 'The first visit takes about 60 minutes. Your physiotherapist takes your history, examines you in detail, explains the diagnosis and treatment plan, starts treatment the same day and shows you exercises to do at home.',
      },
      sort: 1,
      isShow: true,
    },
    {
      type: 'PHYSIO',
      question: {
        'zh-HK': '應診時應該穿甚麼衣服？',
        'zh-CN': '就诊时应该穿什么衣服？',
        en: 'What should I wear?',
      },
      answer: {
        'zh-HK':
          '請穿著寬鬆舒適、方便活動的衣物。處理膝部或腳部問題時建議穿短褲；處理肩頸問題時可穿背心。中心備有治療袍及短褲，如有需要可向職員索取。',
        'zh-CN':
          '请穿着宽松舒适、便于活动的衣物。处理膝部或足部问题时建议穿短裤；处理颈肩问题时可穿背心。中心备有治疗服及短裤，如有需要可向工作人员索取。',
        en: 'Wear loose, comfortable clothes you can move in. Shorts are best for knee or foot problems, and a vest top for neck and shoulder problems. We also have gowns and shorts at the clinic if you need them.',
      },
      sort: 2,
      isShow: true,
    },
    {
      type: 'PHYSIO',
      question: {
        'zh-HK': '一般需要做多少次治療？',
        'zh-CN': '一般需要做多少次治疗？',
        en: 'How many sessions will I need?',
      },
      answer: {
        'zh-HK':
          '視乎問題的性質及持續時間。急性扭傷或近期出現的痛症，一般 3 至 6 次便有明顯改善；慢性或術後復康個案則可能需要 8 至 12 次或以上。治療師會在首次評估後給你一個預計，並定期檢討進度。',
        'zh-CN':
          '视问题的性质及持续时间而定。急性扭伤或近期出现的疼痛，一般 3 至 6 次便有明显改善；慢性或术后康复个案则可能需要 8 至 12 次或以上。治疗师会在首次评估后给您一个预估，并定期评估进度。',
        en: 'It depends on the problem and how long you have had it. Recent pain or an acute sprain usually improves clearly within 3 to 6 sessions; long-standing problems and post-surgery rehabilitation may need 8 to 12 or more. Your therapist gives you an estimate after the first assessment and reviews progress regularly.',
      },
      sort: 3,
      isShow: true,
    },
    {
      type: 'PHYSIO',
      question: {
        'zh-HK': '如需更改或取消預約，應該怎樣做？',
        'zh-CN': '如需更改或取消预约，应该怎么做？',
        en: 'How do I change or cancel an appointment?',
      },
      answer: {
        'zh-HK':
          '你可以在會員帳戶的「我的預約」中更改，或透過電話及 WhatsApp 通知我們。請最少於 24 小時前更改或取消；24 小時內取消或未有出席，或需收取部分費用。',
        'zh-CN':
          '您可以在会员账户的“我的预约”中修改，或通过电话及 WhatsApp 通知我们。请至少提前 24 小时修改或取消；24 小时内取消或未到诊，可能需收取部分费用。',
        en: "You can change it under My Bookings in your member account, or let us know by phone or WhatsApp. Please give at least 24 hours' notice; late cancellations and missed appointments may be charged in part.",
      },
      sort: 4,
      isShow: true,
    },
    {
      type: 'PHYSIO',
      question: {
        'zh-HK': '治療後會否感到酸痛？',
        'zh-CN': '治疗后会不会感到酸痛？',
        en: 'Will I feel sore after treatment?',
      },
      answer: {
        'zh-HK':
          '部分人在手法治療或衝擊波後會有輕微酸痛，通常一至兩天內消退，屬正常反應。期間可冰敷或熱敷（治療師會建議合適方法）。如痛楚明顯加劇或持續，請聯絡我們。',
        'zh-CN':
          '部分人在手法治疗或冲击波治疗后会有轻微酸痛，通常一到两天内消退，属正常反应。期间可冷敷或热敷（治疗师会建议合适的方法）。如疼痛明显加重或持续，请联系我们。',
        en: 'Some people feel mild soreness after manual therapy or shockwave; it usually settles within a day or two and is a normal reaction. Ice or heat can help, and your therapist will tell you which. If the pain gets clearly worse or does not settle, please contact us.',
      },
      sort: 5,
      isShow: true,
    },
    {
      type: 'PREGNANCY',
      question: {
        'zh-HK': '懷孕期間做物理治療安全嗎？',
        'zh-CN': '怀孕期间做物理治疗安全吗？',
        en: 'Is physiotherapy safe during pregnancy?',
      },
      answer: {
        'zh-HK':
          '安全。我們的治療師受過孕期物理治療訓練，會使用孕婦枕以側臥或半坐姿治療，並避免在腹部及腰骶位置使用電療、衝擊波等儀器。如屬高危妊娠，我們會先與你的婦產科醫生溝通。',
        'zh-CN':
          '安全。我们的治疗师接受过孕期物理治疗培训，会使用孕妇枕以侧卧或半坐姿进行治疗，并避免在腹部及腰骶部位使用电疗、冲击波等仪器。如属高危妊娠，我们会先与您的产科医生沟通。',
        en: 'Yes. Our therapists are trained in pregnancy care, treat you side-lying or in supported sitting with a pregnancy pillow, and avoid electrotherapy and shockwave over the abdomen and lower back. For high-risk pregnancies we speak with your obstetrician first.',
      },
      sort: 1,
      isShow: true,
    },
    {
      type: 'PREGNANCY',
      question: {
        'zh-HK': '懷孕幾多週可以開始接受治療？',
        'zh-CN': '怀孕多少周可以开始接受治疗？',
        en: 'At what stage of pregnancy can I start treatment?',
      },
      answer: {
        'zh-HK':
          '懷孕任何階段出現痛症均可接受評估及治療。第一孕期我們會以教育、姿勢建議及溫和運動為主；第二及第三孕期則可按需要加入手法治療、肌內效貼布及盆骨帶建議。',
        'zh-CN':
          '孕期任何阶段出现疼痛均可接受评估及治疗。孕早期我们以健康教育、姿势建议及温和运动为主；孕中期及孕晚期则可根据需要加入手法治疗、肌内效贴布及骨盆带建议。',
        en: 'You can be assessed and treated for pain at any stage. In the first trimester we focus on advice, posture and gentle exercise; in the second and third trimesters we may add manual therapy, kinesiology taping and support belt advice as needed.',
      },
      sort: 2,
      isShow: true,
    },
    {
      type: 'PREGNANCY',
      question: {
        'zh-HK': '產後幾時可以開始做普拉提或運動？',
        'zh-CN': '产后什么时候可以开始练普拉提或运动？',
        en: 'When can I start Pilates or exercise after giving birth?',
      },
      answer: {
        'zh-HK':
          '盆底肌及呼吸練習一般在產後數天已可開始。自然分娩的媽媽通常在產後 6 星期檢查後、剖腹產約 8 星期後，可在物理治療師評估腹直肌及盆底肌後開始產後普拉提。',
        'zh-CN':
          '盆底肌及呼吸练习一般在产后几天即可开始。顺产妈妈通常在产后 6 周复查后、剖宫产约 8 周后，可在物理治疗师评估腹直肌及盆底肌后开始产后普拉提。',
        en: 'Gentle pelvic floor and breathing exercises can usually start a few days after birth. After a vaginal birth, most mothers can begin postnatal Pilates after their 6-week check; after a caesarean, at around 8 weeks, once a physiotherapist has assessed the abdominal wall and pelvic floor.',
      },
      sort: 3,
      isShow: true,
    },
    {
      type: 'PREGNANCY',
      question: {
        'zh-HK': '可以指定女物理治療師嗎？',
        'zh-CN': '可以指定女性物理治疗师吗？',
        en: 'Can I request a female physiotherapist?',
      },
      answer: {
        'zh-HK':
          '可以。孕婦痛症治療及盆底肌評估均由女物理治療師負責。其他服務如有性別偏好，請在預約時註明，我們會盡量安排。',
        'zh-CN':
          '可以。孕期疼痛治疗及盆底肌评估均由女性物理治疗师负责。其他服务如有性别偏好，请在预约时注明，我们会尽量安排。',
        en: 'Yes. Pregnancy pain treatment and pelvic floor assessments are always carried out by female physiotherapists. For other services, note your preference when booking and we will do our best to arrange it.',
      },
      sort: 4,
      isShow: true,
    },
  ],

  // ---------------------------------------------------------------------------
  // Client reviews
  // ---------------------------------------------------------------------------
  reviews: [
    {
      author: { 'zh-HK': '陳小姐', 'zh-CN': '陈小姐', en: 'Ms. Chan' },
      content: {
        'zh-HK': '肩頸痛困擾咗我差唔多兩年，陳博士好仔細咁解釋原因，又教我調整電腦枱。做咗五次治療已經冇再頭痛，真心推介！',
        'zh-CN': '颈肩痛困扰了我将近两年，陈博士很细致地解释了原因，还教我调整电脑桌。做了五次治疗已经不再头痛，真心推荐！',
        en: 'Neck pain had bothered me for almost two years. Dr. Chan explained the cause carefully and helped me fix my desk set-up. After five sessions my headaches are gone. Highly recommended!',
      },
      rating: 5,
      serviceSlug: 'physiotherapy',
      sort: 1,
      status: 'SHOWN',
    },
    {
      author: { 'zh-HK': '黃太', 'zh-CN': '黄太太', en: 'Mrs. Wong' },
      content: {
        'zh-HK': '懷孕七個月時盆骨痛到行路都困難，黃姑娘的治療及盆骨帶建議幫了我很大忙。產後再跟她做腹直肌復修，進度很好。',
        'zh-CN': '怀孕七个月时骨盆痛到走路都困难，黄老师的治疗和骨盆带建议帮了我很大的忙。产后继续跟她做腹直肌修复，进展很好。',
        en: "At seven months pregnant my pelvic pain made walking difficult. Vivian's treatment and advice on a support belt helped enormously, and I went back to her for abdominal rehab after the birth with great progress.",
      },
      rating: 5,
      serviceSlug: 'pregnancy-pain-treatment',
      sort: 2,
      status: 'SHOWN',
    },
    {
      author: { 'zh-HK': '李先生', 'zh-CN': '李先生', en: 'Mr. Lee' },
      content: {
        'zh-HK': '跑馬拉松練到膝痛，Marcus 幫我找出是臀肌無力，調整訓練後終於完成了渣打全馬。',
        'zh-CN': '练马拉松练到膝盖痛，Marcus 帮我找出原因是臀肌无力，调整训练后终于跑完了渣打全马。',
        en: 'Marathon training left me with knee pain. Marcus found that weak glutes were the problem, and after adjusting my training I finally finished the Standard Chartered full marathon.',
      },
      rating: 5,
      serviceSlug: 'physiotherapy',
      sort: 3,
      status: 'SHOWN',
    },
    {
      author: { 'zh-HK': '何小姐', 'zh-CN': '何小姐', en: 'Ms. Ho' },
      content: {
        'zh-HK': 'Erica 的普拉提課節奏剛好，動作講解清楚。上了三個月，腰背痛少了很多，同事都說我企得直了。',
        'zh-CN': 'Erica 的普拉提课节奏刚好，动作讲解清楚。上了三个月，腰背痛少了很多，同事都说我站得更直了。',
        en: "Erica's Pilates classes are well paced and her cues are clear. After three months my back pain has eased a lot, and colleagues say I stand taller.",
      },
      rating: 5,
      serviceSlug: 'aloha-pilates',
      sort: 4,
      status: 'SHOWN',
    },
    {
      author: { 'zh-HK': '張先生', 'zh-CN': '张先生', en: 'Mr. Cheung' },
      content: {
        'zh-HK': '做餐飲要長時間企，腳跟痛了半年。訂造鞋墊後要適應一星期，但現在返工舒服了很多。',
        'zh-CN': '做餐饮需要长时间站立，脚跟痛了半年。定制鞋垫后适应了一周，现在上班舒服多了。',
        en: 'I work in catering and had heel pain for six months from standing all day. The custom insoles took a week to get used to, but work is much more comfortable now.',
      },
      rating: 4,
      serviceSlug: 'customized-orthopedic-insoles',
      sort: 5,
      status: 'SHOWN',
    },
    {
      author: { 'zh-HK': '林先生', 'zh-CN': '林先生', en: 'Mr. Lam' },
      content: {
        'zh-HK': '爸爸換膝後行動不便，張姑娘每星期上門做治療，又教我們怎樣扶他。現在他已經可以自己用拐杖落街散步。',
        'zh-CN': '父亲做完膝关节置换后行动不便，张老师每周上门治疗，还教我们怎样搀扶他。现在他已经可以自己拄拐杖下楼散步了。',
        en: 'After his knee replacement my father could barely get around. Chloe visited every week and showed us how to help him safely. Now he walks downstairs for a stroll on his own with a stick.',
      },
      rating: 5,
      serviceSlug: 'on-site-physical-therapy',
      sort: 6,
      status: 'SHOWN',
    },
  ],

  // ---------------------------------------------------------------------------
  // Promotions (prices in HKD cents)
  // ---------------------------------------------------------------------------
  promotions: [
    {
      kind: 'basic',
      title: {
        'zh-HK': '首次物理治療評估及治療',
        'zh-CN': '首次物理治疗评估及治疗',
        en: 'First Physiotherapy Assessment & Treatment',
      },
      desc: {
        'zh-HK': '新客人專享：60 分鐘詳細評估連即場治療及家居運動指導。',
        'zh-CN': '新客专享：60 分钟详细评估，含现场治疗及居家训练指导。',
        en: 'For new clients: a 60-minute assessment with same-day treatment and a home exercise plan.',
      },
      priceCents: 68000,
      planKeys: ['physio-first'],
      image: '/images/promotions/1.svg',
      serviceSlug: 'physiotherapy',
      sort: 1,
      isShow: true,
      showAt: null,
      hideAt: null,
    },
    {
      kind: 'basic',
      title: {
        'zh-HK': '普拉提私人課體驗堂',
        'zh-CN': '普拉提私教体验课',
        en: 'Private Pilates Trial Class',
      },
      desc: {
        'zh-HK': '55 分鐘一對一器械普拉提，包體態評估，適合第一次上普拉提的你。優惠期內，私人普拉提 10 堂套票只需 HK$6,200。',
        'zh-CN': '55 分钟一对一器械普拉提，含体态评估，适合第一次上普拉提的你。优惠期内，私教普拉提 10 堂套票只需 HK$6,200。',
        en: 'A 55-minute one-to-one equipment Pilates class with a posture assessment, for your first Pilates class. During the offer, the 10-class private Pilates package is HK$6,200.',
      },
      priceCents: 48000,
      // During the offer, the 10-class private Pilates package sells below its usual HK$6,800.
      packagePriceCents: 620000,
      planKeys: ['pilates-private'],
      image: '/images/promotions/2.svg',
      serviceSlug: 'aloha-pilates',
      sort: 2,
      isShow: true,
      showAt: null,
      hideAt: null,
    },
    {
      kind: 'basic',
      title: {
        'zh-HK': '聖誕節舒緩治療優惠',
        'zh-CN': '圣诞节舒缓治疗优惠',
        en: 'Christmas Relief Therapy Offer',
      },
      desc: {
        'zh-HK': '節日限定：90 分鐘 Aloha 舒緩治療，送自己或家人一份放鬆禮物。優惠期至 2027 年 1 月 4 日。',
        'zh-CN': '节日限定：90 分钟 Aloha 舒缓治疗，送给自己或家人一份放松礼物。优惠期至 2027 年 1 月 4 日。',
        en: 'Festive special: a 90-minute Aloha Relief session, a relaxing gift for yourself or your family. Valid until 4 January 2027.',
      },
      priceCents: 68000,
      planKeys: ['relief-90'],
      image: '/images/promotions/3.svg',
      serviceSlug: 'aloha-relief',
      sort: 3,
      isShow: true,
      showAt: new Date('2026-12-01T00:00:00+08:00'),
      hideAt: new Date('2027-01-05T00:00:00+08:00'),
    },
    {
      kind: 'addon',
      title: {
        'zh-HK': '加購 MOTI AI 3D 體態分析',
        'zh-CN': '加购 MOTI AI 3D 体态分析',
        en: 'Add a MOTI AI 3D Posture Scan',
      },
      desc: {
        'zh-HK': '預約任何治療或普拉提時加購，約 30 秒生成體態報告，由治療師即場講解。',
        'zh-CN': '预约任意治疗或普拉提课程时加购，约 30 秒生成体态报告，由治疗师现场讲解。',
        en: 'Add it to any treatment or Pilates booking: a posture report in about 30 seconds, explained by your therapist on the spot.',
      },
      priceCents: 18000,
      planKeys: ['moti-addon'],
      image: '/images/promotions/4.svg',
      serviceSlug: 'moti-ai-3d-posture-analyzer',
      sort: 4,
      isShow: true,
      showAt: null,
      hideAt: null,
    },
    {
      kind: 'addon',
      title: {
        'zh-HK': '加購肌內效貼布',
        'zh-CN': '加购肌内效贴布',
        en: 'Add Kinesiology Taping',
      },
      desc: {
        'zh-HK': '治療後由物理治療師為你貼上肌內效貼布，延長支撐及舒緩效果。',
        'zh-CN': '治疗后由物理治疗师为您贴上肌内效贴布，延长支撑及舒缓效果。',
        en: 'Your physiotherapist applies kinesiology tape after treatment to extend the support and relief.',
      },
      priceCents: 12000,
      planKeys: ['taping'],
      image: '/images/promotions/5.svg',
      serviceSlug: 'physiotherapy',
      sort: 5,
      isShow: true,
      showAt: null,
      hideAt: null,
    },
  ],

  // ---------------------------------------------------------------------------
  // Events
  // ---------------------------------------------------------------------------
  events: [
    {
      slug: 'desk-stretch-workshop-dec-2026',
      serviceSlug: 'aloha-stretching-workshop',
      title: {
        'zh-HK': '辦公室肩頸伸展工作坊',
        'zh-CN': '办公室颈肩拉伸工作坊',
        en: 'Desk Neck & Shoulder Stretching Workshop',
      },
      desc: {
        'zh-HK': paragraphs(
          '年尾工作特別忙，肩頸又再繃緊？今次 Aloha 伸展工作坊由物理治療師陳家明博士及普拉提導師 Erica 帶領，教你在辦公室也能做的肩頸及上背伸展。',
          '90 分鐘內容包括：認識「電腦頸」的成因、工作枱設定要點、按摩滾筒及網球放鬆技巧，以及一套 10 分鐘的辦公室伸展流程。每班最多 12 人，導師會逐一糾正動作。',
          '中心提供瑜伽墊及按摩滾筒，請穿著運動服並帶備水樽。'
        ),
        'zh-CN': paragraphs(
          '年底工作特别忙，颈肩又开始紧绷？本次 Aloha 拉伸工作坊由物理治疗师陈家明博士及普拉提导师 Erica 带领，教您在办公室也能做的颈肩及上背部拉伸。',
          '90 分钟内容包括：认识“电脑颈”的成因、办公桌设置要点、泡沫轴及网球放松技巧，以及一套 10 分钟的办公室拉伸流程。每班最多 12 人，导师会逐一纠正动作。',
          '中心提供瑜伽垫及泡沫轴，请穿着运动服并携带水杯。'
        ),
        en: paragraphs(
          'Year-end deadlines tightening up your neck and shoulders again? This Aloha Stretching Workshop is led by physiotherapist Dr. Kelvin Chan and Pilates instructor Erica Ho, teaching neck and upper back stretches you can do at the office.',
          "In 90 minutes you will learn what causes tech neck, how to set up your desk, how to release tight muscles with a foam roller and a tennis ball, and a 10-minute office stretching routine. With no more than 12 people, the instructors correct everyone's form one by one.",
          'Mats and foam rollers are provided. Please wear sportswear and bring a water bottle.'
        ),
      },
      banner: '/images/events/desk-stretch-workshop-dec-2026.svg',
      seatMax: 12,
      feeCents: 28000,
      placeCode: 'central',
      startAt: new Date('2026-12-12T14:30:00+08:00'),
      endAt: new Date('2026-12-12T16:00:00+08:00'),
      openAt: new Date('2026-11-01T10:00:00+08:00'),
      closeAt: new Date('2026-12-10T23:59:00+08:00'),
      isShow: true,
    },
    {
      slug: 'runners-injury-prevention-talk-2027',
      title: {
        'zh-HK': '新年跑手傷患預防講座',
        'zh-CN': '新年跑者伤病预防讲座',
        en: "New Year Runners' Injury Prevention Talk",
      },
      desc: {
        'zh-HK': paragraphs(
          '準備參加今年的馬拉松或越野賽？物理治療師李俊熙會分享跑手最常見的傷患，包括跑手膝、髂脛束綜合症、脛骨痛及足底筋膜炎，以及如何透過肌力訓練和訓練量管理預防受傷。',
          '講座設即場問答環節，並示範三組跑前熱身及跑後伸展動作。參加者可享 MOTI AI 3D 體態分析及首次物理治療評估優惠。',
          '講座免費，名額有限，請於網上登記。'
        ),
        'zh-CN': paragraphs(
          '准备参加今年的马拉松或越野赛？物理治疗师李俊熙会分享跑者最常见的伤病，包括跑步膝、髂胫束综合征、胫骨痛及足底筋膜炎，以及如何通过力量训练和跑量管理预防受伤。',
          '讲座设现场问答环节，并示范三组跑前热身及跑后拉伸动作。参加者可享 MOTI AI 3D 体态分析及首次物理治疗评估优惠。',
          '讲座免费，名额有限，请在线报名。'
        ),
        en: paragraphs(
          "Training for a marathon or trail race this year? Physiotherapist Marcus Lee covers the most common running injuries, including runner's knee, iliotibial band syndrome, shin splints and plantar fasciitis, and how strength work and sensible mileage help prevent them.",
          'The talk includes a Q&A and a demonstration of three pre-run warm-ups and post-run stretches. Participants receive special offers on the MOTI AI 3D posture scan and a first physiotherapy assessment.',
          'The talk is free but places are limited, so please register online.'
        ),
      },
      banner: '/images/events/runners-injury-prevention-talk-2027.svg',
      seatMax: 30,
      feeCents: 0,
      placeCode: 'tst',
      startAt: new Date('2027-01-09T10:30:00+08:00'),
      endAt: new Date('2027-01-09T12:00:00+08:00'),
      openAt: new Date('2026-11-15T10:00:00+08:00'),
      closeAt: new Date('2027-01-07T23:59:00+08:00'),
      isShow: true,
    },
    {
      slug: 'tst-open-day-sep-2026',
      title: {
        'zh-HK': '尖沙咀中心開放日',
        'zh-CN': '尖沙咀中心开放日',
        en: 'Tsim Sha Tsui Clinic Open Day',
      },
      desc: {
        'zh-HK': paragraphs(
          '為慶祝尖沙咀中心擴充，我們舉辦全日開放日，歡迎大家參觀新的普拉提室及治療室，認識我們的物理治療團隊。',
          '當日設免費 MOTI AI 3D 體態分析體驗、足部壓力測試，以及每小時一節的 20 分鐘普拉提示範。無需預約，即場輪候。'
        ),
        'zh-CN': paragraphs(
          '为庆祝尖沙咀中心扩建，我们举办全天开放日，欢迎大家参观新的普拉提室及治疗室，认识我们的物理治疗团队。',
          '当天提供免费 MOTI AI 3D 体态分析体验、足底压力测试，以及每小时一节的 20 分钟普拉提示范。无需预约，现场排队即可。'
        ),
        en: paragraphs(
          'To celebrate the expansion of our Tsim Sha Tsui clinic, we are holding an all-day open house. Come and see the new Pilates studio and treatment rooms and meet our physiotherapy team.',
          'On the day there are free MOTI AI 3D posture scans, foot pressure tests and a 20-minute Pilates demonstration every hour. No booking needed; just drop in.'
        ),
      },
      banner: '/images/events/tst-open-day-sep-2026.svg',
      seatMax: 0,
      feeCents: 0,
      placeCode: 'tst',
      startAt: new Date('2026-09-19T11:00:00+08:00'),
      endAt: new Date('2026-09-19T17:00:00+08:00'),
      openAt: new Date('2026-08-20T10:00:00+08:00'),
      closeAt: new Date('2026-09-18T23:59:00+08:00'),
      isShow: true,
    },
  ],
};
