/** The preset avatars (ids `avatar-1` … `avatar-8`, as AVATAR_PATTERN and the seed use them). */
const PALETTE = [
  ['#d1203c', '#ffd6dd'],
  ['#5a1a7a', '#ecd6ff'],
  ['#1f6feb', '#d6e6ff'],
  ['#0f8a5f', '#d2f5e6'],
  ['#d97706', '#ffeccc'],
  ['#0e7490', '#d3f3fb'],
  ['#be185d', '#ffd9ea'],
  ['#374151', '#e5e7eb'],
] as const;

export const AVATAR_PRESETS: readonly string[] = PALETTE.map((_, index) => `avatar-${index + 1}`);

function presetSvg(background: string, figure: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<circle cx="32" cy="25" r="11" fill="${figure}"/>` +
    `<path d="M12 58c2-12 10-18 20-18s18 6 20 18z" fill="${figure}"/></svg>`
  );
}

/** The picture of an avatar: a preset drawn here, an https URL as is, the first preset otherwise. */
export function avatarSrc(avatar: string | null | undefined): string {
  if (avatar && /^https:\/\//.test(avatar)) return avatar;
  const index = Math.max(0, AVATAR_PRESETS.indexOf(avatar ?? ''));
  const [background, figure] = PALETTE[index] ?? PALETTE[0];
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(presetSvg(background, figure))}`;
}
