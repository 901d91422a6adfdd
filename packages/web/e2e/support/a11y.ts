import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

/** The smallest tap target we accept (WCAG 2.5.5), in CSS pixels, for buttons, links and controls. */
export const MIN_TARGET = 44;

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it stands (WCAG 2.x A/AA and best-practice rules, plus the
 * target-size rule raised to 44×44 px) and answers the serious and critical violations. A checkbox or
 * radio button meets the target size through its label (the label is its hit area).
 */
export async function seriousA11yViolations(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol: the app's CSP (no inline scripts) rightly refuses a
  // script tag, and the check must run on the page exactly as served.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (minSize) => {
    interface AxeNode {
      target: unknown[];
      html: string;
      failureSummary?: string;
    }
    interface AxeResult {
      id: string;
      impact: string | null;
      help: string;
      nodes: (AxeNode & { impact?: string | null })[];
    }
    interface Axe {
      configure(spec: unknown): void;
      run(context: Document, options: unknown): Promise<{ violations: AxeResult[] }>;
    }
    const axe = (window as unknown as { axe: Axe }).axe;
    axe.configure({
      checks: [{ id: 'target-size', options: { minSize } }],
      rules: [{ id: 'target-size', enabled: true, any: ['target-size'] }],
    });
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    const labelledLargeEnough = (selector: string): boolean => {
      const node = document.querySelector(selector);
      if (!(node instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(node.type)) return false;
      return [...(node.labels ?? [])].some((label) => {
        const rect = label.getBoundingClientRect();
        return rect.width >= minSize && rect.height >= minSize;
      });
    };
    return violations
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter(
          (node) =>
            !(violation.id === 'target-size' && labelledLargeEnough(String(node.target[node.target.length - 1]))),
        ),
      }))
      .filter((violation) => violation.nodes.length > 0)
      .filter((violation) =>
        violation.nodes.some((node) => ['serious', 'critical'].includes(node.impact ?? violation.impact ?? '')),
      )
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' > '),
          summary: `${node.html.slice(0, 160)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        })),
      }));
  }, MIN_TARGET);
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.id}: ${finding.help}\n${finding.nodes.map((node) => `    ${node.target}: ${node.summary}`).join('\n')}`,
    )
    .join('\n');
}

/** Fails with a readable list when axe finds any serious or critical violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page, where = ''): Promise<void> {
  const findings = await seriousA11yViolations(page);
  if (findings.length === 0) return;
  const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'));
  const viewport = page.viewportSize();
  throw new Error(
    `${findings.length} serious/critical accessibility violation(s) on ${where || page.url()} ` +
      `(${scheme ?? 'light'}, ${viewport ? `${viewport.width}x${viewport.height}` : 'default viewport'}):\n` +
      describeFindings(findings),
  );
}
