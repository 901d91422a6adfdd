import { LANGUAGES, intlLocale } from '@fanpass/contracts';
import type { Plugin } from 'vite';
import { readLocale } from './locale-files';

const KEYS = ['app.name', 'home.heroTitle', 'home.heroText', 'home.browseEvents'] as const;

/**
 * The home page's first screen as static HTML, painted before any JavaScript runs (the PWA app
 * shell): the header and hero in the stored language, from the same locale files, so React
 * replaces it with identical content. Only on the home routes; other routes start empty.
 */
export function appShell(): Plugin {
  return {
    name: 'fanpass-app-shell',
    transformIndexHtml(html) {
      const texts: Record<string, Record<string, string>> = {};
      const locales: Record<string, string> = {};
      for (const lang of LANGUAGES) {
        const messages = readLocale(lang);
        texts[lang] = Object.fromEntries(KEYS.map((key) => [key, messages[key] ?? '']));
        locales[lang] = intlLocale(lang);
      }
      // The page's language is the stored one from the start (lib/i18n.ts then leaves it be): a
      // change once the page is drawn would restyle all of it.
      const script = `(function () {
  var lang = null;
  try { lang = localStorage.getItem('lang'); } catch (e) {}
  if (lang === 'en-US') lang = 'en_US';
  var locales = ${JSON.stringify(locales)};
  if (locales[lang]) document.documentElement.lang = locales[lang];
  var h = location.hash;
  if (h && h !== '#/' && h !== '#/home' && h.indexOf('#/home/index') !== 0) return;
  var all = ${JSON.stringify(texts)};
  var t = all[lang] || all.zh;
  var root = document.getElementById('root');
  function el(tag, cls, text, parent) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    parent.appendChild(e);
    return e;
  }
  var page = el('main', 'page', '', root);
  var header = el('header', 'home-header', '', page);
  el('span', 'brand', t['app.name'], el('div', '', '', header));
  el('div', 'home-header__actions shell-actions', '', header);
  var hero = el('section', 'hero', '', page);
  el('h1', 'hero__title', t['home.heroTitle'], hero);
  el('p', 'hero__text', t['home.heroText'], hero);
  el('span', 'button button--light', t['home.browseEvents'], hero);
})();`;
      return html.replace('<div id="root"></div>', `<div id="root"></div>\n    <script>${script}</script>`);
    },
  };
}
