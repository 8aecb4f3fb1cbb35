/**
 * The league's mark on every overlay: the site's own logo (web/public/favicon.svg, the mark of the
 * site's header), served by the site so OBS loads it from the same address as the overlay.
 */
export const LEAGUE_LOGO = '/favicon.svg';

const HEX = /^#[0-9a-f]{6}$/i;

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The CSS custom properties an overlay page's root takes from its championship (docs/adr/0058): its
 * colour as the accent (`--acento`) and the text that reads on it (`--sobre-acento`, white or near-black,
 * whichever contrasts more); nothing when it has none, so the theme's accent (the league's) stays. A value
 * that is not a '#rrggbb' colour writes nothing.
 */
export function brandingStyle(color: string | null): string {
  if (!color || !HEX.test(color)) return '';
  const l = luminance(color);
  // Contrast with white (1.05 / (l + 0.05)) against contrast with #10131a (about (l + 0.05) / 0.057).
  const onAccent = 1.05 / (l + 0.05) >= (l + 0.05) / 0.0566 ? '#fff' : '#10131a';
  return `--acento:${color.toLowerCase()};--sobre-acento:${onAccent}`;
}
