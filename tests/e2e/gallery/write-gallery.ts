import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `console-people-rtl-1280.png` → screen `console-people-rtl`, width 1280; a name without a width is its own screen. */
function screenOf(file: string): { screen: string; width: number } {
  const match = /^(.*)-(\d{3,4})\.png$/.exec(file);
  return match ? { screen: match[1]!, width: Number(match[2]) } : { screen: file.replace(/\.png$/, ''), width: 0 };
}

/**
 * Writes `index.html` beside the screenshots of the e2e suites (issue #16): one row per screen, its widths side by
 * side from the narrowest, so a reviewer compares a phone and a desktop at a glance. Returns the screens listed.
 */
export function writeGallery(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const screens = new Map<string, { file: string; width: number }[]>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.png')).sort()) {
    const { screen, width } = screenOf(file);
    screens.set(screen, [...(screens.get(screen) ?? []), { file, width }]);
  }
  const rows = [...screens].map(([screen, shots]) => `<section>
<h2>${escape(screen)}</h2>
<div class="shots">${shots.sort((a, b) => a.width - b.width).map(({ file, width }) => `<figure><a href="${encodeURIComponent(file)}"><img src="${encodeURIComponent(file)}" alt="${escape(screen)}${width ? ` at ${width} px` : ''}" loading="lazy"></a><figcaption>${width ? `${width} px` : escape(file)}</figcaption></figure>`).join('')}</div>
</section>`);
  writeFileSync(path.join(folder, 'index.html'), `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Canvass screenshots</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #111827; background: #f3f4f6; }
section { background: #fff; border-radius: 12px; padding: 16px 20px; margin-block-end: 20px; }
h2 { font-size: 16px; margin: 0 0 12px; }
.shots { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; }
img { display: block; max-height: 640px; max-width: 720px; border: 1px solid #d1d5db; border-radius: 6px; }
figcaption { color: #4b5563; font-size: 13px; }
</style>
</head>
<body>
<h1>Canvass screenshots (${screens.size} screens)</h1>
${rows.join('\n')}
</body>
</html>
`);
  return [...screens.keys()];
}
