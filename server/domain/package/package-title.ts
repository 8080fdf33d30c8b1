import type { LocalizedText } from '../../../common/i18n-config';
import { localize, type Translators } from '../notifications/notify';

/**
 * What a package is called wherever it is sold or shown: "<plan name> · 10 sessions" in each
 * language (common:package.name, the same key the site's offer uses), kept on its deal as sold.
 */
export function packageTitle(tr: Translators, planName: LocalizedText, sessions: number): LocalizedText {
  return localize(tr, 'package.name', { name: planName, n: sessions });
}
