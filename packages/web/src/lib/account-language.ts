import type { Language } from '@fanpass/contracts';
import { http } from './http/client';
import { changeLanguage } from './i18n';
import { session } from './session/store';

/**
 * Switches the app's language and, when signed in, the account's too (POST
 * /userInfo/updateUserInfo `lang`), so the e-mails the account gets are in the language it reads.
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  await changeLanguage(lang);
  if (!session.get().isLogin) return;
  try {
    await http.post('/userInfo/updateUserInfo', { lang }, { errors: 'caller' });
  } catch (error) {
    // The screen has switched; the account keeps its language until the next change reaches it.
    console.error('[language] keeping the account language', error);
  }
}
