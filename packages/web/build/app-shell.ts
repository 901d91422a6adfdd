import type { Plugin } from 'vite';
import { readLocale } from './locale-files';

const LANGUAGES = ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'];
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
      for (const lang of LANGUAGES) {
        const messages = readLocale(lang);
        texts[lang] = Object.fromEntries(KEYS.map((key) => [key, messages[key] ?? '']));
      }
      const script = `(function () {
  var h = location.hash;
  if (h && h !== '#/' && h !== '#/home' && h.indexOf('#/home/index') !== 0) return;
  var all = ${JSON.stringify(texts)};
  var lang = null;
  try { lang = localStorage.getItem('lang'); } catch (e) {}
  if (lang === 'en-US') lang = 'en_US';
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
