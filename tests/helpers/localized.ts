import type { LocalizedText } from '../../common/i18n-config';

/** A text in the three site languages, in the order zh-HK, zh-CN, en. */
export const L = (zhHK: string, zhCN: string, en: string): LocalizedText => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
