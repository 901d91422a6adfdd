import type { Plugin } from 'vite';

/** The home screen's route modules (src/app/router.tsx's first screen), relative to the web package. */
const FIRST_SCREEN_ROUTES = ['src/features/home/routes/HomeLayout.tsx', 'src/app/routes/HomeIndex.tsx'];

/**
 * Preloads the home screen's lazy route chunks and everything they import from the page itself:
 * the browser fetches them with the entry instead of after it has run, and the loader finds them
 * already in the page instead of adding a link per file at start-up. They stay lazy chunks of their
 * own (spec §2.3); they are fetched at low priority, after the stylesheet and the entry, and their
 * stylesheets are left to the loader, so none of them delays the first paint.
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'fanpass-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const roots = chunks.filter((chunk) =>
          FIRST_SCREEN_ROUTES.some((route) => chunk.facadeModuleId?.endsWith(`/${route}`)),
        );
        if (roots.length !== FIRST_SCREEN_ROUTES.length) {
          throw new Error(`first-screen-preload: found ${roots.length} of ${FIRST_SCREEN_ROUTES.join(', ')}`);
        }
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        roots.forEach((root) => visit(root.fileName));
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
